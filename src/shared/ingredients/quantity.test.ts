import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../recipes.ts';
import { parseIngredientLine } from './parse.ts';
import { displayAmount, formatIngredient, formatQuantity, roundQuantity, scaleIngredient } from './quantity.ts';

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

describe('formatIngredient', () => {
  it('shows a parsed line much as it was written', () => {
    expect(formatIngredient(oats)).toBe('1 ½ cups rolled oats, toasted');
  });

  it('scales ½ cup × 3 to 1 ½ cups', () => {
    expect(formatIngredient(parseIngredientLine('½ cup milk'), 3)).toBe('1 ½ cups milk');
  });

  it('scales a recipe for 2 to 6 servings', () => {
    const recipe = ['1 1/2 cups rolled oats, toasted', '300 ml milk', '1 tbsp honey', '2 apples, grated', 'salt to taste'];
    expect(recipe.map((line) => formatIngredient(parseIngredientLine(line), 6 / 2))).toEqual([
      '4 ½ cups rolled oats, toasted',
      '900 ml milk',
      '3 tbsp honey',
      '6 apples, grated',
      'salt to taste',
    ]);
  });

  it.each([
    ['1 cup flour', 1, '1 cup flour'],
    ['1 cup flour', 0.5, '½ cup flour'],
    ['1 cup flour', 2, '2 cups flour'],
    ['1 clove garlic', 2, '2 cloves garlic'],
    ['1 pinch salt', 3, '3 pinches salt'],
    ['200 g red lentils', 1.5, '300 g red lentils'],
    ['125 g butter', 1 / 3, '42 g butter'],
    ['1 kg potatoes', 1 / 3, '0.33 kg potatoes'],
    ['1 tsp salt', 0.01, '⅛ tsp salt'],
    ['1 kg', 2, '2 kg'],
  ])('%j × %d → %j', (line, factor, text) => {
    expect(formatIngredient(parseIngredientLine(line), factor)).toBe(text);
  });

  it('shows a line without a quantity as written, whatever the factor', () => {
    expect(formatIngredient(salt, 4)).toBe('salt to taste');
    expect(formatIngredient(parseIngredientLine('• olive oil, for frying'), 2)).toBe('• olive oil, for frying');
  });

  it('keeps notes about the written amount at the written size and drops them once scaled', () => {
    const chickpeas = parseIngredientLine('2 x 400 g tins chickpeas, drained');
    expect(formatIngredient(chickpeas)).toBe('800 g chickpeas, 2 × 400 g tins, drained');
    expect(formatIngredient(chickpeas, 2)).toBe('1600 g chickpeas, drained');
    const garlic = parseIngredientLine('2-3 garlic cloves, crushed');
    expect(formatIngredient(garlic)).toBe('3 cloves garlic, 2–3 cloves, crushed');
    expect(formatIngredient(garlic, 2)).toBe('6 cloves garlic, crushed');
  });

  it('shows structure a client sent, with a unit it does not know as given', () => {
    const milk: Ingredient = { text: 'a splash of milk', quantity: 30, unit: 'ml', item: 'milk', note: null };
    expect(formatIngredient(milk)).toBe('30 ml milk');
    expect(formatIngredient({ ...milk, quantity: 2, unit: 'glugs' })).toBe('2 glugs milk');
    expect(formatIngredient({ text: 'milk', quantity: 1, unit: 'cup', item: 'milk', note: null })).toBe('1 cup milk');
  });
});
