import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/zip-files.ts';
import { jpegForTest, photoMark, readExportForTest } from './read-export-for-test.ts';

// Written for this project in the layout Mealie's Cook'n importer reads (docs/decisions/0072): .dsv tables, fields
// between "||||", rows ended by "!@#%^&*()", pictures named by their media ID.
const table = (header: string[], rows: string[][]) => [header, ...rows].map((row) => row.join('||||')).join('!@#%^&*()\n') + '!@#%^&*()';

const files = {
  'cookn/temp_cookBook_desc.dsv': table(['ID', 'TITLE'], [['10', 'Family favourites']]),
  'cookn/temp_chapter_desc.dsv': table(['ID', 'PARENT', 'TITLE'], [['20', '10', 'Soups']]),
  'cookn/temp_recipe_desc.dsv': table(
    ['ID', 'PARENT', 'TITLE', 'DESCRIPTION'],
    [
      ['30', '20', 'Leek and potato soup', 'Thick, plain, warming.'],
      ['31', '20', 'Croutons', '[null]'],
    ],
  ),
  'cookn/temp_recipe.dsv': table(
    ['ID', 'SERVES', 'PREPTIME', 'COOKTIME', 'INSTRUCTIONS'],
    [
      ['30', '6', '15', '30', '1. Sweat the leeks\nin the butter.\n2. Add the potatoes and stock; simmer 30 minutes.\n3. Blend.'],
      ['31', '[null]', '5', '[null]', 'Cube the bread.\nBake until crisp.'],
    ],
  ),
  'cookn/temp_ingredient.dsv': table(
    [
      'ID',
      'PARENT_ID',
      'DISPLAY_ORDER',
      'AMOUNT_QTY_STRING',
      'AMOUNT_UNIT',
      'PRE_QUALIFIER',
      'INGREDIENT_FOOD_ID',
      'POST_QUALIFIER',
      'BRAND_ID',
    ],
    [
      ['42', '30', '2', '500', '51', '[null]', '61', ', peeled and diced', '[null]'],
      ['41', '30', '1', '3', '[null]', 'large', '60', ', sliced', '[null]'],
      ['43', '30', '3', '1', '52', '[null]', '62', '[null]', '70'],
      ['44', '31', '1', '2', '53', 'stale', '63', '[null]', '[null]'],
    ],
  ),
  'cookn/temp_unit.dsv': table(
    ['ID', 'NAME', 'PLURAL_NAME', 'ABBREVIATION'],
    [
      ['51', 'g', 'g', 'g'],
      ['52', 'litre', 'litres', 'l'],
      ['53', 'slice', 'slices', ''],
    ],
  ),
  'cookn/temp_food.dsv': table(
    ['ID', 'NAME', 'PLURAL_NAME'],
    [
      ['60', 'leeks', 'leeks'],
      ['61', 'potatoes', 'potatoes'],
      ['62', 'vegetable stock', ''],
      ['63', 'bread', ''],
    ],
  ),
  'cookn/temp_brand.dsv': table(['ID', 'NAME'], [['70', 'Kallo']]),
  'cookn/temp_media.dsv': table(['ID', 'ENTITY_ID', 'MEDIA_CONTENT_TYPE'], [['900', '30', 'image/jpeg']]),
  'cookn/900': jpegForTest('soup'),
};

describe("a Cook'n export", () => {
  it('reads every recipe from its tables: titles, chapter, ingredients in order, numbered steps, times and the picture', async () => {
    const read = await readExportForTest(await zipOf(files), 'cookn.zip');
    expect(read.format).toBe('cookn');
    expect(read.recipes).toEqual([
      {
        '@type': 'Recipe',
        name: 'Leek and potato soup',
        description: 'Thick, plain, warming.',
        recipeYield: '6',
        prepTime: 'PT15M',
        cookTime: 'PT30M',
        totalTime: 'PT45M',
        recipeIngredient: ['3 large leeks, sliced', '500 g potatoes, peeled and diced', '1 litre vegetable stock, Kallo'],
        recipeInstructions: ['Sweat the leeks in the butter.', 'Add the potatoes and stock; simmer 30 minutes.', 'Blend.'],
        recipeCategory: ['Family favourites – Soups'],
      },
      {
        '@type': 'Recipe',
        name: 'Croutons',
        description: '',
        recipeYield: '',
        prepTime: 'PT5M',
        cookTime: undefined,
        totalTime: 'PT5M',
        recipeIngredient: ['2 slice stale bread'],
        recipeInstructions: ['Cube the bread.', 'Bake until crisp.'],
        recipeCategory: ['Family favourites – Soups'],
      },
    ]);
    expect(read.items.map((item) => item.kind === 'recipe' && photoMark(item.photoBytes))).toEqual(['soup', null]);
  });
});
