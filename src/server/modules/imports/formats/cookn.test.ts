import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/zip-files.ts';
import { cooknExportFiles } from '../samples/sample-exports.ts';
import { jpegForTest, photoMark, readExportForTest } from './read-export-for-test.ts';

// The same Cook'n export every-format.test.ts imports through the API, with a marked picture to follow here.
const files = cooknExportFiles(jpegForTest('soup'));

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
