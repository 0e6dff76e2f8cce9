import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TERMS, queryTerms, searchText } from './search-text.ts';

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
});
