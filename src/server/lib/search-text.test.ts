import { describe, expect, it } from 'vitest';
import {
  indexedText,
  MAX_QUERY_TERMS,
  narrowTerm,
  queryTerms,
  queryWords,
  searchTerm,
  searchText,
  suggestibleWords,
  termMatches,
} from './search-text.ts';

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
    expect(indexedText('en', 'Chicken Curries')).toBe(' chicken curries curri');
    expect(indexedText('en', 'Curry, curried')).toBe(' curry curried curri');
    expect(indexedText('en', 'Pies and pie')).toBe(' pies and pie');
    expect(indexedText('en', '')).toBe('');
  });

  it('stems in the recipe’s language, and keeps the accents for the stemmer but not in the stored text', () => {
    expect(indexedText('de', 'Kartoffelsuppe mit Karotten')).toBe(' kartoffelsuppe mit karotten kartoffelsupp karott');
    expect(indexedText('de', 'Kartoffeln und Zwiebeln')).toBe(' kartoffeln und zwiebeln kartoffel zwiebel');
    expect(indexedText('fr', 'Pommes de terre')).toBe(' pommes de terre pomm terr');
    expect(indexedText('fr', 'Gâteaux')).toBe(' gateaux gateau');
    // Polish has no stemmer: its words are stored as they are.
    expect(indexedText('pl', 'Zupa pomidorowa z ziemniakami')).toBe(' zupa pomidorowa z ziemniakami');
    expect(indexedText('ar', 'شوربة العدس')).toBe(' شوربة العدس شورب عدس');
  });

  it('looks for a query word as a word start, and for its stem as a whole token when that differs', () => {
    const englishStem = (word: string) => searchTerm(word).stems.find((s) => s.languages?.includes('en') ?? true)?.stem ?? null;
    expect(englishStem('soups')).toBe('soup');
    expect(englishStem('curries')).toBe('curri');
    expect(englishStem('currys')).toBe('curri');
    expect(englishStem('pies')).toBe('pie');
    expect(englishStem('soup')).toBeNull();
  });

  it('looks for a stem only in recipes of the languages that give it', () => {
    const pasta = searchTerm('pasta');
    const english = indexedText('en', 'Tomato paste');
    const italian = indexedText('it', 'Paste al pomodoro');
    expect(english).toContain(' past');
    expect(termMatches(pasta, english, 'en')).toBe(false);
    expect(termMatches(pasta, italian, 'it')).toBe(true);
    expect(termMatches(searchTerm('soup'), indexedText('en', 'Soups'), 'en')).toBe(true);
  });

  it('leaves out the stems of languages the catalogue has no recipe in, and the condition where every language present gives the stem', () => {
    // An English catalogue is searched as before recipes had languages: the English stem alone, for every recipe.
    expect(narrowTerm(searchTerm('soups'), ['en'])).toEqual({ word: 'soups', stems: [{ stem: 'soup', prefix: false, languages: null }] });
    expect(narrowTerm(searchTerm('chicken'), ['en'])).toEqual({ word: 'chicken', stems: [] });
    expect(narrowTerm(searchTerm('pasta'), ['en', 'it']).stems).toEqual([{ stem: 'past', prefix: false, languages: ['it'] }]);
    expect(narrowTerm(searchTerm('kartoffeln'), ['de', 'pl']).stems).toEqual([{ stem: 'kartoffel', prefix: true, languages: ['de'] }]);
  });

  it('finds German and Dutch compounds by the start of the word’s stem', () => {
    const soup = indexedText('de', 'Kartoffelsuppe mit Karotten');
    expect(termMatches(searchTerm('kartoffeln'), soup, 'de')).toBe(true);
    expect(termMatches(searchTerm('karotte'), soup, 'de')).toBe(true);
    // The same text in an English recipe is not stemmed the German way.
    expect(termMatches(searchTerm('kartoffeln'), indexedText('en', 'Kartoffelsuppe'), 'en')).toBe(false);
    expect(termMatches(searchTerm('aardappel'), indexedText('nl', 'Aardappelsoep'), 'nl')).toBe(true);
    // Short stems are whole words only: "Ei" does not find every word that starts with "ei".
    expect(searchTerm('eier').stems.every((s) => !s.prefix || s.stem.length >= 4)).toBe(true);
  });

  it('stems a query word as it was written, accents and all', () => {
    expect(queryWords('Pães, PÃES')).toEqual([{ word: 'paes', written: 'pães' }]);
    const bread = indexedText('pt', 'Pães de queijo');
    expect(termMatches(searchTerm(queryWords('pães')[0]!), bread, 'pt')).toBe(true);
    expect(termMatches(searchTerm('paes'), bread, 'pt')).toBe(true);
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
