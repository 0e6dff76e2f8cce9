import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';

/** A blog post whose only recipe is the plugin's card: no JSON-LD, no microdata. */
const post = (card: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>Our week in soup | Back Garden Suppers</title>${head}</head>
  <body><h1>Our week in soup</h1><p>It rained all week, so we made this.</p>${card}<footer>Comments</footer></body></html>`;

const wprm = `
<div class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-template-classic">
  <h2 class="wprm-recipe-name wprm-block-text-bold">Roast tomato soup</h2>
  <div class="wprm-recipe-ingredient-group">
    <h3 class="wprm-recipe-group-name">For the soup</h3>
    <ul class="wprm-recipe-ingredients">
      <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-unit">kg</span> <span class="wprm-recipe-ingredient-name">tomatoes</span></li>
      <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-name">red onions</span><span class="wprm-recipe-ingredient-notes">, quartered</span></li>
    </ul>
  </div>
  <div class="wprm-recipe-ingredient-group">
    <h3 class="wprm-recipe-group-name">To serve</h3>
    <ul class="wprm-recipe-ingredients">
      <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">4</span> <span class="wprm-recipe-ingredient-unit">tbsp</span> <span class="wprm-recipe-ingredient-name">yoghurt</span></li>
    </ul>
  </div>
  <ul class="wprm-recipe-instructions">
    <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Roast the tomatoes and onions at 200°C for 40 minutes.</div></li>
    <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Blend with a little water and season.</div></li>
  </ul>
</div></div>`;

const tasty = `
<div class="tasty-recipes tasty-recipes-display">
  <h2 class="tasty-recipes-title">Roast tomato soup</h2>
  <div class="tasty-recipes-ingredients">
    <h3 class="tasty-recipes-ingredients-header">Ingredients</h3>
    <div class="tasty-recipes-ingredients-body"><ul>
      <li>1 kg tomatoes</li><li>2 red onions, quartered</li><li>4 tbsp yoghurt</li>
    </ul></div>
  </div>
  <div class="tasty-recipes-instructions">
    <h3 class="tasty-recipes-instructions-header">Instructions</h3>
    <ol><li>Roast the tomatoes and onions at 200°C for 40 minutes.</li><li>Blend with a little water and season.</li></ol>
  </div>
</div>`;

const mediavine = `
<div class="mv-create-card mv-create-card-style-centered">
  <h2 class="mv-create-title mv-create-title-primary">Roast tomato soup</h2>
  <div class="mv-create-ingredients">
    <h3 class="mv-create-ingredients-title mv-create-title-secondary">Ingredients</h3>
    <ul><li>1 kg tomatoes</li><li>2 red onions, quartered</li><li>4 tbsp yoghurt</li></ul>
  </div>
  <div class="mv-create-instructions mv-create-instructions-slot-v2">
    <h3 class="mv-create-instructions-title mv-create-title-secondary">Instructions</h3>
    <ol><li>Roast the tomatoes and onions at 200°C for 40 minutes.</li><li>Blend with a little water and season.</li></ol>
  </div>
</div>`;

const read = (html: string) => {
  const draft = extractRecipe(html)?.recipe;
  return draft && { title: draft.title, ingredients: draft.ingredients.map((i) => i.text), steps: draft.steps, servings: draft.servings };
};

describe('recipe plugin cards, on a page with no schema.org recipe', () => {
  // Regression: a page whose recipe was only in its plugin's card was "no recipe".
  it.each([
    ['WP Recipe Maker', wprm],
    ['Tasty Recipes', tasty],
    ['Mediavine Create', mediavine],
  ])('reads a %s card: its title, each ingredient line and each step', (_plugin, card) => {
    expect(read(post(card))).toEqual({
      title: 'Roast tomato soup',
      ingredients: ['1 kg tomatoes', '2 red onions, quartered', '4 tbsp yoghurt'],
      steps: ['Roast the tomatoes and onions at 200°C for 40 minutes.', 'Blend with a little water and season.'],
      servings: 4,
    });
  });

  it("fills a schema.org Recipe that lists no ingredient or step from the card, keeping the data's other facts", () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Roast tomato soup',
      recipeYield: '6',
      recipeIngredient: [],
      recipeInstructions: [],
    };
    const draft = read(post(tasty, `<script type="application/ld+json">${JSON.stringify(data)}</script>`));
    expect(draft).toMatchObject({ title: 'Roast tomato soup', servings: 6 });
    expect(draft?.ingredients).toHaveLength(3);
    expect(draft?.steps).toHaveLength(2);
  });

  it('is still "no recipe" for a page with neither data, nor a card, nor a list under an "Ingredients" heading', () => {
    expect(read(post('<ul><li>1 kg tomatoes</li></ul>'))).toBeUndefined();
  });

  it('reads a card without a title under the page’s headline, as the page shows it', () => {
    expect(read(post(mediavine.replace('mv-create-title mv-create-title-primary', 'card-heading')))).toMatchObject({
      title: 'Our week in soup',
      ingredients: ['1 kg tomatoes', '2 red onions, quartered', '4 tbsp yoghurt'],
    });
  });
});
