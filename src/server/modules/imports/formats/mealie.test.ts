import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/zip-files.ts';
import { jpegForTest, photoMark, readExportForTest } from './read-export-for-test.ts';

// Written for this project in the layout of Mealie's recipe export: recipes/<slug>/<slug>.json (Mealie's model,
// snake_case) beside images/original.webp and its smaller copies.
const porridge = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  name: 'Overnight oats',
  slug: 'overnight-oats',
  description: 'Made the evening before.',
  recipe_yield: '2 jars',
  recipe_servings: 2,
  prep_time: '5 minutes',
  total_time: '8 hours',
  perform_time: null,
  org_url: 'https://example.org/overnight-oats',
  recipe_category: [{ id: 'c1', name: 'Breakfast', slug: 'breakfast' }],
  tags: [{ id: 't1', name: 'No cook', slug: 'no-cook' }],
  recipe_ingredient: [
    {
      title: null,
      note: '',
      quantity: 100,
      unit: { name: 'gram' },
      food: { name: 'rolled oats' },
      display: '100 gram rolled oats',
      disable_amount: false,
    },
    { title: null, note: 'cold', quantity: 200, unit: { name: 'millilitre' }, food: { name: 'milk' }, display: '', disable_amount: false },
    { title: 'To serve', note: 'a handful of berries', quantity: 1, unit: null, food: null, display: '', disable_amount: true },
  ],
  recipe_instructions: [
    { id: 's1', title: '', text: 'Stir the oats into the milk.', ingredient_references: [] },
    { id: 's2', title: 'Next morning', text: 'Top with the berries.', ingredient_references: [] },
  ],
  notes: [{ title: 'Keeps', text: 'Three days in the fridge.' }],
  nutrition: { calories: '320', protein_content: '12', carbohydrate_content: '50', fat_content: '7', fiber_content: null },
  assets: [],
  extras: {},
};
const soup = {
  name: 'Tomato soup',
  slug: 'tomato-soup',
  recipe_ingredient: [{ note: '6 ripe tomatoes', disable_amount: true }],
  recipe_instructions: [{ text: 'Simmer and blend.' }],
};

describe('a Mealie recipe export', () => {
  it('reads every recipe: fields, ingredients, steps with their sections, notes, nutrition and the full-size photo', async () => {
    const zip = await zipOf({
      'recipes/overnight-oats/overnight-oats.json': JSON.stringify(porridge),
      'recipes/overnight-oats/images/original.webp': jpegForTest('original'),
      'recipes/overnight-oats/images/min-original.webp': jpegForTest('min'),
      'recipes/overnight-oats/images/tiny-original.webp': jpegForTest('tiny'),
      'recipes/tomato-soup/tomato-soup.json': JSON.stringify(soup),
    });
    const read = await readExportForTest(zip, 'mealie-export.zip');
    expect(read.format).toBe('mealie');
    expect(read.recipes).toEqual([
      {
        '@type': 'Recipe',
        name: 'Overnight oats',
        description: 'Made the evening before.\n\nKeeps\nThree days in the fridge.',
        recipeYield: '2 jars',
        prepTime: '5 minutes',
        cookTime: undefined,
        totalTime: '8 hours',
        recipeIngredient: ['100 gram rolled oats', '200 millilitre milk cold', 'To serve', 'a handful of berries'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Stir the oats into the milk.' },
          { '@type': 'HowToSection', name: 'Next morning', itemListElement: [{ '@type': 'HowToStep', text: 'Top with the berries.' }] },
        ],
        recipeCategory: ['Breakfast'],
        keywords: ['No cook'],
        nutrition: { '@type': 'NutritionInformation', calories: '320', proteinContent: '12', carbohydrateContent: '50', fatContent: '7' },
        url: 'https://example.org/overnight-oats',
      },
      expect.objectContaining({
        name: 'Tomato soup',
        recipeIngredient: ['6 ripe tomatoes'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer and blend.' }],
      }),
    ]);
    expect(read.items.map((item) => item.kind === 'recipe' && photoMark(item.photoBytes))).toEqual(['original', null]);
  });

  it('reads an older export under a dated folder, skipping the copies macOS adds', async () => {
    const zip = await zipOf({
      'mealie_2021-Dec-08/recipes/tomato-soup/tomato-soup.json': JSON.stringify(soup),
      '__MACOSX/mealie_2021-Dec-08/recipes/tomato-soup/._tomato-soup.json': Buffer.from([0, 5, 22, 7]),
    });
    const read = await readExportForTest(zip, 'old.zip');
    expect([read.format, ...read.recipes.map((recipe) => recipe.name)]).toEqual(['mealie', 'Tomato soup']);
  });
});
