import { describe, expect, it } from 'vitest';
import { MIN_SIMILARITY, similarity, trigramsOf } from './search-vocabulary.ts';

describe('spelling similarity', () => {
  it('splits a word into trigrams as pg_trgm does: padded, each once', () => {
    expect(trigramsOf('banana')).toEqual(['  b', ' ba', 'ban', 'ana', 'nan', 'na ']);
    expect(trigramsOf('a')).toEqual(['  a', ' a ']);
  });

  it('scores near spellings above the threshold and unrelated words below it', () => {
    expect(similarity('banana', 'banana')).toBe(1);
    expect(similarity('bananna', 'banana')).toBe(0.75);
    expect(similarity('lentl', 'lentil')).toBeGreaterThan(similarity('lentl', 'lentils'));
    expect(similarity('lentl', 'lentils')).toBeGreaterThanOrEqual(MIN_SIMILARITY);
    expect(similarity('bananna', 'lentil')).toBeLessThan(MIN_SIMILARITY);
  });
});
