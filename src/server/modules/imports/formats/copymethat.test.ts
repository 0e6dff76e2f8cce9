import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/zip-files.ts';
import { jpegForTest, photoMark, readExportForTest } from './read-export-for-test.ts';

// Written for this project in the layout of CopyMeThat's export: recipes.html with a div.recipe per recipe (the same
// ids repeated in each, as CopyMeThat writes them) and images/.
const html = `<!DOCTYPE html>
<head><meta http-equiv="Content-Type" content="text/html;charset=UTF-8">
<meta name="copymethat_class_id_version" content="2"></head>
<html><body>
<div class = "recipe">
  <div id = "name">  Chickpea curry  </div>
  <div id = "link">Adapted from <a id = "original_link" href = "https://example.org/chickpea-curry">example.org</a></div>
  <img class= "recipeImage" src = "images/chickpea_curry_a1b2c.jpg" width="120px"/>
  <div id = "description">Ready in half an hour &amp; cheap.</div>
  <div id = "categories"><span>Tags: </span><span class = "recipeCategory">dinner</span><span> </span><span class = "recipeCategory">vegan</span></div>
  <div id = "servings">Servings: <a id="recipeYield">4</a></div>
  <div id= "recipeIngredient_header">Ingredients</div>
  <ul id = "recipeIngredients">
    <li class= "recipeIngredient">2 tins chickpeas, drained</li>
    <li class= "recipeIngredient_subheader">Spices</li>
    <li class= "recipeIngredient">1 tbsp curry powder</li>
    <li class= "recipeIngredient_spacer"></li>
  </ul>
  <div id= "recipeInstructions_header">Steps</div>
  <ol id = "recipeInstructions">
    <li class = "instruction" value = "1">Fry the spices
      for a minute.</li>
    <li class = "instruction_subheader">To finish</li>
    <li class = "instruction" value = "2">Add the chickpeas &amp; simmer 20 minutes.</li>
  </ol>
  <div id = "recipeNotes_header">Notes</div>
  <ul id = "recipeNotes"><li class = "recipeNote">Freezes well.</li></ul>
</div>
<div class = "recipe">
  <div id = "name">Plain rice</div>
  <ul id = "recipeIngredients"><li class= "recipeIngredient">300 g basmati</li></ul>
  <ol id = "recipeInstructions"><li class = "instruction" value = "1">Rinse, then simmer covered 12 minutes.</li></ol>
</div>
</body></html>`;

describe('a CopyMeThat export', () => {
  it('reads every div.recipe: name, link, description, notes, tags, yield, ingredients, steps and the photo', async () => {
    const zip = await zipOf({ 'recipes.html': html, 'images/chickpea_curry_a1b2c.jpg': jpegForTest('curry') });
    const read = await readExportForTest(zip, 'CopyMeThat_export.zip');
    expect(read.format).toBe('copymethat');
    expect(read.recipes).toEqual([
      {
        '@type': 'Recipe',
        name: 'Chickpea curry',
        description: 'Ready in half an hour & cheap.\n\nFreezes well.',
        recipeYield: '4',
        recipeIngredient: ['2 tins chickpeas, drained', 'Spices', '1 tbsp curry powder'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Fry the spices for a minute.' },
          {
            '@type': 'HowToSection',
            name: 'To finish',
            itemListElement: [{ '@type': 'HowToStep', text: 'Add the chickpeas & simmer 20 minutes.' }],
          },
        ],
        keywords: ['dinner', 'vegan'],
        url: 'https://example.org/chickpea-curry',
      },
      {
        '@type': 'Recipe',
        name: 'Plain rice',
        description: '',
        recipeYield: '',
        recipeIngredient: ['300 g basmati'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Rinse, then simmer covered 12 minutes.' }],
        keywords: [],
        url: undefined,
      },
    ]);
    expect(read.items.map((item) => item.kind === 'recipe' && photoMark(item.photoBytes))).toEqual(['curry', null]);
  });
});
