import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/zip-files.ts';
import { readExportForTest } from './read-export-for-test.ts';

// Written for this project in the layout of Plan to Eat's export: a CSV under its own column names, cells quoted
// where they hold commas or line breaks, ingredient headings starting with ", ".
const header =
  'Title,Course,Cuisine,Main Ingredient,Description,Source,Url,Url Host,Prep Time,Cook Time,Total Time,Servings,Yield,Ingredients,Directions,Tags,Rating,Public Url,Photo Url,Private,Nutritional Score (generic),Calories,Fat,Saturated Fat,Cholesterol,Sodium,Sugar,Carbohydrate,Fiber,Protein,Cost,Created At,Updated At';
const csv = [
  header,
  [
    'Bean chilli',
    'Main Course',
    'Mexican',
    'Beans',
    '"Smoky, and better the next day."',
    'My notebook',
    'https://example.org/bean-chilli',
    'example.org',
    '15',
    '40',
    '55',
    '4',
    '1 pot',
    '", For the chilli\n2 tins kidney beans\n1 tin tomatoes\n, To serve\nsoured cream\n"',
    '"Soften the onion.\nAdd everything and simmer 40 minutes."',
    '"Batch, Freezer"',
    '4',
    'https://app.plantoeat.com/recipes/1',
    'https://images.example.org/bean-chilli-large.jpg',
    'yes',
    '',
    '420',
    '9',
    '2',
    '0',
    '800',
    '12',
    '60',
    '18',
    '21',
    '',
    '2026-11-01 10:00:00',
    '2026-11-02 10:00:00',
  ].join(','),
  'Porridge,,,,,,,,,,,,,"50 g oats\n300 ml milk","Stir over a low heat for 5 minutes.",,,,,,,,,,,,,,,,,2026-11-01 10:00:00,2026-11-01 10:00:00',
  ',,,,,,,,,,,,,"1 apple",,,,,,,,,,,,,,,,,,,',
].join('\r\n');

describe('a Plan to Eat export', () => {
  it('reads every row: columns, ingredient headings, steps, tags, nutrition, and the photo as its web address', async () => {
    const read = await readExportForTest(Buffer.from(csv), 'plantoeat-export.csv');
    expect(read.format).toBe('plantoeat');
    expect(read.recipes).toEqual([
      {
        '@type': 'Recipe',
        name: 'Bean chilli',
        description: 'Smoky, and better the next day.\n\nMy notebook',
        recipeYield: '4',
        prepTime: 'PT15M',
        cookTime: 'PT40M',
        totalTime: 'PT55M',
        recipeIngredient: ['For the chilli', '2 tins kidney beans', '1 tin tomatoes', 'To serve', 'soured cream'],
        recipeInstructions: ['Soften the onion.', 'Add everything and simmer 40 minutes.'],
        recipeCategory: ['Main Course'],
        recipeCuisine: 'Mexican',
        keywords: ['Batch', 'Freezer', 'Beans'],
        nutrition: {
          '@type': 'NutritionInformation',
          calories: '420',
          proteinContent: '21',
          carbohydrateContent: '60',
          fatContent: '9',
          fiberContent: '18',
          sugarContent: '12',
          sodiumContent: '800',
          saturatedFatContent: '2',
        },
        url: 'https://example.org/bean-chilli',
        image: 'https://images.example.org/bean-chilli-large.jpg',
      },
      expect.objectContaining({
        name: 'Porridge',
        recipeIngredient: ['50 g oats', '300 ml milk'],
        recipeInstructions: ['Stir over a low heat for 5 minutes.'],
        image: undefined,
      }),
    ]);
    // Plan to Eat's photos are addresses; the file holds no picture to import as an upload.
    expect(read.items.map((item) => (item.kind === 'recipe' ? item.photo : item.kind))).toEqual([null, null, 'failed']);
    expect(read.items[2]).toEqual({ kind: 'failed', name: 'plantoeat-export.csv, row 4', problem: 'noTitle' });
  });

  it('reads the same CSV inside a zip', async () => {
    const read = await readExportForTest(await zipOf({ 'plantoeat.csv': csv }), 'plantoeat.zip');
    expect([read.format, ...read.recipes.map((recipe) => recipe.name)]).toEqual(['plantoeat', 'Bean chilli', 'Porridge']);
  });

  it('refuses a row bigger than any recipe, rather than reading part of it', async () => {
    const huge = `${header}\nBig,,,,"${'x'.repeat(1024 * 1024 + 10)}"\n`;
    await expect(readExportForTest(Buffer.from(huge), 'big.csv')).rejects.toMatchObject({ reason: 'damaged' });
  });
});
