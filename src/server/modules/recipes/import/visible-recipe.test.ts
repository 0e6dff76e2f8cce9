import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';

/** A page with no schema.org data and no plugin card: only what a person sees. */
const page = (body: string, head = '<title>Parsnip soup | The Allotment Kitchen</title>') =>
  `<!doctype html><html lang="en"><head>${head}</head><body><nav><ul><li>Home</li><li>Recipes</li></ul></nav>${body}<footer><ul><li>About</li></ul></footer></body></html>`;

const read = (html: string) => {
  const draft = extractRecipe(html)?.recipe;
  return draft && { title: draft.title, ingredients: draft.ingredients.map((i) => i.text), steps: draft.steps };
};

describe('a recipe read from what its page shows', () => {
  // Regression: pages without schema.org data or a card were "no recipe" though they show one plainly.
  it('reads the headline, the list under "Ingredients" and the steps under "Method"', () => {
    const html = page(`
      <h1>Parsnip soup</h1><p>A soup for cold evenings.</p>
      <h2>Ingredients</h2>
      <ul><li>500 g parsnips</li><li>1 onion</li><li>1 l stock</li></ul>
      <h2>Method</h2>
      <ol><li>Soften the onion.</li><li>Add the parsnips and stock and simmer for 20 minutes.</li><li>Blend.</li></ol>
      <h2>More soups</h2><ul><li>Leek soup</li><li>Pea soup</li></ul>`);
    expect(read(html)).toEqual({
      title: 'Parsnip soup',
      ingredients: ['500 g parsnips', '1 onion', '1 l stock'],
      steps: ['Soften the onion.', 'Add the parsnips and stock and simmer for 20 minutes.', 'Blend.'],
    });
  });

  it('keeps every group of ingredients, and leaves out the groups’ headings, which are not ingredients', () => {
    const html = page(`
      <h1>Parsnip cake</h1>
      <h2>Ingredients</h2>
      <h3>For the cake</h3><ul><li>200 g parsnips, grated</li><li>150 g flour</li></ul>
      <h3>For the icing</h3><ul><li>100 g cream cheese</li></ul>
      <h2>Method</h2><ol><li>Mix the cake, bake it for 40 minutes.</li><li>Beat the icing and spread it.</li></ol>`);
    expect(read(html)?.ingredients).toEqual(['200 g parsnips, grated', '150 g flour', '100 g cream cheese']);
  });

  it('keeps a list once when the page draws it again in other units, straight after it', () => {
    const html = page(`
      <h1>Parsnip cake</h1>
      <h2>Ingredients</h2><div><button>Metric</button><button>Imperial</button></div>
      <ul><li>200 g parsnips</li><li>150 g flour</li><li>1 tsp baking powder</li></ul>
      <ul><li>7 oz parsnips</li><li>5.3 oz flour</li><li>1 tsp baking powder</li></ul>
      <h3>Step-by-step</h3>
      <ul><li>Mix everything, then bake for 40 minutes.</li><li>Cool in the tin.</li></ul>
      <ul><li>Ice it when cold, or serve it warm.</li><li>Keep it in a tin.</li></ul>`);
    expect(read(html)).toMatchObject({
      ingredients: ['200 g parsnips', '150 g flour', '1 tsp baking powder'],
      steps: ['Mix everything, then bake for 40 minutes.', 'Cool in the tin.', 'Ice it when cold, or serve it warm.', 'Keep it in a tin.'],
    });
  });

  it('reads an item as one line however its markup breaks it, and a heading with a button run into it', () => {
    const html = page(`
      <h1>Parsnip soup</h1>
      <div><span>Ingredients</span><button>Copy</button></div>
      <ul><li><div>500 g</div><div>parsnips</div></li><li><div>1</div><div>onion</div></li></ul>
      <div>Directions</div><ol><li><p>Simmer.</p></li></ol>`);
    expect(read(html)).toMatchObject({ ingredients: ['500 g parsnips', '1 onion'], steps: ['Simmer.'] });
  });

  it('reads headings in the page’s language, a method in paragraphs, and lines with their amount above them', () => {
    const html = page(
      `<h1>Pastinakensuppe</h1>
      <h2>Zutaten für 4 Personen</h2>
      <div class="zutat"><div>500 g</div><div>Pastinaken</div></div><div class="zutat"><div>1</div><div>Zwiebel</div></div>
      <h2>Zubereitung</h2>
      <p>Schritt 1</p><p>Die Zwiebel in Butter andünsten.</p>
      <p>Schritt 2</p><p>Pastinaken zugeben und 20 Minuten köcheln lassen.</p>
      <h2>Das könnte Ihnen auch gefallen</h2><p>Lauchsuppe mit Kartoffeln und Speck</p>`,
      '<title>Pastinakensuppe - Rezept | Gemüsegarten</title>',
    );
    expect(read(html)).toEqual({
      title: 'Pastinakensuppe',
      ingredients: ['500 g Pastinaken', '1 Zwiebel'],
      steps: ['Die Zwiebel in Butter andünsten.', 'Pastinaken zugeben und 20 Minuten köcheln lassen.'],
    });
  });

  it('takes the headline its titles name, not a site banner’s', () => {
    const html = page(
      `<h1>The Allotment Kitchen</h1><article><h1>Parsnip soup</h1>
      <h2>Ingredients</h2><ul><li>500 g parsnips</li></ul><h2>Method</h2><ol><li>Simmer.</li></ol></article>`,
      '<meta property="og:title" content="Parsnip soup - The Allotment Kitchen">',
    );
    expect(read(html)?.title).toBe('Parsnip soup');
  });

  it('fills what a Recipe’s data leaves out: its name from the headline, its method from the page', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Recipe', recipeIngredient: ['500 g parsnips', '1 onion'], recipeYield: '6' };
    const html = page(
      `<h1>Parsnip soup</h1><h2>Ingredients</h2><ul><li>500 g parsnips</li><li>1 onion</li></ul>
      <h2>Instructions</h2><ol><li>Soften the onion.</li><li>Simmer with the parsnips.</li></ol>`,
      `<script type="application/ld+json">${JSON.stringify(data)}</script>`,
    );
    expect(extractRecipe(html)?.recipe).toMatchObject({
      title: 'Parsnip soup',
      servings: 6,
      ingredients: [{ text: '500 g parsnips' }, { text: '1 onion' }],
      steps: ['Soften the onion.', 'Simmer with the parsnips.'],
    });
  });

  it('reads a microdata Recipe whose name is only in the document’s head', () => {
    const html = `<html itemscope itemtype="https://schema.org/Recipe"><head><title itemprop="name">Parsnip soup</title></head>
      <body><h1>Parsnip soup</h1><ul><li itemprop="recipeIngredient">500 g parsnips</li></ul>
      <div itemprop="recipeInstructions">Simmer.</div></body></html>`;
    expect(read(html)).toEqual({ title: 'Parsnip soup', ingredients: ['500 g parsnips'], steps: ['Simmer.'] });
  });

  it('reads a page whose method has a heading though its ingredients have none, as a draft to complete', () => {
    const html = page(`<h1>Parsnip soup</h1><ul><li>500 g parsnips</li></ul><h2>Method</h2><ol><li>Simmer the parsnips.</li></ol>`);
    expect(read(html)).toEqual({ title: 'Parsnip soup', ingredients: [], steps: ['Simmer the parsnips.'] });
  });

  it('is still "no recipe" for a page that only mentions ingredients, or shows no list under its heading', () => {
    expect(
      read(page('<h1>Market day</h1><p>Ingredients for a good morning: bread and a crowd.</p><ol><li>Arrive early.</li></ol>')),
    ).toBeUndefined();
    expect(read(page('<h1>Our shop</h1><h2>Ingredients</h2><h2>Opening hours</h2><p>9 to 5</p>'))).toBeUndefined();
  });

  // Each heading's section ends at the next heading, so a page of headings is read once, not once per heading.
  it('reads a page of 40,000 ingredient and method headings, each over a list, and 40,000 headlines', () => {
    const sections = '<h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><ol><li>Boil it.</li></ol>'.repeat(20_000);
    const html = page(`${'<h1>Egg</h1>'.repeat(40_000)}${sections}`);
    expect(read(html)).toEqual({ title: 'Egg', ingredients: ['1 egg'], steps: ['Boil it.'] });
  });
});
