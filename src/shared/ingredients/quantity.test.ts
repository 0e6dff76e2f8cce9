import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../recipes.ts';
import { displayAmount, formatQuantity, roundQuantity, scaleIngredient } from './quantity.ts';

const oats: Ingredient = { text: '1 1/2 cups rolled oats, toasted', quantity: 1.5, unit: 'cup', item: 'rolled oats', note: 'toasted' };
const salt: Ingredient = { text: 'salt to taste', quantity: null, unit: null, item: 'salt', note: 'to taste' };

describe('scaleIngredient', () => {
  it('multiplies the quantity and leaves the written line alone (2 → 6 servings is × 3)', () => {
    expect(scaleIngredient(oats, 6 / 2)).toEqual({ ...oats, quantity: 4.5 });
  });

  it('halves', () => {
    expect(scaleIngredient(oats, 0.5).quantity).toBe(0.75);
  });

  it('keeps no quantity as no quantity', () => {
    expect(scaleIngredient(salt, 3)).toEqual(salt);
  });

  it('drops float noise: 0.1 × 3 is 0.3', () => {
    expect(scaleIngredient({ ...oats, quantity: 0.1 }, 3).quantity).toBe(0.3);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [-1]])('leaves the ingredient as it is for a factor of %d', (factor) => {
    expect(scaleIngredient(oats, factor)).toEqual(oats);
  });
});

describe('roundQuantity', () => {
  it.each([
    [1 / 3, 0.333333],
    [4 / 3, 1.33333],
    [800, 800],
    [0.1 + 0.2, 0.3],
  ])('%d → %d', (quantity, rounded) => {
    expect(roundQuantity(quantity)).toBe(rounded);
  });
});

describe('formatQuantity', () => {
  it.each<[number, string | null, string]>([
    // Cups, spoons and counts read as fractions, with the whole part.
    [0.5, 'cup', '½'],
    [1.5, 'cup', '1 ½'],
    [0.5 * 3, 'cup', '1 ½'],
    [0.25, 'tsp', '¼'],
    [0.75, 'tbsp', '¾'],
    [1 / 3, 'cup', '⅓'],
    [2 / 3, 'cup', '⅔'],
    [0.125, 'tsp', '⅛'],
    [1, 'cup', '1'],
    [2, null, '2'],
    [2.5, null, '2 ½'],
    [1.33333, 'tbsp', '1 ⅓'],
    [0.333333 * 3, 'cup', '1'],
    [1.48, 'cup', '1 ½'],
    [0.9, 'cup', '1'],
    [1.1, 'clove', '1 ⅛'],
    [12.3, 'cup', '12 ½'],
    [12.2, 'cup', '12'],
    [1.5, 'lb', '1 ½'],
    [0.5, 'splash', '½'],
    // Grams and millilitres: whole under 100, then steps of 5, 10 and 25.
    [12.4, 'g', '12'],
    [99.4, 'g', '99'],
    [99.6, 'ml', '100'],
    [437, 'g', '435'],
    [438, 'g', '440'],
    [733, 'ml', '730'],
    [1234, 'g', '1225'],
    [1240, 'g', '1250'],
    [2400, 'g', '2400'],
    // Kilograms and litres: at most two decimals.
    [1.5, 'kg', '1.5'],
    [1.333333, 'kg', '1.33'],
    [2, 'l', '2'],
    [0.125, 'l', '0.13'],
    // Never "0" for a small positive amount.
    [0.3, 'g', '0.3'],
    [0.04, 'ml', '0.04'],
    [0.004, 'kg', '0.004'],
    [1e-9, 'g', '0.001'],
    [0.01, 'tsp', '⅛'],
    [0.01, null, '⅛'],
    [0, 'g', '0'],
    [0, 'cup', '0'],
    [1_000_000, 'g', '1000000'],
  ])('%d %s → %j', (quantity, unit, text) => {
    expect(formatQuantity(quantity, unit)).toBe(text);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [-1]])('shows nothing for %d', (quantity) => {
    expect(formatQuantity(quantity, 'g')).toBe('');
  });
});

describe('displayAmount', () => {
  it('is the number the text shows, so the unit can agree with it', () => {
    expect(displayAmount(1.02, 'cup')).toBe(1);
    expect(displayAmount(437, 'g')).toBe(435);
  });
});
