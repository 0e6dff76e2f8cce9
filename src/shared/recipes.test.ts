import { describe, expect, it } from 'vitest';
import { parseServings, recipeLimits } from './recipes.ts';

describe('parseServings', () => {
  it.each(['1', ' 4 ', '100'])('takes %j', (text) => {
    expect(parseServings(text)).toBe(Number(text));
  });

  // Regression: 0, -5, 1000 and 2.5 went back silently, or were cut to 100 without a word.
  it.each(['', '0', '-5', '1000', '101', '2.5', '1e1', 'two', '0x10'])('refuses %j', (text) => {
    expect(parseServings(text)).toBeNull();
  });

  it('ends where the recipe schema ends', () => {
    expect(parseServings(String(recipeLimits.servings))).toBe(recipeLimits.servings);
    expect(parseServings(String(recipeLimits.servings + 1))).toBeNull();
  });
});
