import { gzipSync } from 'node:zlib';
import type { ImportFormat } from '../../../../shared/imports.ts';
import { zipOf } from '../../../test/zip-files.ts';

/*
 * One export file per format we read, each written for this project by hand in its format's real structure (never
 * another app's or person's file), with what a complete import of it must give: every recipe, its number of
 * ingredient lines and steps, and whether its photo came in. every-format.test.ts imports each through the API.
 */

export interface ExpectedRecipe {
  title: string;
  ingredients: number;
  steps: number;
  photo: boolean;
}

export interface SampleExport {
  label: string;
  format: ImportFormat;
  fileName: string;
  bytes: Buffer;
  recipes: ExpectedRecipe[];
}

/** Where the samples that name web addresses point (a list of pages, photos by address): a test page server. */
export interface SampleSite {
  origin: string;
}

/** The pages a list of addresses names, as a recipe site serves them (schema.org JSON-LD in the page). */
export const samplePages: Record<string, object> = {
  '/recipes/green-shakshuka': {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Green shakshuka',
    recipeIngredient: ['1 leek, sliced', '200 g spinach', '4 eggs'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Soften the leek.' },
      { '@type': 'HowToStep', text: 'Wilt the spinach.' },
      { '@type': 'HowToStep', text: 'Crack in the eggs and cover.' },
    ],
  },
  '/recipes/oat-cookies': {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Oat cookies',
    recipeIngredient: ['100 g oats', '50 g butter'],
    recipeInstructions: 'Mix. Bake 12 minutes.',
  },
};

export const samplePageHtml = (recipe: object) =>
  `<!DOCTYPE html><html><head><title>Recipe</title><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body></body></html>`;

const ld = (name: string, ingredients: string[], steps: string[], extra: object = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  recipeIngredient: ingredients,
  recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
  ...extra,
});

/** A Cook'n .dsv table (docs/decisions/0072): fields between "||||", rows ended by "!@#%^&*()". */
const cooknTable = (header: string[], rows: string[][]) =>
  [header, ...rows].map((row) => row.join('||||')).join('!@#%^&*()\n') + '!@#%^&*()';

/**
 * A Cook'n export's files (the layout Mealie's Cook'n importer reads): a cookbook with one chapter of two recipes,
 * the first with its picture (named by its media ID) and an ingredient with a brand. formats/cookn.test.ts reads the
 * same files with a marked picture to follow it through.
 */
export function cooknExportFiles(picture: Buffer): Record<string, string | Buffer> {
  return {
    'cookn/temp_cookBook_desc.dsv': cooknTable(['ID', 'TITLE'], [['10', 'Family favourites']]),
    'cookn/temp_chapter_desc.dsv': cooknTable(['ID', 'PARENT', 'TITLE'], [['20', '10', 'Soups']]),
    'cookn/temp_recipe_desc.dsv': cooknTable(
      ['ID', 'PARENT', 'TITLE', 'DESCRIPTION'],
      [
        ['30', '20', 'Leek and potato soup', 'Thick, plain, warming.'],
        ['31', '20', 'Croutons', '[null]'],
      ],
    ),
    'cookn/temp_recipe.dsv': cooknTable(
      ['ID', 'SERVES', 'PREPTIME', 'COOKTIME', 'INSTRUCTIONS'],
      [
        ['30', '6', '15', '30', '1. Sweat the leeks\nin the butter.\n2. Add the potatoes and stock; simmer 30 minutes.\n3. Blend.'],
        ['31', '[null]', '5', '[null]', 'Cube the bread.\nBake until crisp.'],
      ],
    ),
    'cookn/temp_ingredient.dsv': cooknTable(
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
    'cookn/temp_unit.dsv': cooknTable(
      ['ID', 'NAME', 'PLURAL_NAME', 'ABBREVIATION'],
      [
        ['51', 'g', 'g', 'g'],
        ['52', 'litre', 'litres', 'l'],
        ['53', 'slice', 'slices', ''],
      ],
    ),
    'cookn/temp_food.dsv': cooknTable(
      ['ID', 'NAME', 'PLURAL_NAME'],
      [
        ['60', 'leeks', 'leeks'],
        ['61', 'potatoes', 'potatoes'],
        ['62', 'vegetable stock', ''],
        ['63', 'bread', ''],
      ],
    ),
    'cookn/temp_brand.dsv': cooknTable(['ID', 'NAME'], [['70', 'Kallo']]),
    'cookn/temp_media.dsv': cooknTable(['ID', 'ENTITY_ID', 'MEDIA_CONTENT_TYPE'], [['900', '30', 'image/jpeg']]),
    'cookn/900': picture,
  };
}

/** What a complete import of a sample must give for one recipe. */
function sampleRecipe(title: string, ingredients: number, steps: number, photo?: 'photo'): ExpectedRecipe {
  return { title, ingredients, steps, photo: photo === 'photo' };
}

/** Every sample; `photo` is a real picture (the photo module sniffs and re-encodes what comes in). */
export async function sampleExports(photo: Buffer, site: SampleSite): Promise<SampleExport[]> {
  const lentils = ld(
    'Red lentil soup',
    ['250 g red lentils', '1 onion, chopped', '1.2 l vegetable stock'],
    ['Soften the onion.', 'Simmer 25 minutes.'],
    {
      url: 'https://example.org/red-lentil-soup',
    },
  );
  const flapjacks = ld(
    'Flapjacks',
    ['250 g oats', '125 g butter', '4 tbsp golden syrup'],
    ['Melt.', 'Stir in the oats.', 'Bake 20 minutes.'],
  );

  return [
    {
      label: 'Mealie',
      format: 'mealie',
      fileName: 'mealie-export.zip',
      bytes: await zipOf({
        'recipes/overnight-oats/overnight-oats.json': JSON.stringify({
          id: '6f1c2a9e-0000-4000-8000-000000000011',
          name: 'Overnight oats',
          slug: 'overnight-oats',
          recipe_servings: 2,
          org_url: 'https://example.org/overnight-oats',
          recipe_ingredient: [
            {
              title: null,
              note: '',
              quantity: 100,
              unit: { name: 'gram' },
              food: { name: 'rolled oats' },
              display: '100 gram rolled oats',
            },
            { title: null, note: 'cold', quantity: 200, unit: { name: 'millilitre' }, food: { name: 'milk' }, display: '' },
            { title: null, note: 'a handful of berries', quantity: 1, unit: null, food: null, display: '', disable_amount: true },
          ],
          recipe_instructions: [
            { id: 's1', title: '', text: 'Stir the oats into the milk.' },
            { id: 's2', title: '', text: 'Leave overnight in the fridge.' },
            { id: 's3', title: '', text: 'Top with the berries.' },
          ],
          notes: [],
          assets: [],
        }),
        'recipes/overnight-oats/images/original.webp': photo,
        'recipes/overnight-oats/images/min-original.webp': photo,
        'recipes/tomato-soup/tomato-soup.json': JSON.stringify({
          name: 'Tomato soup',
          slug: 'tomato-soup',
          recipe_ingredient: [
            { note: '6 ripe tomatoes', disable_amount: true },
            { note: '1 onion', disable_amount: true },
          ],
          recipe_instructions: [{ text: 'Simmer and blend.' }],
        }),
      }),
      recipes: [sampleRecipe('Overnight oats', 3, 3, 'photo'), sampleRecipe('Tomato soup', 2, 1)],
    },
    {
      label: 'Tandoor',
      format: 'tandoor',
      fileName: 'export_2026-11-27.zip',
      bytes: await zipOf({
        '1.zip': await zipOf({
          'recipe.json': JSON.stringify({
            name: 'Tarka dal',
            description: 'A weeknight dal.',
            keywords: [{ name: 'Vegan', description: '' }],
            working_time: 15,
            waiting_time: 30,
            servings: 4,
            servings_text: '',
            steps: [
              {
                name: '',
                instruction: 'Simmer the lentils with the turmeric until soft.',
                ingredients: [
                  { food: { name: 'red lentils' }, unit: { name: 'g' }, amount: 250, note: '', is_header: false, no_amount: false },
                  { food: { name: 'turmeric' }, unit: { name: 'tsp' }, amount: 1, note: '', is_header: false, no_amount: false },
                ],
              },
              {
                name: '',
                instruction: 'Fry the garlic in the oil and pour over the dal.',
                ingredients: [
                  { food: { name: 'oil' }, unit: { name: 'tbsp' }, amount: 2, note: '', is_header: false, no_amount: false },
                  { food: { name: 'garlic cloves' }, unit: null, amount: 3, note: 'sliced', is_header: false, no_amount: false },
                ],
              },
            ],
          }),
          'image.jpeg': photo,
        }),
        '2.zip': await zipOf({
          'recipe.json': JSON.stringify({
            name: 'Toast',
            description: '',
            keywords: [],
            working_time: 2,
            waiting_time: 0,
            servings: 1,
            steps: [
              {
                name: '',
                instruction: 'Toast the bread.',
                ingredients: [
                  { food: { name: 'bread' }, unit: { name: 'slice' }, amount: 1, note: '', is_header: false, no_amount: false },
                ],
              },
            ],
          }),
        }),
      }),
      recipes: [sampleRecipe('Tarka dal', 4, 2, 'photo'), sampleRecipe('Toast', 1, 1)],
    },
    {
      label: 'Paprika',
      format: 'paprika',
      fileName: 'My Recipes.paprikarecipes',
      bytes: await zipOf(
        {
          'Shakshuka.paprikarecipe': gzipSync(
            JSON.stringify({
              uid: '5E1F2A3B-0000-4000-8000-000000000011',
              name: 'Shakshuka',
              ingredients: '1 tbsp olive oil\n1 onion, sliced\n400 g tin chopped tomatoes\n4 eggs',
              directions: 'Soften the onion in the oil.\n\nAdd the tomatoes and simmer 10 minutes.\nCrack in the eggs and cover.',
              servings: '2',
              source_url: 'https://example.org/shakshuka',
              categories: ['Breakfast'],
              photo_data: photo.toString('base64'),
            }),
          ),
          'Porridge.paprikarecipe': gzipSync(
            JSON.stringify({
              uid: '5E1F2A3B-0000-4000-8000-000000000012',
              name: 'Porridge',
              ingredients: '50 g oats\n300 ml milk',
              directions: 'Stir over a low heat for 5 minutes.',
              photo_data: null,
            }),
          ),
        },
        { stored: true },
      ),
      recipes: [sampleRecipe('Porridge', 2, 1), sampleRecipe('Shakshuka', 4, 3, 'photo')],
    },
    {
      label: 'Nextcloud Cookbook',
      format: 'nextcloud',
      fileName: 'cookbook.zip',
      bytes: await zipOf({
        'Red lentil soup/recipe.json': JSON.stringify({ ...lentils, image: 'https://example.org/soup.jpg' }),
        'Red lentil soup/full.jpg': photo,
        'Red lentil soup/thumb.jpg': photo,
        'Flapjacks/recipe.json': JSON.stringify(flapjacks),
      }),
      recipes: [sampleRecipe('Flapjacks', 3, 3), sampleRecipe('Red lentil soup', 3, 2, 'photo')],
    },
    {
      label: 'Chowdown',
      format: 'chowdown',
      fileName: 'chowdown.zip',
      bytes: await zipOf({
        'chowdown-gh-pages/_recipes/fennel-salad.md':
          '---\nlayout: recipe\ntitle: "Fennel & orange salad"\nimage: fennel-salad.jpg\ntags: salads, vegetarian\n\ningredients:\n- 1 fennel bulb, shaved\n- 2 oranges, segmented\n- "1 tbsp olive oil: the good one"\n\ndirections:\n- Shave the fennel thinly.\n- Toss with the oranges and the oil.\n---\n\nBright and crisp.\n',
        'chowdown-gh-pages/_recipes/mint-tea.md':
          '---\nlayout: recipe\ntitle: Mint tea\ningredients:\n  - a handful of mint\ndirections: |\n  Pour boiling water over the mint.\n  Steep five minutes.\n---\n',
        'chowdown-gh-pages/images/fennel-salad.jpg': photo,
        'chowdown-gh-pages/_config.yml': 'title: My recipes\n',
      }),
      recipes: [sampleRecipe('Fennel & orange salad', 3, 2, 'photo'), sampleRecipe('Mint tea', 1, 2)],
    },
    {
      label: 'CopyMeThat',
      format: 'copymethat',
      fileName: 'CopyMeThat_export.zip',
      bytes: await zipOf({
        'recipes.html': `<!DOCTYPE html>
<head><meta http-equiv="Content-Type" content="text/html;charset=UTF-8"></head>
<html><body>
<div class = "recipe">
  <div id = "name">Chickpea curry</div>
  <img class= "recipeImage" src = "images/chickpea_curry_a1b2c.jpg" width="120px"/>
  <ul id = "recipeIngredients">
    <li class= "recipeIngredient">2 tins chickpeas, drained</li>
    <li class= "recipeIngredient">1 tbsp curry powder</li>
    <li class= "recipeIngredient">400 ml coconut milk</li>
  </ul>
  <ol id = "recipeInstructions">
    <li class = "instruction" value = "1">Fry the spices for a minute.</li>
    <li class = "instruction" value = "2">Add the chickpeas &amp; simmer 20 minutes.</li>
  </ol>
</div>
<div class = "recipe">
  <div id = "name">Plain rice</div>
  <ul id = "recipeIngredients"><li class= "recipeIngredient">300 g basmati</li></ul>
  <ol id = "recipeInstructions"><li class = "instruction" value = "1">Rinse, then simmer covered 12 minutes.</li></ol>
</div>
</body></html>`,
        'images/chickpea_curry_a1b2c.jpg': photo,
      }),
      recipes: [sampleRecipe('Chickpea curry', 3, 2, 'photo'), sampleRecipe('Plain rice', 1, 1)],
    },
    {
      label: 'Recipe Keeper',
      format: 'recipekeeper',
      fileName: 'RecipeKeeper.zip',
      bytes: await zipOf({
        'recipes.html': `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Recipe Keeper</title></head><body>
<div class="recipe-details">
  <h2 itemprop="name">Banana bread</h2>
  <div>Source: <span itemprop="recipeSource">https://example.org/banana-bread</span></div>
  <img src="images/3f2a1c0e-aaaa-bbbb-cccc-000000000011_0.jpg" class="recipe-photo" itemprop="photo0">
  <div class="recipe-ingredients" itemprop="recipeIngredients"><p>3 ripe bananas</p><p>75 g butter, melted</p><p>200 g self-raising flour</p></div>
  <div itemprop="recipeDirections" class="recipe-directions"><p>1. Mash the bananas with the butter.</p><p>2. Fold in the flour.</p><p>3. Bake 1 hour at 180°C.</p></div>
  <div itemprop="recipeNotes"><p>Better the next day.</p></div>
</div>
<div class="recipe-details">
  <h2 itemprop="name">Lemon water</h2>
  <div itemprop="recipeIngredients"><p>1 lemon</p></div>
  <div itemprop="recipeDirections"><p>Squeeze the lemon into cold water.</p></div>
</div>
</body></html>`,
        'images/3f2a1c0e-aaaa-bbbb-cccc-000000000011_0.jpg': photo,
      }),
      recipes: [sampleRecipe('Banana bread', 3, 3, 'photo'), sampleRecipe('Lemon water', 1, 1)],
    },
    {
      label: 'Plan to Eat',
      format: 'plantoeat',
      fileName: 'plantoeat-export.csv',
      bytes: Buffer.from(
        [
          'Title,Course,Cuisine,Main Ingredient,Description,Source,Url,Url Host,Prep Time,Cook Time,Total Time,Servings,Yield,Ingredients,Directions,Tags,Rating,Public Url,Photo Url,Private,Nutritional Score (generic),Calories,Fat,Saturated Fat,Cholesterol,Sodium,Sugar,Carbohydrate,Fiber,Protein,Cost,Created At,Updated At',
          `Bean chilli,Main Course,Mexican,Beans,"Smoky, and better the next day.",,https://example.org/bean-chilli,example.org,15,40,55,4,,"2 tins kidney beans\n1 tin tomatoes\n1 onion","Soften the onion.\n\nAdd everything and simmer 40 minutes.",,,,${site.origin}/photos/bean-chilli.jpg,,,,,,,,,,,,,2026-11-01 10:00:00,2026-11-02 10:00:00`,
          'Porridge,,,,,,,,,,,,,"50 g oats\n300 ml milk","Stir over a low heat for 5 minutes.",,,,,,,,,,,,,,,,,2026-11-01 10:00:00,2026-11-01 10:00:00',
        ].join('\r\n'),
      ),
      recipes: [sampleRecipe('Bean chilli', 3, 2, 'photo'), sampleRecipe('Porridge', 2, 1)],
    },
    {
      label: 'MyRecipeBox',
      format: 'myrecipebox',
      fileName: 'myrecipebox.csv',
      bytes: Buffer.from(
        [
          'title,description,preparationTime,cookingTime,inactiveTime,totalTime,quantity,ingredients,instructions,notes,nutrition,favorite,rating,categories,tags,video,source,originalPicture,',
          `Roast squash,"Sweet, soft and simple.",10,45,,55,4,"1 butternut squash\n2 tbsp olive oil\n1 tsp chilli flakes","Heat the oven to 200°C.\nRoast the squash for 45 minutes.",,,1,5,Sides,vegan,,https://example.org/roast-squash,${site.origin}/photos/squash.jpg,`,
          'Boiled egg,,,8,,,1,1 egg,Boil for 8 minutes.,,,0,,,,,,,',
        ].join('\n'),
      ),
      recipes: [sampleRecipe('Boiled egg', 1, 1), sampleRecipe('Roast squash', 3, 2, 'photo')],
    },
    {
      label: "Cook'n",
      format: 'cookn',
      fileName: 'cookn.zip',
      bytes: await zipOf(cooknExportFiles(photo)),
      recipes: [sampleRecipe('Croutons', 1, 2), sampleRecipe('Leek and potato soup', 3, 3, 'photo')],
    },
    {
      label: 'Cooklang',
      format: 'cooklang',
      fileName: 'cooklang.zip',
      bytes: await zipOf({
        'Breakfast/Pancakes.cook':
          '---\ntitle: Pancakes\nservings: 4\n---\nWhisk @flour{125%g}, @egg{1} and @milk{300%ml}.\n\nFry in a #pan for ~{2%minutes} a side.',
        'Breakfast/Pancakes.jpg': photo,
        'Dinner/Garlic bread.cook': 'Mash @butter{50%g} with @garlic{2%cloves}.\n\nSpread on @baguette{1} and bake ~{10%minutes}.',
      }),
      recipes: [sampleRecipe('Garlic bread', 3, 2), sampleRecipe('Pancakes', 3, 2, 'photo')],
    },
    {
      label: 'MealMaster',
      format: 'mealmaster',
      fileName: 'recipes.mmf',
      bytes: Buffer.from(
        [
          'MMMMM----- Recipe via Meal-Master (tm) v8.05',
          '',
          '      Title: Cheese toast',
          ' Categories: Snacks',
          '      Yield: 1 serving',
          '',
          '      2    Slices bread',
          '      2 oz Cheddar, grated',
          '',
          '  Toast the bread on one side.',
          '',
          '  Top with the cheese and grill until it bubbles.',
          '',
          'MMMMM',
          '',
          'MMMMM----- Recipe via Meal-Master (tm) v8.05',
          '',
          '      Title: Sweet tea',
          '      Yield: 1 cup',
          '',
          '      1    Tea bag',
          '      1 ts Sugar',
          '      1 c  Boiling water',
          '',
          '  Steep the tea three minutes, then stir in the sugar.',
          '',
          'MMMMM',
          '',
        ].join('\r\n'),
        'latin1',
      ),
      recipes: [sampleRecipe('Cheese toast', 2, 2), sampleRecipe('Sweet tea', 3, 1)],
    },
    {
      label: 'schema.org JSON-LD, one object',
      format: 'jsonld',
      fileName: 'lentil-soup.json',
      bytes: Buffer.from(JSON.stringify(lentils)),
      recipes: [sampleRecipe('Red lentil soup', 3, 2)],
    },
    {
      label: 'schema.org JSON-LD, an array',
      format: 'jsonld',
      fileName: 'recipes.json',
      bytes: Buffer.from(JSON.stringify([lentils, flapjacks])),
      recipes: [sampleRecipe('Flapjacks', 3, 3), sampleRecipe('Red lentil soup', 3, 2)],
    },
    {
      label: 'schema.org JSON-LD, an @graph',
      format: 'jsonld',
      fileName: 'graph.jsonld',
      bytes: Buffer.from(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [{ '@type': 'WebPage', name: 'My recipes' }, lentils, { ...flapjacks, '@context': undefined }],
        }),
      ),
      recipes: [sampleRecipe('Flapjacks', 3, 3), sampleRecipe('Red lentil soup', 3, 2)],
    },
    {
      label: 'schema.org JSON-LD, a zip of files with their photos',
      format: 'jsonld',
      fileName: 'our-export.zip',
      bytes: await zipOf({
        'red-lentil-soup.json': JSON.stringify({ ...lentils, image: 'red-lentil-soup.jpg' }),
        'red-lentil-soup.jpg': photo,
        'flapjacks.json': JSON.stringify(flapjacks),
      }),
      recipes: [sampleRecipe('Flapjacks', 3, 3), sampleRecipe('Red lentil soup', 3, 2, 'photo')],
    },
    {
      label: 'a list of web addresses',
      format: 'urls',
      fileName: 'bookmarks.txt',
      bytes: Buffer.from(
        Object.keys(samplePages)
          .map((path) => `${site.origin}${path}`)
          .join('\n') + '\n',
      ),
      recipes: [sampleRecipe('Green shakshuka', 3, 3), sampleRecipe('Oat cookies', 2, 1)],
    },
  ];
}
