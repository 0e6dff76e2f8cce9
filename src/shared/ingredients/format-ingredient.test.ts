import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../recipes.ts';
import { formatIngredient } from './format-ingredient.ts';
import { parseIngredientLine } from './parse.ts';

const oats: Ingredient = { text: '1 1/2 cups rolled oats, toasted', quantity: 1.5, unit: 'cup', item: 'rolled oats', note: 'toasted' };
const salt: Ingredient = { text: 'salt to taste', quantity: null, unit: null, item: 'salt', note: 'to taste' };
const scaled = (text: string, factor: number) => formatIngredient(parseIngredientLine(text), factor);

describe('formatIngredient', () => {
  it('shows a parsed line much as it was written', () => {
    expect(formatIngredient(oats)).toBe('1 ½ cups rolled oats, toasted');
  });

  it('scales ½ cup × 3 to 1 ½ cups', () => {
    expect(formatIngredient(parseIngredientLine('½ cup milk'), 3)).toBe('1 ½ cups milk');
  });

  it('scales a recipe for 2 to 6 servings', () => {
    const recipe = ['1 1/2 cups rolled oats, toasted', '300 ml milk', '1 tbsp honey', '2 apples, grated', 'salt to taste'];
    expect(recipe.map((text) => scaled(text, 6 / 2))).toEqual([
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
    ['1 kg potatoes', 1 / 3, '335 g potatoes'],
    ['1 tsp salt', 0.01, '⅛ tsp salt'],
    ['1 kg', 2, '2 kg'],
  ])('%j × %d → %j', (line, factor, text) => {
    expect(scaled(line, factor)).toBe(text);
  });

  // Regression (issue 17): "2 eggs" for one serving read "1 eggs".
  it.each([
    ['2 eggs', 0.5, '1 egg'],
    ['2 large Eggs, beaten', 0.5, '1 large Egg, beaten'],
    ['4 bay leaves', 0.25, '1 bay leaf'],
    ['3 tomatoes', 1 / 3, '1 tomato'],
    ['2 peaches', 0.25, '½ peach'],
    ['6 cherries', 1 / 6, '1 cherry'],
    ['2 eggs', 0.75, '1 ½ eggs'],
    ['2 eggs', 1, '2 eggs'],
    ['2 tins chickpeas', 0.5, '1 tin chickpeas'],
    ['2 hummus', 0.5, '1 hummus'],
  ])('%s at %d times reads "%s": a count of one takes the singular of a regular plural', (text, factor, expected) => {
    expect(scaled(text, factor)).toBe(expected);
  });

  it('adds no plural ending and leaves words it does not know as written, since the words are the recipe author’s', () => {
    expect(scaled('1 egg', 2)).toBe('2 egg');
    expect(scaled('2 Eier', 0.5)).toBe('1 Eier');
    expect(scaled('2 uova', 0.5)).toBe('1 uova');
  });

  it('shows a line without a quantity as written, whatever the factor', () => {
    expect(formatIngredient(salt, 4)).toBe('salt to taste');
    expect(formatIngredient(parseIngredientLine('• olive oil, for frying'), 2)).toBe('• olive oil, for frying');
  });

  // Regression: scaled, "2 × 400 g tins" was dropped and amounts read "40000 g" and "50 tsp".
  it.each([
    ['2 x 400 g tins chopped tomatoes', 1, '800 g chopped tomatoes, 2 × 400 g tins'],
    ['2 x 400 g tins chopped tomatoes', 1.5, '1.2 kg chopped tomatoes, 3 × 400 g tins'],
    ['2 x 400 g tins chopped tomatoes', 50, '40 kg chopped tomatoes, 100 × 400 g tins'],
    ['2 x 400 g tins chopped tomatoes', 0.5, '400 g chopped tomatoes, 1 × 400 g tin'],
    ['2 x 400 g tins chopped tomatoes', 1.25, '1 kg chopped tomatoes, 2 ½ × 400 g tins'],
    ['1 tsp ground cumin', 50, '1 cup ground cumin'],
    ['1 tsp ground cumin', 1 / 3, '⅓ tsp ground cumin'],
    ['1 tsp ground cumin', 4, '1 ⅓ tbsp ground cumin'],
    ['1 tbsp olive oil', 100 / 3, '2 ⅛ cups olive oil'],
    ['2 x 400 g tins chickpeas, drained', 2, '1.6 kg chickpeas, 4 × 400 g tins, drained'],
    ['2-3 garlic cloves, crushed', 2, '6 cloves garlic, 4–6 cloves, crushed'],
    ['200-250 g spinach', 5, '1.25 kg spinach, 1–1.25 kg'],
    ['100 g / 3.5 oz oats', 2, '200 g oats, 7 oz'],
    ['1 tbsp + 1 tsp sugar', 3, '4 tbsp sugar, 3 tbsp + 3 tsp'],
    ['1 cup (240 ml) milk', 5, '5 cups milk, 1.2 l'],
    ['2.5 cm piece of ginger, grated', 2, '2 pieces ginger, 2.5 cm, grated'],
    ['1 (14 oz) can black beans', 2, '1 ¾ lb black beans, 2 × 14 oz cans'],
  ])('%j × %d → %j', (text, factor, shown) => {
    expect(scaled(text, factor)).toBe(shown);
  });

  it('keeps a note it cannot scale that starts with an amount, marked as the recipe as written', () => {
    const rice: Ingredient = { text: '200 g rice', quantity: 200, unit: 'g', item: 'rice', note: '2 mugs, roughly' };
    expect(formatIngredient(rice)).toBe('200 g rice, 2 mugs, roughly');
    expect(formatIngredient(rice, 2)).toBe('400 g rice, as written: 2 mugs, roughly');
  });

  it('shows structure a client sent, with a unit it does not know as given', () => {
    const milk: Ingredient = { text: 'a splash of milk', quantity: 30, unit: 'ml', item: 'milk', note: null };
    expect(formatIngredient(milk)).toBe('30 ml milk');
    expect(formatIngredient({ ...milk, quantity: 2, unit: 'glugs' })).toBe('2 glugs milk');
    expect(formatIngredient({ text: 'milk', quantity: 1, unit: 'cup', item: 'milk', note: null })).toBe('1 cup milk');
  });
});
