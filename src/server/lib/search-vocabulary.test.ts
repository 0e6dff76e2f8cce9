import { describe, expect, it } from 'vitest';
import { editDistance, maxEdits, MIN_SIMILARITY, similarity, trigramsOf } from './search-vocabulary.ts';

describe('spelling similarity', () => {
  it('splits a word into trigrams as pg_trgm does: padded, each once', () => {
    expect(trigramsOf('banana')).toEqual(['  b', ' ba', 'ban', 'ana', 'nan', 'na ']);
    expect(trigramsOf('a')).toEqual(['  a', ' a ']);
  });

  it('scores near spellings above the threshold and unrelated words below it', () => {
    expect(similarity('banana', 'banana')).toBe(1);
    expect(similarity('bananna', 'banana')).toBe(0.75);
    expect(similarity('lentl', 'lentil')).toBeGreaterThan(similarity('lentl', 'lentils'));
    expect(similarity('soop', 'soup')).toBeGreaterThanOrEqual(MIN_SIMILARITY);
    expect(similarity('bananna', 'lentil')).toBeLessThan(MIN_SIMILARITY);
  });

  it('counts edits, a swap of neighbours as one, and allows one in short words and two in longer ones', () => {
    expect(editDistance('bananna', 'banana')).toBe(1);
    expect(editDistance('lentl', 'lentil')).toBe(1);
    expect(editDistance('tumeric', 'turmeric')).toBe(1);
    expect(editDistance('rcie', 'rice')).toBe(1);
    expect(editDistance('brocolli', 'broccoli')).toBe(2);
    // Trigrams alone found these alike (0.3); they are three edits apart.
    expect(editDistance('sumac', 'summer')).toBe(3);
    expect(maxEdits('sumac')).toBe(1);
    expect(maxEdits('brocolli')).toBe(2);
  });
});
