import { describe, expect, it } from 'vitest';
import { indexedText, MAX_QUERY_TERMS, queryTerms, searchTerm, searchText, suggestibleWords } from './search-text.ts';

describe('search text', () => {
  it('is lower case, without accents or punctuation, with a leading space for word-prefix matching', () => {
    expect(searchText('Crème Fraîche & Chive', 'DIP!')).toBe(' creme fraiche chive dip');
    expect(searchText('', null, undefined)).toBe('');
  });

  it('turns a query into its words, once each, at most eight', () => {
    expect(queryTerms('Quick VEGAN-dinner, quick!')).toEqual(['quick', 'vegan', 'dinner']);
    expect(queryTerms('one two three four five six seven eight nine ten')).toHaveLength(MAX_QUERY_TERMS);
  });

  it('drops single letters when longer words remain, so markup or "a" does not narrow a search', () => {
    expect(queryTerms('<b>lentil</b>')).toEqual(['lentil']);
    expect(queryTerms('a quick soup')).toEqual(['quick', 'soup']);
    expect(queryTerms('b')).toEqual(['b']);
  });

  it('stores each word, then the stems that are not already words, so plurals and singulars meet', () => {
    expect(indexedText('Chicken Curries')).toBe(' chicken curries curri');
    expect(indexedText('Curry, curried')).toBe(' curry curried curri');
    expect(indexedText('Pies and pie')).toBe(' pies and pie');
    expect(indexedText('')).toBe('');
  });

  it('looks for a query word as a word start, and for its stem as a whole token when that differs', () => {
    expect(searchTerm('soups')).toEqual({ word: 'soups', stem: 'soup' });
    expect(searchTerm('curries')).toEqual({ word: 'curries', stem: 'curri' });
    expect(searchTerm('currys')).toEqual({ word: 'currys', stem: 'curri' });
    expect(searchTerm('pies')).toEqual({ word: 'pies', stem: 'pie' });
    expect(searchTerm('soup')).toEqual({ word: 'soup', stem: null });
  });

  it('offers as spellings only whole words of letters, never stems or numbers', () => {
    const words = suggestibleWords({
      title: 'Chicken curries',
      description: 'Ready in 20 minutes',
      tags: ['dinner'],
      dietary: ['gluten-free'],
      ingredients: [
        { item: 'chicken thighs', text: '400 g chicken thighs' },
        { item: null, text: 'a pinch of salt' },
      ],
    });
    expect(words.sort()).toEqual(['chicken', 'curries', 'dinner', 'free', 'gluten', 'minutes', 'pinch', 'ready', 'salt', 'thighs']);
  });
});
