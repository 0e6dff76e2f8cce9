import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/zip-files.ts';
import { jpegForTest, photoMark, readExportForTest } from './read-export-for-test.ts';

// Written for this project in the layout of Tandoor's export: a zip of zips, one per recipe, each with recipe.json
// (Tandoor's fields) and image.<ext>.
const ingredient = (amount: number, unit: string | null, food: string, note = '', extra: object = {}) => ({
  food: { name: food, plural_name: null },
  unit: unit ? { name: unit, plural_name: null } : null,
  amount,
  note,
  order: 0,
  is_header: false,
  no_amount: false,
  original_text: null,
  ...extra,
});
const dal = {
  name: 'Tarka dal',
  description: 'A weeknight dal.',
  keywords: [
    { name: 'Indian', description: '' },
    { name: 'Vegan', description: '' },
  ],
  working_time: 15,
  waiting_time: 30,
  servings: 4,
  servings_text: 'bowls',
  source_url: 'https://example.org/tarka-dal',
  internal: true,
  nutrition: null,
  steps: [
    {
      name: '',
      instruction: 'Rinse the lentils and simmer them with the turmeric until soft.',
      ingredients: [ingredient(250, 'g', 'red lentils'), ingredient(1, 'tsp', 'turmeric', 'ground')],
      time: 30,
      order: 0,
      show_as_header: true,
    },
    {
      name: 'Tarka',
      instruction: 'Fry the garlic and cumin in the oil; pour over the dal.',
      ingredients: [
        { ...ingredient(0, null, ''), food: null, note: 'For the tarka', is_header: true },
        ingredient(2, 'tbsp', 'oil'),
        ingredient(3, null, 'garlic cloves', 'sliced'),
        ingredient(1, null, 'cumin seeds', 'a pinch', { no_amount: true }),
      ],
      time: 5,
      order: 1,
      show_as_header: true,
    },
  ],
};
const toast = {
  name: 'Toast',
  description: '',
  keywords: [],
  working_time: 2,
  waiting_time: 0,
  servings: 1,
  servings_text: '',
  steps: [{ name: '', instruction: 'Toast the bread.', ingredients: [ingredient(1, 'slice', 'bread')] }],
};

describe('a Tandoor export', () => {
  it('reads every recipe zip inside it: fields, ingredients of every step, headings, steps and the image', async () => {
    const zip = await zipOf({
      '1.zip': await zipOf({ 'recipe.json': JSON.stringify(dal), 'image.jpeg': jpegForTest('dal') }),
      '2.zip': await zipOf({ 'recipe.json': JSON.stringify(toast) }),
    });
    const read = await readExportForTest(zip, 'export_2026-11-27.zip');
    expect(read.format).toBe('tandoor');
    expect(read.recipes).toEqual([
      {
        '@type': 'Recipe',
        name: 'Tarka dal',
        description: 'A weeknight dal.',
        recipeYield: '4 bowls',
        prepTime: 'PT15M',
        totalTime: 'PT45M',
        recipeIngredient: [
          '250 g red lentils',
          '1 tsp turmeric, ground',
          'For the tarka',
          '2 tbsp oil',
          '3 garlic cloves, sliced',
          'cumin seeds, a pinch',
        ],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Rinse the lentils and simmer them with the turmeric until soft.' },
          {
            '@type': 'HowToSection',
            name: 'Tarka',
            itemListElement: [{ '@type': 'HowToStep', text: 'Fry the garlic and cumin in the oil; pour over the dal.' }],
          },
        ],
        keywords: ['Indian', 'Vegan'],
        url: 'https://example.org/tarka-dal',
      },
      expect.objectContaining({
        name: 'Toast',
        recipeYield: '1',
        recipeIngredient: ['1 slice bread'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Toast the bread.' }],
      }),
    ]);
    expect(read.items.map((item) => item.kind === 'recipe' && photoMark(item.photoBytes))).toEqual(['dal', null]);
  });

  it('reads one recipe zip uploaded alone, and reports an inner zip without a recipe instead of stopping', async () => {
    const one = await readExportForTest(await zipOf({ 'recipe.json': JSON.stringify(toast), 'image.png': jpegForTest('toast') }), '2.zip');
    expect([one.format, ...one.recipes.map((recipe) => recipe.name)]).toEqual(['tandoor', 'Toast']);

    const zip = await zipOf({
      '1.zip': await zipOf({ 'recipe.json': JSON.stringify(toast) }),
      '2.zip': await zipOf({ 'notes.txt': 'hello' }),
    });
    const read = await readExportForTest(zip, 'export.zip');
    expect(read.items.map((item) => [item.kind, item.name])).toEqual([
      ['recipe', 'Toast'],
      ['failed', '2.zip'],
    ]);
  });
});
