import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recipeDraftSchema, type RecipeDraft } from '../../../../shared/recipe-import.ts';
import { recipeCreateSchema, recipeLimits } from '../../../../shared/recipes.ts';
import { extractRecipe, extractRecipeFromJson } from './extract-recipe.ts';

const fixturesDir = new URL('./fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, fixturesDir), 'utf8');
const fixtureNames = readdirSync(fixturesDir).filter((f) => f.endsWith('.html'));

/** The draft alone: what was cut is tested in map-recipe.test.ts and below. */
const draftOf = (html: string, url: string | null = null) => extractRecipe(html, url)?.recipe ?? null;

/** The draft with ingredients reduced to their lines: the parser's structure is another module's business. */
function read(name: string, url: string | null = null) {
  const draft = draftOf(fixture(name), url);
  if (!draft) return null;
  return { ...draft, ingredients: draft.ingredients.map((i) => i.text) };
}

const jsonLdPage = (recipe: object) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`;

describe('extractRecipe on recipe pages', () => {
  it('reads a WordPress-style @graph (Yoast and a recipe plugin) with everything filled in', () => {
    expect(read('wordpress-graph.html', 'https://allotment-kitchen.example/chickpea-spinach-stew/')).toEqual({
      title: 'One-pan chickpea and spinach stew',
      description: 'A smoky tomato stew with chickpeas and a lot of spinach, ready in forty minutes.',
      servings: 4,
      prepMinutes: 15,
      cookMinutes: 25,
      ingredients: [
        '1 tbsp olive oil',
        '1 onion, finely chopped',
        '2 garlic cloves, crushed',
        '1 tsp smoked paprika',
        '400 g tin chopped tomatoes',
        '2 x 400 g tins chickpeas, drained',
        '200 g baby spinach',
        '1/2 lemon, juiced',
      ],
      steps: [
        'Warm the oil in a wide pan and soften the onion for 8 minutes.',
        'Stir in the garlic and paprika for a minute, then add the tomatoes and chickpeas.',
        'Simmer for 15 minutes, fold in the spinach until it wilts and finish with lemon juice.',
      ],
      tags: ['dinner', 'mediterranean', 'chickpeas', 'one-pan', 'weeknight'],
      dietary: ['vegetarian'],
      nutrition: { calories: 285, proteinG: 14, carbsG: 38, fatG: 7, fibreG: 11, sugarG: 9, saltG: 1.2 },
      sourceUrl: 'https://allotment-kitchen.example/chickpea-spinach-stew/',
      language: 'en',
    });
  });

  it('skips an invalid JSON-LD block (a half-written recipe) and one that is not about a recipe, and ignores plain JSON scripts', () => {
    expect(read('several-blocks-invalid-first.html')).toMatchObject({
      title: 'Lemon barley salad',
      servings: 6,
      prepMinutes: 20,
      cookMinutes: 30,
      steps: [
        'Cook the barley in plenty of salted water until tender, about 30 minutes, then drain and cool.',
        'Whisk the lemon zest, juice and oil with a pinch of salt.',
        'Toss everything together and leave for 10 minutes before serving.',
      ],
      tags: ['salad', 'barley', 'packed lunch', 'make ahead'],
      nutrition: null,
      sourceUrl: null,
    });
  });

  it('reads microdata only, keeping a nested author’s name out of the recipe', () => {
    expect(read('microdata-only.html')).toEqual({
      title: 'Oat and apple breakfast bars',
      description: 'Chewy bars with grated apple and cinnamon, sweetened with a little honey.',
      servings: 12,
      prepMinutes: 10,
      cookMinutes: 30,
      ingredients: ['200 g rolled oats', '2 apples, grated', '3 tbsp honey', '75 g butter, melted', '1 tsp ground cinnamon'],
      steps: [
        'Heat the oven to 180°C and line a 20 cm square tin.',
        'Mix everything in a bowl until the oats are coated.',
        'Press into the tin, bake for 30 minutes and cut into 12 once cool.',
      ],
      tags: ['breakfast', 'snack', 'baking', 'lunchbox'],
      dietary: ['vegetarian'],
      nutrition: { calories: 150, proteinG: 3, carbsG: 22, fatG: 6 },
      sourceUrl: null,
      language: 'en',
    });
  });

  it('reads microdata HowToStep items, the older `ingredients` property, and a total time', () => {
    expect(read('microdata-howto-steps.html')).toMatchObject({
      title: 'Baked fish with herb crumbs',
      servings: 4, // "4-6 servings": the first number
      prepMinutes: 10,
      cookMinutes: 25, // total 35 less 10 of preparation
      ingredients: [
        '4 white fish fillets',
        '60 g fresh breadcrumbs',
        '1 small bunch of parsley, chopped',
        'zest of 1 lemon',
        '1 tbsp rapeseed oil',
      ],
      steps: [
        'Heat the oven to 200°C and put the fish in an oiled dish.',
        'Mix the crumbs, parsley, zest and oil, and press on top of the fish.',
        'Bake for 20–25 minutes until the crumbs are golden.',
      ],
      tags: ['british'],
    });
  });

  it('reads microdata HowToSections with nested steps, decoding entities and stripping markup', () => {
    expect(read('microdata-nested-sections.html')).toMatchObject({
      title: 'Rhubarb & ginger crumble',
      description: 'Tart rhubarb under an oaty crumble, with stem ginger for warmth.',
      servings: 6,
      prepMinutes: 15,
      cookMinutes: 40,
      steps: [
        'Fruit',
        'Toss the rhubarb with the ginger and 1 tbsp sugar and spread in a baking dish.',
        'Crumble',
        'Rub the butter into the flour, then stir in the oats and the rest of the sugar.',
        'Scatter over the fruit and bake at 190°C for 40 minutes.',
      ],
      tags: ['pudding', 'rhubarb'],
    });
  });

  // Regression: the names of HowToSections were dropped, and the steps of the filling ran into the pastry's unsaid.
  it('reads HowToSection groups in order, each name on a line before its steps, dropping empty steps and a step that only repeats the title', () => {
    expect(read('howto-sections.html')).toMatchObject({
      title: 'Spiced squash hand pies',
      servings: 8,
      prepMinutes: 40,
      cookMinutes: 60,
      steps: [
        'For the filling',
        'Roast the squash with the cumin at 200°C for 30 minutes.',
        'Mash roughly and fold in the feta. Leave to cool.',
        'For the pastry',
        'Rub the oil into the flour with a pinch of salt, then add the water.',
        'Knead briefly and rest for 20 minutes.',
        'To finish',
        'Roll out, cut 8 circles, fill, fold and crimp.',
        'Brush with egg and bake for 25 minutes.',
      ],
      tags: ['baking', 'squash', 'feta', 'picnic'],
    });
  });

  // Regression: each microdata ingredient was split at its markup's blocks ("½ cup" apart from "pearl barley"), and a
  // card the page draws twice came in twice (30 lines for 13).
  it('reads each microdata ingredient and step element as one line, and a card given twice once', () => {
    expect(read('microdata-card-twice.html')).toMatchObject({
      title: 'Barley and bean bowls',
      servings: 2,
      ingredients: ['½ cup pearl barley', '1 tin butter beans, drained', '2 spring onions'],
      steps: [
        '1 Cook the barley Simmer the barley in salted water for 25 minutes, then drain.',
        '2 Finish the bowls Warm the beans, spoon over the barley and scatter with the onions.',
      ],
    });
  });

  // Regression: a recipe marked up in RDFa (vocab + typeof + property) was "no recipe".
  it('reads a schema.org Recipe in RDFa, leaving out RDFa of other vocabularies around it', () => {
    expect(read('rdfa-recipe.html')).toMatchObject({
      title: 'Leek and potato soup',
      description: 'A thick, peppery soup from one pan.',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 30,
      ingredients: ['3 leeks, sliced', '500 g floury potatoes, diced', '1 litre vegetable stock'],
      steps: [
        'Soften the leeks in a little butter for 10 minutes.',
        'Add the potatoes and stock and simmer for 20 minutes, then blend half.',
      ],
      tags: [],
    });
  });

  it('decodes entity-encoded markup and strips tags inside JSON-LD strings', () => {
    expect(read('entity-encoded.html')).toMatchObject({
      title: 'Tomato & basil soup',
      description: 'A bright, quick soup for the end of summer…',
      servings: 4,
      ingredients: [
        '1 kg ripe tomatoes, halved',
        '½ tsp salt',
        '2 shallots – sliced',
        'a handful of basil leaves (about 15 g)',
        '2 tbsp olive oil',
      ],
      steps: [
        'Mix & stir',
        'Stir the tomatoes into the shallots and cook for 20 minutes.',
        'Blend with the basil – season to taste — and serve.',
      ],
      tags: ['tomato', 'basil', "mum's favourites"],
    });
  });

  it('reads a yield array, fractional and plugin-style ISO durations, a block of text as steps, and kJ', () => {
    expect(read('yield-array-iso.html')).toMatchObject({
      title: 'Seeded wholemeal loaf',
      servings: 2,
      prepMinutes: 30,
      cookMinutes: 90,
      steps: [
        'Mix everything into a wet dough.',
        'Divide between two oiled tins, cover and leave to rise for an hour.',
        'Bake at 220°C for 40 minutes, then cool on a rack.',
      ],
      tags: ['bread', 'baking'],
      nutrition: { calories: 250, proteinG: 9.5, carbsG: 41.5, fatG: 4.3 },
    });
  });

  it('finds the Recipe beside a BreadcrumbList in a top-level array', () => {
    expect(read('breadcrumb.html')).toMatchObject({
      title: 'Green lentil dal',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 45,
      tags: ['main course', 'indian'],
      dietary: ['vegan', 'gluten-free'],
      nutrition: { calories: 260, proteinG: 16, carbsG: 36, fatG: 5 },
    });
  });

  it('finds a schema:Recipe that is the mainEntity of a WebPage, with its steps in an ItemList', () => {
    expect(read('webpage-main-entity.html')).toMatchObject({
      title: 'Miso glazed aubergine',
      servings: 2,
      prepMinutes: 5,
      cookMinutes: 35,
      steps: [
        'Score the cut sides and roast at 200°C for 25 minutes.',
        'Brush with the miso, maple and vinegar mixed together.',
        'Roast for 10 more minutes and scatter with spring onion.',
      ],
      tags: ['aubergine', 'miso', 'side dish'],
      dietary: ['vegan'],
    });
  });

  it('reads @type ["Recipe", "NewsArticle"], numbered lines of instructions and a keyword list', () => {
    expect(read('type-array.html')).toMatchObject({
      title: 'Roast carrot hummus',
      servings: 6,
      prepMinutes: 10,
      cookMinutes: 35,
      steps: [
        'Roast the carrots at 200°C for 35 minutes.',
        'Blend with the chickpeas, tahini, lemon and cumin, loosening with water.',
        'Season and serve with crunchy veg.',
      ],
      tags: ['dip', 'chickpeas'],
    });
  });

  it('finds an http://schema.org/Recipe nested as mainEntityOfPage, taking a lone total time as cooking time', () => {
    expect(read('article-main-entity-of-page.html')).toMatchObject({
      title: 'Berry yoghurt pots',
      servings: 2,
      prepMinutes: null,
      cookMinutes: 10,
      steps: ['Layer the yoghurt and berries in two glasses.', 'Top with granola just before eating.'],
      tags: ['breakfast'],
    });
  });

  it('reads JSON-LD with raw line breaks inside strings, wrapped in CDATA comments', () => {
    expect(read('raw-newlines-cdata.html')).toMatchObject({
      title: 'Ginger carrot soup',
      description: 'A smooth soup with fresh ginger.',
      cookMinutes: 30,
      ingredients: ['600 g carrots, sliced', '1 onion, chopped', '1 tbsp grated ginger', '1 litre vegetable stock'],
    });
  });

  it('fills in defaults for a recipe that has only a name', () => {
    expect(read('minimal.html')).toEqual({
      title: 'Cinnamon toast',
      description: '',
      servings: 4,
      prepMinutes: null,
      cookMinutes: null,
      ingredients: [],
      steps: [],
      tags: [],
      dietary: [],
      nutrition: null,
      sourceUrl: null,
      language: 'en',
    });
  });

  it('passes over a JSON-LD recipe without a name to a microdata one with a name, reading a time written in words', () => {
    expect(read('nameless-jsonld-microdata-fallback.html')).toMatchObject({
      title: 'Pea and mint fritters',
      servings: 10,
      prepMinutes: 15,
      cookMinutes: 65,
      ingredients: ['300 g frozen peas, thawed', '2 eggs', '60 g self-raising flour', 'a few mint leaves, chopped'],
      steps: ['Crush the peas with a fork.', 'Beat in the eggs, flour and mint.', 'Fry spoonfuls in a little oil, 3 minutes a side.'],
    });
  });

  it('takes the first recipe of a round-up ItemList', () => {
    expect(read('itemlist-roundup.html')).toMatchObject({ title: 'Sausage, apple and squash traybake', cookMinutes: 40 });
  });

  it('leaves out partial nutrition and bad durations, and maps every diet we have a flag for', () => {
    expect(read('nutrition-partial-diets.html')).toMatchObject({
      servings: 3,
      prepMinutes: 20,
      cookMinutes: null,
      dietary: ['gluten-free', 'vegan', 'nut-free'],
      nutrition: null,
    });
  });

  it('finds no recipe on a news page', () => {
    expect(read('news-no-recipe.html')).toBeNull();
  });

  it.each([
    ['an empty page', ''],
    ['plain text', 'just some words'],
    ['a Recipe without a name', jsonLdPage({ '@type': 'Recipe', recipeIngredient: ['1 egg'] })],
    ['a Recipe whose name is markup only', jsonLdPage({ '@type': 'Recipe', name: '<p> </p>' })],
    ['JSON-LD that is not JSON', '<script type="application/ld+json">{"@type": "Recipe", name: "x"</script>'],
    ['a recipe mentioned only in a script', '<script>var data = {"@type": "Recipe", "name": "Scripted"};</script>'],
  ])('finds no recipe in %s', (_label, html) => {
    expect(extractRecipe(html)).toBeNull();
  });

  it.each(fixtureNames.filter((name) => name !== 'news-no-recipe.html'))(
    'makes a draft of %s that POST /api/recipes accepts as it is',
    (name) => {
      const draft = draftOf(fixture(name), 'https://example.org/recipe') as RecipeDraft;
      expect(draft).not.toBeNull();
      expect(recipeDraftSchema.safeParse(draft).error?.issues ?? []).toEqual([]);
      expect(recipeCreateSchema.safeParse(draft).error?.issues ?? []).toEqual([]);
    },
  );
});

describe('extractRecipe at the limits', () => {
  const long = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

  it('cuts every field to our limits, so the draft always passes the create schema', () => {
    const html = jsonLdPage({
      '@type': 'Recipe',
      name: long(100, 'title'),
      description: long(1000, 'desc'),
      recipeYield: '500 portions',
      prepTime: 'P30D',
      cookTime: 'PT10080M',
      recipeIngredient: Array.from({ length: 150 }, (_, i) => `${i + 1} g of ${long(200, 'x')}`),
      recipeInstructions: Array.from({ length: 150 }, (_, i) => `Step ${i + 1}: ${long(600, 'stir')}`),
      keywords: [...Array.from({ length: 40 }, (_, i) => `tag ${i}`), 'a tag that is really a whole sentence about the dish'].join(', '),
      nutrition: { calories: '99999 kcal', proteinContent: '1 g', carbohydrateContent: '1 g', fatContent: '1 g' },
    });
    const draft = draftOf(html, `https://example.org/${'p'.repeat(3000)}`)!;
    expect(draft.title.length).toBeLessThanOrEqual(recipeLimits.title);
    expect(draft.title.endsWith('…')).toBe(true);
    expect(draft.description.length).toBeLessThanOrEqual(recipeLimits.description);
    expect(draft.servings).toBe(100);
    expect(draft.prepMinutes).toBeNull();
    expect(draft.cookMinutes).toBe(10080);
    expect(draft.ingredients).toHaveLength(recipeLimits.ingredients);
    expect(draft.ingredients.every((i) => i.text.length <= recipeLimits.ingredientText)).toBe(true);
    expect(draft.steps).toHaveLength(recipeLimits.steps);
    expect(draft.steps.every((s) => s.length <= recipeLimits.stepText)).toBe(true);
    expect(draft.tags).toHaveLength(recipeLimits.tags);
    expect(draft.tags).not.toContain('a tag that is really a whole sentence about the dish');
    expect(draft.nutrition).toBeNull();
    expect(draft.sourceUrl).toBeNull();
    expect(recipeDraftSchema.safeParse(draft).error?.issues ?? []).toEqual([]);
    expect(recipeCreateSchema.safeParse(draft).error?.issues ?? []).toEqual([]);
  });

  it('says what it cut: every over-long text shortened, every line after the limit left out', () => {
    // Regression: text was cut and lines dropped to fit our limits without a word to the person importing.
    const html = jsonLdPage({
      '@type': 'Recipe',
      name: long(100, 'title'),
      description: long(1000, 'desc'),
      recipeIngredient: Array.from({ length: 150 }, (_, i) => (i < 3 ? long(200, 'oats') : `${i + 1} g oats`)),
      recipeInstructions: Array.from({ length: 103 }, (_, i) => (i === 0 ? long(600, 'stir') : `Stir ${i + 1} times.`)),
    });
    expect(extractRecipe(html)?.shortened).toEqual([
      { field: 'title', kind: 'shortened', count: 1 },
      { field: 'description', kind: 'shortened', count: 1 },
      { field: 'ingredients', kind: 'leftOut', count: 50 },
      { field: 'ingredients', kind: 'shortened', count: 3 },
      { field: 'steps', kind: 'leftOut', count: 3 },
      { field: 'steps', kind: 'shortened', count: 1 },
    ]);
  });

  it('never splits a character made of two UTF-16 units when cutting', () => {
    const draft = draftOf(jsonLdPage({ '@type': 'Recipe', name: `${'a'.repeat(198)}🥕🥕🥕` }))!;
    expect(draft.title).toBe(`${'a'.repeat(198)}…`);
  });

  it('reads a recipe at the end of a page of nearly 5 MB', () => {
    const recipe = fixture('breadcrumb.html');
    const filler = '<div class="comment"><p>Lovely recipe, thank you! <a href="#reply">Reply</a></p></div>\n'.repeat(52_000);
    const html = recipe.replace('<body>', `<body>${filler}`);
    expect(html.length).toBeGreaterThan(4_500_000);
    expect(html.length).toBeLessThan(5_000_000);
    expect(draftOf(html)?.title).toBe('Green lentil dal');
  });
});

describe('extractRecipe on pages built to be slow', () => {
  const recipe = fixture('breadcrumb.html');

  // Review 14.1: parse5 (and htmlparser2's Parser) spend time proportional to the depth on every tag.
  it('reads a recipe after 100,000 unclosed elements, or after 100,000 end tags of elements never opened', () => {
    expect(draftOf(recipe.replace('<body>', `<body>${'<div><span>'.repeat(50_000)}`))?.title).toBe('Green lentil dal');
    expect(draftOf(recipe.replace('<body>', `<body>${'<div>'.repeat(50_000)}${'</span>'.repeat(100_000)}`))?.title).toBe(
      'Green lentil dal',
    );
  });

  it('reads text 200,000 elements deep', () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">${'<b>'.repeat(200_000)}Deep soup</h1></div>`;
    expect(draftOf(html)?.title).toBe('Deep soup');
  });

  it('takes a property named like a method of every object (constructor, __proto__) as a property, or leaves it out', () => {
    const html =
      '<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="constructor __proto__ name">Plain soup</span>' +
      '<span itemprop="toString">x</span></div>';
    expect(draftOf(html)?.title).toBe('Plain soup');
  });

  it('ends an unclosed list item at the next one, as browsers do', () => {
    const html =
      '<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Tea</h1><ul>' +
      '<li itemprop="recipeIngredient">1 tea bag<li itemprop="recipeIngredient">250 ml water</ul></div>';
    expect(draftOf(html)?.ingredients.map((i) => i.text)).toEqual(['1 tea bag', '250 ml water']);
  });
});

describe('extractRecipeFromJson', () => {
  it('reads JSON-LD served on its own', () => {
    expect(extractRecipeFromJson('{"@context":"https://schema.org","@type":"Recipe","name":"Soup","recipeYield":"2"}', null)).toEqual({
      recipe: expect.objectContaining({ title: 'Soup', servings: 2 }),
      shortened: [],
    });
    expect(extractRecipeFromJson('{"@type":"Person","name":"Ann"}')).toBeNull();
    expect(extractRecipeFromJson('not json')).toBeNull();
  });
});

describe('extractRecipe: the recipe’s language', () => {
  const page = (htmlAttributes: string, inLanguage?: unknown) =>
    `<!doctype html><html ${htmlAttributes}><head><script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Soupe',
      ...(inLanguage === undefined ? {} : { inLanguage }),
    })}</script></head><body></body></html>`;
  const language = (html: string, fallback?: Parameters<typeof extractRecipe>[2]) => extractRecipe(html, null, fallback)?.recipe.language;

  it('is the recipe’s inLanguage, else the page’s lang, when it names a language we search in; else the one given; else English', () => {
    expect(language(page('lang="fr"'))).toBe('fr');
    expect(language(page('xml:lang="es-ES"'))).toBe('es');
    expect(language(page('lang="en-GB"', 'de-DE'))).toBe('de');
    expect(language(page('lang="de"', ['ja', 'it-IT']))).toBe('it');
    expect(language(page('lang="de"', { '@type': 'Language', name: 'Türkçe', alternateName: 'tr' }))).toBe('tr');
    expect(language(page('lang="ja"'), 'pl')).toBe('pl');
    expect(language(page('lang="ja"', 'zh'))).toBe('en');
    expect(language(page(''), 'ar')).toBe('ar');
    expect(language(page('lang=""'))).toBe('en');
  });

  it('reads microdata’s inLanguage too', () => {
    const html = `<html lang="en"><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Tortilla</h1>
      <meta itemprop="inLanguage" content="es"></div></body></html>`;
    expect(language(html)).toBe('es');
  });
});
