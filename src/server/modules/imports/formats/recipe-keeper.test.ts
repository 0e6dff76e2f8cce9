import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/zip-files.ts';
import { jpegForTest, photoMark, readExportForTest } from './read-export-for-test.ts';

// Written for this project in the layout of Recipe Keeper's export: recipes.html with a div.recipe-details per
// recipe, parts marked with itemprop, and images/.
const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Recipe Keeper</title></head><body>
<div class="recipe-details">
  <table><tr><td>
    <h2 itemprop="name">Banana bread</h2>
    <div>Courses: <span itemprop="recipeCourse">Baking</span>, <span itemprop="recipeCourse">Snack</span></div>
    <meta content="Family" itemprop="recipeCategory">
    <div>Source: <span itemprop="recipeSource">https://example.org/banana-bread</span></div>
    <div>Serving size: <span itemprop="recipeYield">1 loaf</span></div>
    <div>Preparation time: <span>15 mins</span><meta content="PT15M" itemprop="prepTime"></div>
    <div>Cooking time: <span>1 hour</span><meta content="PT1H" itemprop="cookTime"></div>
  </td><td><img src="images/3f2a1c0e-aaaa-bbbb-cccc-000000000001_0.jpg" class="recipe-photo" itemprop="photo0"></td></tr></table>
  <h3>Ingredients</h3>
  <div class="recipe-ingredients" itemprop="recipeIngredients"><p>3 ripe bananas</p><p>75 g butter, melted</p><p></p><p>200 g self-raising flour</p></div>
  <h3>Directions</h3>
  <div itemprop="recipeDirections" class="recipe-directions"><p>1. Mash the bananas with the butter.</p><p>2. Fold in the flour; bake 1 hour at 180°C.</p></div>
  <h3>Notes</h3>
  <div itemprop="recipeNotes"><p>Better the next day.</p></div>
</div>
<div class="recipe-details">
  <h2 itemprop="name">Lemon water</h2>
  <div>Source: <span itemprop="recipeSource">Grandma's notebook</span></div>
  <div itemprop="recipeIngredients"><p>1 lemon</p></div>
  <div itemprop="recipeDirections"><p>Squeeze the lemon into cold water.</p></div>
  <div itemprop="recipeNotes"></div>
</div>
</body></html>`;

describe('a Recipe Keeper export', () => {
  it('reads every recipe-details block: itemprops, durations, numbered directions, notes, source and the photo', async () => {
    const zip = await zipOf({ 'recipes.html': html, 'images/3f2a1c0e-aaaa-bbbb-cccc-000000000001_0.jpg': jpegForTest('bread') });
    const read = await readExportForTest(zip, 'RecipeKeeper.zip');
    expect(read.format).toBe('recipekeeper');
    expect(read.recipes).toEqual([
      {
        '@type': 'Recipe',
        name: 'Banana bread',
        description: 'Better the next day.',
        recipeYield: '1 loaf',
        prepTime: 'PT15M',
        cookTime: 'PT1H',
        recipeIngredient: ['3 ripe bananas', '75 g butter, melted', '200 g self-raising flour'],
        recipeInstructions: ['Mash the bananas with the butter.', 'Fold in the flour; bake 1 hour at 180°C.'],
        recipeCategory: ['Family'],
        keywords: ['Baking', 'Snack'],
        url: 'https://example.org/banana-bread',
      },
      expect.objectContaining({
        name: 'Lemon water',
        description: "Grandma's notebook",
        recipeIngredient: ['1 lemon'],
        recipeInstructions: ['Squeeze the lemon into cold water.'],
        url: undefined,
      }),
    ]);
    expect(read.items.map((item) => item.kind === 'recipe' && photoMark(item.photoBytes))).toEqual(['bread', null]);
  });
});
