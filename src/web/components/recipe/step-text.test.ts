import { describe, expect, it } from 'vitest';
import { stepText } from './step-text.ts';

describe('stepText', () => {
  it.each([
    ['1. Heat the oil.', 'Heat the oil.'],
    ['12) Stir well', 'Stir well'],
    ['Step 2: Add the onions', 'Add the onions'],
    ['step 3 - Simmer', 'Simmer'],
    ['④ Serve hot', 'Serve hot'],
    ['  5.Bake', 'Bake'],
  ])('drops the number the list already shows: %j', (step, shown) => {
    expect(stepText(step)).toBe(shown);
  });

  it.each([
    '2 eggs, beaten, go in last.',
    '200 g flour into the bowl.',
    'Stepping back, let it rest 10 minutes.',
    'Heat the oven to 180.',
    '1.5 kg potatoes go in first.',
  ])('keeps text that only starts with a quantity or a word: %j', (step) => {
    expect(stepText(step)).toBe(step);
  });

  it('keeps a step that is nothing but a number', () => {
    expect(stepText('3.')).toBe('3.');
  });
});
