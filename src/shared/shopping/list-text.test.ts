import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../ingredients/parse.ts';
import { lineText, listText } from './list-text.ts';
import { mergeIngredients } from './merge-ingredients.ts';

describe('lineText', () => {
  it.each([
    [{ item: 'milk', quantity: 1.25, unit: 'cup' }, '1 ¼ cups milk'],
    [{ item: 'milk', quantity: 0.5, unit: 'cup' }, '½ cup milk'],
    [{ item: 'onions', quantity: 700, unit: 'g' }, '700 g onions'],
    [{ item: 'onions', quantity: 1.2, unit: 'kg' }, '1.2 kg onions'],
    [{ item: 'onions', quantity: 2, unit: null }, '2 onions'],
    [{ item: 'garlic', quantity: 5, unit: 'clove' }, '5 cloves garlic'],
    [{ item: 'oil', quantity: 1.33333, unit: 'tbsp' }, '1 ⅓ tbsp oil'],
    [{ item: 'strawberries', quantity: 2, unit: 'punnet' }, '2 punnet strawberries'],
    [{ item: 'salt', quantity: null, unit: null }, 'salt'],
  ])('%j → %s', (line, text) => {
    expect(lineText(line)).toBe(text);
  });
});

describe('listText', () => {
  it('groups by aisle in the order of the shop, with readable amounts', () => {
    const lines = mergeIngredients(
      ['1 cup milk', '4 tbsp milk', '200 g onions', '0.5 kg onions', '2 onions', 'salt to taste', '1 tin chickpeas'].map((text) => ({
        ingredient: parseIngredientLine(text),
        factor: 1,
        recipeTitle: 'A',
      })),
    );
    expect(listText(lines)).toBe(
      [
        'Fruit & veg',
        '- 700 g onions',
        '- 2 onions',
        '',
        'Dairy & eggs',
        '- 1 ¼ cups milk',
        '',
        'Tins & jars',
        '- 1 tin chickpeas',
        '',
        'Herbs & spices',
        '- salt',
        '',
      ].join('\n'),
    );
  });

  it('marks ticks when the lines carry them, puts aisles it does not know last, and takes a title', () => {
    const text = listText(
      [
        { item: 'bin bags', quantity: null, unit: null, aisle: 'Household', checked: false },
        { item: 'garden twine', quantity: 1, unit: null, aisle: 'Garden', checked: false },
        { item: 'milk', quantity: 2, unit: 'l', aisle: 'Dairy & eggs', checked: true },
        { item: 'eggs', quantity: 6, unit: null, aisle: 'Dairy & eggs', checked: false },
      ],
      { title: 'Shopping list, 6–12 July' },
    );
    expect(text).toBe(
      [
        'Shopping list, 6–12 July',
        '',
        'Dairy & eggs',
        '[x] 2 l milk',
        '[ ] 6 eggs',
        '',
        'Household',
        '[ ] bin bags',
        '',
        'Garden',
        '[ ] 1 garden twine',
        '',
      ].join('\n'),
    );
  });

  it('heads each aisle in the reader’s words, keeping the order of the shop', () => {
    const lines = [
      { item: 'bin bags', quantity: null, unit: null, aisle: 'Household' },
      { item: 'leeks', quantity: 2, unit: null, aisle: 'Fruit & veg' },
    ];
    const names: Record<string, string> = { 'Fruit & veg': 'Produce', Household: 'Household goods' };
    expect(listText(lines, { aisleName: (aisle) => names[aisle] ?? aisle })).toBe(
      ['Produce', '- 2 leeks', '', 'Household goods', '- bin bags', ''].join('\n'),
    );
  });

  it('is empty for an empty list', () => {
    expect(listText([])).toBe('');
    expect(listText([], { title: 'Nothing' })).toBe('Nothing\n');
  });
});
