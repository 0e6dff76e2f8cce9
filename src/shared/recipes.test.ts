import { describe, expect, it } from 'vitest';
import { parseServings, recipeLimits, servingsSchema } from './recipes.ts';

describe('parseServings', () => {
  it.each(['1', ' 4 ', '100'])('takes %j', (text) => {
    expect(parseServings(text)).toBe(Number(text));
  });

  // Regression: 0, -5, 1000 and 2.5 went back silently, or were cut to 100 without a word.
  it.each(['', '0', '-5', '1000', '101', '2.5', '1e1', 'two', '0x10'])('refuses %j', (text) => {
    expect(parseServings(text)).toBeNull();
  });

  // parseServings checks by hand so that the pages need no zod; it must take exactly what the schema takes.
  it.each(['-1', '0', '1', '2', '2.5', '50', '99', '100', '101', '1000'])('agrees with servingsSchema on %j', (text) => {
    const parsed = servingsSchema.safeParse(Number(text));
    expect(parseServings(text)).toBe(parsed.success ? parsed.data : null);
  });

  it('ends where the recipe schema ends', () => {
    expect(parseServings(String(recipeLimits.servings))).toBe(recipeLimits.servings);
    expect(parseServings(String(recipeLimits.servings + 1))).toBeNull();
  });
});
