import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../ingredients/parse.ts';
import { formatQuantity } from '../ingredients/quantity.ts';
import { unitNames } from '../ingredients/units.ts';
import type { Ingredient } from '../recipes.ts';
import { aisleOrder } from './aisles.ts';
import { lineText } from './list-text.ts';
import { mergeIngredients, type PlannedIngredient, type ShoppingLine } from './merge-ingredients.ts';

/** The planned lines of one recipe, written as a cook writes them. */
function recipe(title: string, lines: string[], factor = 1): PlannedIngredient[] {
  return lines.map((line) => ({ ingredient: parseIngredientLine(line), factor, recipeTitle: title }));
}

const amounts = (lines: ShoppingLine[]) => lines.map(({ item, quantity, unit }) => ({ item, quantity, unit }));

describe('mergeIngredients: the examples', () => {
  it('200 g + 0.5 kg onions = 700 g', () => {
    const list = mergeIngredients([...recipe('Soup', ['200 g onions']), ...recipe('Stew', ['0.5 kg onions'])]);
    expect(list).toEqual([
      { key: 'onion.mass', item: 'onions', quantity: 700, unit: 'g', aisle: 'Fruit & veg', recipes: ['Soup', 'Stew'] },
    ]);
  });

  it('1 cup + 4 tbsp milk = 1 ¼ cups', () => {
    const [milk] = mergeIngredients([...recipe('Pancakes', ['1 cup milk']), ...recipe('Porridge', ['4 tbsp milk'])]);
    expect(milk).toMatchObject({ item: 'milk', quantity: 1.25, unit: 'cup', aisle: 'Dairy & eggs' });
    expect(formatQuantity(milk?.quantity ?? 0, 'cup')).toBe('1 ¼');
    expect(lineText(milk as ShoppingLine)).toBe('1 ¼ cups milk');
  });
});

describe('mergeIngredients: units', () => {
  it('keeps mass, volume and counts apart rather than guessing a weight', () => {
    const list = mergeIngredients(recipe('A', ['2 onions', '200 g onions', '1 cup flour', '100 g flour', '1 tsp salt', 'a pinch of salt']));
    expect(amounts(list.filter((line) => line.item === 'onions'))).toEqual([
      { item: 'onions', quantity: 200, unit: 'g' },
      { item: 'onions', quantity: 2, unit: null },
    ]);
    expect(amounts(list.filter((line) => line.item === 'flour'))).toEqual([
      { item: 'flour', quantity: 100, unit: 'g' },
      { item: 'flour', quantity: 1, unit: 'cup' },
    ]);
    expect(amounts(list.filter((line) => line.item === 'salt'))).toEqual([
      { item: 'salt', quantity: 1, unit: 'tsp' },
      { item: 'salt', quantity: 1, unit: 'pinch' },
    ]);
    expect(new Set(list.map((line) => line.key)).size).toBe(list.length);
  });

  it('adds up a counted unit only with itself: cloves with cloves, tins with tins, bare counts with bare counts', () => {
    const list = mergeIngredients([
      ...recipe('A', ['3 garlic cloves', '1 tin chopped tomatoes', '2 eggs', '1 bulb garlic']),
      ...recipe('B', ['2 cloves garlic, crushed', '2 tins chopped tomatoes', '3 large eggs', '1 garlic']),
    ]);
    expect(amounts(list)).toEqual(
      expect.arrayContaining([
        { item: 'garlic', quantity: 5, unit: 'clove' },
        { item: 'chopped tomatoes', quantity: 3, unit: 'tin' },
        { item: 'eggs', quantity: 5, unit: null },
        { item: 'garlic', quantity: 1, unit: null },
        { item: 'garlic', quantity: 1, unit: 'bulb' },
      ]),
    );
    expect(list.filter((line) => line.item === 'garlic')).toHaveLength(3);
  });

  it.each([
    [['200 g sugar', '300 g sugar'], 500, 'g'],
    [['600 g sugar', '600 g sugar'], 1.2, 'kg'],
    [['1 kg sugar', '250 g sugar'], 1.25, 'kg'],
    [['500 mg saffron', '250 mg saffron'], 750, 'mg'],
    [['8 oz cheddar', '4 oz cheddar'], 12, 'oz'],
    [['12 oz cheddar', '0.5 lb cheddar'], 1.25, 'lb'],
    [['8 oz cheddar', '100 g cheddar'], 326.796, 'g'],
    [['300 ml stock', '500 ml stock'], 800, 'ml'],
    [['800 ml stock', '0.5 l stock'], 1.3, 'l'],
    [['300 ml milk', '2 tbsp milk'], 330, 'ml'],
    [['1 tbsp oil', '1 tsp oil'], 1.33333, 'tbsp'],
    [['1 tsp cumin', '½ tsp cumin'], 1.5, 'tsp'],
    [['3 tbsp oil', '1 tbsp oil'], 4, 'tbsp'],
    [['10 tbsp oil', '10 tbsp oil'], 1.25, 'cup'],
    [['¼ cup oats', '¼ cup oats'], 0.5, 'cup'],
    [['2 tsp cumin', '1 tsp cumin'], 1, 'tbsp'],
    [['1 tbsp oil', '1 cup oil'], 1.0625, 'cup'],
    [['½ cup oats', '½ cup oats'], 1, 'cup'],
    [['1 pint milk', '1 pint milk'], 2, 'pint'],
    // US pints, as units.ts reads them: 473 ml + 240 ml.
    [['1 pint milk', '1 cup milk'], 2.97157, 'cup'],
  ])('%j → %d %s', (lines, quantity, unit) => {
    const [line, ...rest] = mergeIngredients(recipe('A', lines));
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ quantity, unit });
  });

  it('keeps a unit the table does not know, and adds it up only with itself', () => {
    const ingredient = (quantity: number, unit: string): Ingredient => ({
      text: `${quantity} ${unit} berries`,
      quantity,
      unit,
      item: 'strawberries',
      note: null,
    });
    const list = mergeIngredients([
      { ingredient: ingredient(1, 'punnet'), factor: 1, recipeTitle: 'A' },
      { ingredient: ingredient(2, 'Punnet'), factor: 1, recipeTitle: 'B' },
      { ingredient: ingredient(1, 'tray'), factor: 1, recipeTitle: 'B' },
    ]);
    expect(amounts(list)).toEqual([
      { item: 'strawberries', quantity: 3, unit: 'punnet' },
      { item: 'strawberries', quantity: 1, unit: 'tray' },
    ]);
  });
});

describe('mergeIngredients: names', () => {
  it('merges plurals, case, sizes and synonyms into one item', () => {
    const list = mergeIngredients([
      ...recipe('A', [
        '2 Tomatoes',
        '3 scallions',
        'a handful of cilantro',
        '1 zucchini',
        '1 eggplant',
        '400 g garbanzo beans',
        '1 red bell pepper',
      ]),
      ...recipe('B', [
        '1 large tomato',
        '2 spring onions',
        '1 handful fresh coriander',
        '2 courgettes',
        '1 aubergine',
        '200 g chickpeas',
        '2 red peppers',
      ]),
    ]);
    expect(amounts(list)).toEqual(
      expect.arrayContaining([
        { item: 'Tomatoes', quantity: 3, unit: null },
        { item: 'spring onions', quantity: 5, unit: null },
        { item: 'coriander', quantity: 2, unit: 'handful' },
        { item: 'courgettes', quantity: 3, unit: null },
        { item: 'aubergine', quantity: 2, unit: null },
        { item: 'chickpeas', quantity: 600, unit: 'g' },
        { item: 'red peppers', quantity: 3, unit: null },
      ]),
    );
    expect(list).toHaveLength(7);
  });

  it('matches accents folded, and shows the name as first written', () => {
    const list = mergeIngredients([...recipe('A', ['100 ml crème fraîche']), ...recipe('B', ['50 ml creme fraiche'])]);
    expect(amounts(list)).toEqual([{ item: 'crème fraîche', quantity: 150, unit: 'ml' }]);
    expect(list[0]?.key).toBe('creme-fraiche.volume');
  });

  // Regression (issue 17): a German list read "kartoffeln, 1,5 kg", every name lower-cased.
  it('shows a name in the case the recipes wrote it, while merging case-insensitively', () => {
    const list = mergeIngredients([
      ...recipe('Kartoffelsuppe', ['1 kg Kartoffeln', '40 g Parmesan']),
      ...recipe('Bratkartoffeln', ['500 g kartoffeln']),
    ]);
    expect(amounts(list)).toEqual(
      expect.arrayContaining([
        { item: 'Kartoffeln', quantity: 1.5, unit: 'kg' },
        { item: 'Parmesan', quantity: 40, unit: 'g' },
      ]),
    );
    expect(list).toHaveLength(2);
    expect(list.find((line) => line.item === 'Kartoffeln')?.key).toBe('kartoffeln.mass');
  });

  it('takes the spelling most lines used, and keeps the plural and synonyms the list chose', () => {
    const list = mergeIngredients([
      ...recipe('A', ['1 Onion', '1 tsp Cilantro']),
      ...recipe('B', ['2 onions', '1 tsp coriander']),
      ...recipe('C', ['1 onion']),
    ]);
    expect(amounts(list)).toEqual(
      expect.arrayContaining([
        { item: 'onions', quantity: 4, unit: null },
        { item: 'coriander', quantity: 2, unit: 'tsp' },
      ]),
    );
  });

  it('reads pepper by the spoon or "to taste" as the spice, counted as the vegetable', () => {
    const list = mergeIngredients(recipe('A', ['2 peppers', 'salt and pepper', 'pepper, to taste', '½ tsp pepper', 'a pinch of pepper']));
    expect(list.map(({ item, quantity, unit, aisle }) => ({ item, quantity, unit, aisle }))).toEqual([
      { item: 'peppers', quantity: 2, unit: null, aisle: 'Fruit & veg' },
      { item: 'black pepper', quantity: 0.5, unit: 'tsp', aisle: 'Herbs & spices' },
      { item: 'black pepper', quantity: 1, unit: 'pinch', aisle: 'Herbs & spices' },
      { item: 'salt and pepper', quantity: null, unit: null, aisle: 'Herbs & spices' },
    ]);
  });
});

describe('mergeIngredients: lines the parser once misread (docs/decisions/0069)', () => {
  it('merges them with the same item written plainly', () => {
    const list = mergeIngredients([
      ...recipe('A', [
        '2 tbsp finely snipped chives',
        '500g/1lb 2oz squid',
        'Lemon juice, 3 tablespoons',
        '2 cups peeled and cubed sweet potato',
      ]),
      ...recipe('B', ['1 tbsp chives', '100 g squid', '1 tbsp lemon juice', '1 cup sweet potato']),
    ]);
    expect(amounts(list)).toEqual(
      expect.arrayContaining([
        { item: 'chives', quantity: 3, unit: 'tbsp' },
        { item: 'squid', quantity: 600, unit: 'g' },
        { item: 'Lemon juice', quantity: 4, unit: 'tbsp' },
        { item: 'sweet potato', quantity: 3, unit: 'cup' },
      ]),
    );
    expect(list).toHaveLength(4);
  });
});

describe('mergeIngredients: scaling', () => {
  it('scales each line by its factor before merging', () => {
    const list = mergeIngredients([
      ...recipe('Curry for 4, planned for 6', ['400 g chickpeas', '2 onions', '1 tbsp oil'], 1.5),
      ...recipe('Salad for 2, planned for 1', ['200 g chickpeas', '1 onion'], 0.5),
    ]);
    expect(amounts(list)).toEqual(
      expect.arrayContaining([
        { item: 'chickpeas', quantity: 700, unit: 'g' },
        { item: 'onions', quantity: 3.5, unit: null },
        { item: 'oil', quantity: 1.5, unit: 'tbsp' },
      ]),
    );
  });

  it('treats a factor that is no number as 1, and rounds away float noise', () => {
    const list = mergeIngredients([
      ...recipe('A', ['0.1 kg rice'], Number.NaN),
      ...recipe('B', ['0.2 kg rice'], -1),
      ...recipe('C', ['100 g rice'], 1 / 3),
    ]);
    expect(list[0]?.quantity).toBe(333.333);
  });
});

describe('mergeIngredients: no amount', () => {
  it('lists an item without an amount once, without a quantity', () => {
    const list = mergeIngredients([...recipe('A', ['salt to taste', 'olive oil, to drizzle']), ...recipe('B', ['Salt'])]);
    expect(list).toEqual([
      { key: 'salt.none', item: 'salt', quantity: null, unit: null, aisle: 'Herbs & spices', recipes: ['A', 'B'] },
      { key: 'olive-oil.none', item: 'olive oil', quantity: null, unit: null, aisle: 'Oils, sauces & condiments', recipes: ['A'] },
    ]);
  });

  it('keeps only the line with an amount when the item has one, naming every recipe on it', () => {
    const list = mergeIngredients([...recipe('Soup', ['salt to taste']), ...recipe('Bread', ['1 tsp salt']), ...recipe('Stew', ['salt'])]);
    expect(list).toEqual([
      { key: 'salt.volume', item: 'salt', quantity: 1, unit: 'tsp', aisle: 'Herbs & spices', recipes: ['Soup', 'Bread', 'Stew'] },
    ]);
  });

  it('skips lines with nothing to buy in them', () => {
    const empty: Ingredient = { text: '—', quantity: 2, unit: 'g', item: '  ', note: null };
    expect(mergeIngredients([{ ingredient: empty, factor: 1, recipeTitle: 'A' }])).toEqual([]);
    expect(mergeIngredients([])).toEqual([]);
  });
});

describe('mergeIngredients: aisles and order', () => {
  it('groups by aisle in the order of the shop, then by item', () => {
    const list = mergeIngredients(
      recipe('A', [
        '1 tbsp olive oil',
        '2 eggs',
        '200 g spaghetti',
        '1 tin chickpeas',
        'frozen peas',
        'kitchen roll',
        '2 carrots',
        '1 apple',
        'bread',
        'sea bass',
        '1 tsp cumin',
        '100 g flour',
        'a bottle of wine',
        'dragon fruit jelly',
      ]),
    );
    expect(list.map((line) => [line.aisle, line.item])).toEqual([
      ['Fruit & veg', 'apple'],
      ['Fruit & veg', 'carrots'],
      ['Bakery', 'bread'],
      ['Dairy & eggs', 'eggs'],
      ['Meat & fish', 'sea bass'],
      ['Tins & jars', 'chickpeas'],
      ['Pasta, rice & pulses', 'spaghetti'],
      ['Herbs & spices', 'cumin'],
      ['Oils, sauces & condiments', 'olive oil'],
      ['Baking', 'flour'],
      ['Frozen', 'frozen peas'],
      ['Drinks', 'wine'],
      ['Household', 'kitchen roll'],
      ['Other', 'dragon fruit jelly'],
    ]);
  });
});

describe('mergeIngredients: keys', () => {
  it('gives a line the same key whatever the amounts, recipes and order', () => {
    const before = mergeIngredients(recipe('A', ['2 onions', '200 g onions', '2 cloves garlic', 'salt']));
    const after = mergeIngredients([
      ...recipe('B', ['1 kg onions', 'salt', '5 cloves garlic', '3 onions, sliced'], 3),
      ...recipe('A', ['2 onions', '200 g onions', '2 cloves garlic', 'salt']),
    ]);
    const keys = (list: ShoppingLine[]) => list.map((line) => line.key).sort();
    expect(keys(before)).toEqual(['garlic.per-clove', 'onion.each', 'onion.mass', 'salt.none']);
    expect(keys(after)).toEqual(keys(before));
  });

  it('makes keys that are url-safe and distinct, for names in any script', () => {
    const list = mergeIngredients(
      recipe('A', ['1 豆腐', '200 g 豆腐', '1 tsp gochugaru/고춧가루', '2 salt & pepper', `3 ${'very long name '.repeat(30)}`]),
    );
    for (const line of list) {
      expect(line.key).toMatch(/^[a-z0-9._-]+$/);
      expect(line.key.length).toBeLessThanOrEqual(250);
    }
    expect(new Set(list.map((line) => line.key)).size).toBe(list.length);
  });
});

describe('mergeIngredients: any input', () => {
  const ingredient = fc.record({
    text: fc.string({ maxLength: 60 }),
    quantity: fc.option(fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: 0, max: 1000 })), { nil: null }),
    unit: fc.option(fc.oneof(fc.constantFrom(...unitNames), fc.string({ maxLength: 8 })), { nil: null }),
    item: fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('onions', 'Onion', 'tomatoes', 'salt', 'pepper', 'scallions', 'milk', 'leaves'),
    ),
    note: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
  });
  const plannedLine = fc.record({
    ingredient: fc.oneof(ingredient, fc.string({ maxLength: 60 }).map(parseIngredientLine)),
    factor: fc.oneof(fc.double(), fc.constantFrom(0.5, 1, 1.5, 2, 3)),
    recipeTitle: fc.constantFrom('A', 'B', 'C', ' ', ''),
  });

  function checkList(lines: PlannedIngredient[]) {
    const list = mergeIngredients(lines);
    expect(new Set(list.map((line) => line.key)).size).toBe(list.length);
    for (const line of list) {
      expect(line.key).toMatch(/^[a-z0-9._-]+$/);
      if (line.quantity !== null) expect(Number.isFinite(line.quantity) && line.quantity >= 0).toBe(true);
      expect(typeof lineText(line)).toBe('string');
    }
    const order = list.map((line) => aisleOrder(line.aisle));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  }

  it('never throws; keys are unique and url-safe; amounts finite; sorted by aisle', () => {
    fc.assert(fc.property(fc.array(plannedLine, { maxLength: 200 }), checkList), { numRuns: 100 });
  });

  it('takes 1,000 random lines in one list', () => {
    checkList(fc.sample(plannedLine, 1000));
  });

  it('handles 1,000 real-looking lines at once', () => {
    const lines = Array.from(
      { length: 1000 },
      (_, i) =>
        recipe(`Recipe ${i % 20}`, [
          `${(i % 7) + 1} ${['g', 'kg', 'tbsp', 'cup', 'cloves', 'tins', ''][i % 7]} ${['onions', 'garlic', 'milk', 'rice', 'tomatoes'][i % 5]}`,
        ])[0],
    ).filter((line): line is PlannedIngredient => line !== undefined);
    const list = mergeIngredients(lines);
    expect(list.length).toBeLessThan(40);
    expect(list.every((line) => line.recipes.length > 0)).toBe(true);
  });
});

describe('mergeIngredients: in metric or US measures', () => {
  const flour = [...recipe('Pancakes', ['1 cup plain flour']), ...recipe('Bread', ['200 g all-purpose flour'])];

  it('as written (the default) keeps a cup of flour and 200 g of flour apart, as before', () => {
    expect(amounts(mergeIngredients(flour))).toEqual([
      { item: 'plain flour', quantity: 200, unit: 'g' },
      { item: 'plain flour', quantity: 1, unit: 'cup' },
    ]);
    expect(mergeIngredients(flour, 'as-written')).toEqual(mergeIngredients(flour));
  });

  it('merges a cup of flour and 200 g of flour into one line: grams in metric', () => {
    const [line, ...rest] = mergeIngredients(flour, 'metric');
    expect(rest).toEqual([]);
    // 1 cup (240 ml) of flour at 125 g per US cup of 236.6 ml is 126.8 g.
    expect(line).toMatchObject({ key: 'plain-flour.mass', item: 'plain flour', unit: 'g', recipes: ['Pancakes', 'Bread'] });
    expect(line?.quantity).toBeCloseTo(326.8, 1);
    expect(lineText(line as ShoppingLine)).toBe('325 g plain flour');
  });

  it('and cups in US measures, under the same key, so a tick survives switching between them', () => {
    const [line, ...rest] = mergeIngredients(flour, 'us');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ key: 'plain-flour.mass', item: 'plain flour', unit: 'cup' });
    expect(line?.quantity).toBeCloseTo(2.577, 2);
    expect(lineText(line as ShoppingLine)).toBe('2 ½ cups plain flour');
  });

  it('merges poured ingredients into millilitres in metric and cups in US measures', () => {
    const milk = [...recipe('Pancakes', ['1 cup milk']), ...recipe('Sauce', ['100 ml milk']), ...recipe('Cake', ['100 g milk'])];
    const [metric] = mergeIngredients(milk, 'metric');
    expect(metric).toMatchObject({ key: 'milk.volume', unit: 'ml' });
    expect(metric?.quantity).toBeCloseTo(240 + 100 + 100 / (244 / 236.5882365), 1);
    const [us] = mergeIngredients(milk, 'us');
    expect(us).toMatchObject({ key: 'milk.volume', unit: 'cup' });
    expect(lineText(us as ShoppingLine)).toBe('1 ¾ cups milk');
  });

  it('shows what Americans buy by weight in ounces and pounds, whatever the recipes measured it in', () => {
    const onions = [...recipe('Soup', ['1 cup chopped onions']), ...recipe('Stew', ['300 g onions'])];
    const [us, ...rest] = mergeIngredients(onions, 'us');
    expect(rest).toEqual([]);
    expect(us).toMatchObject({ key: 'onion.mass', item: 'onions', unit: 'lb' });
    expect(lineText(us as ShoppingLine)).toBe('1 lb onions');
    expect(lineText(mergeIngredients(onions, 'metric')[0] as ShoppingLine)).toBe('460 g onions');
  });

  it('keeps spoons as spoons in metric when every recipe measured in spoons, and cups in US when they used spoons and cups', () => {
    const oil = [...recipe('A', ['2 tbsp olive oil']), ...recipe('B', ['1 tbsp olive oil'])];
    expect(amounts(mergeIngredients(oil, 'metric'))).toEqual([{ item: 'olive oil', quantity: 3, unit: 'tbsp' }]);
    const salt = [...recipe('A', ['1 tsp salt']), ...recipe('B', ['2 tsp salt'])];
    expect(amounts(mergeIngredients(salt, 'metric'))).toEqual([{ item: 'salt', quantity: 1, unit: 'tbsp' }]);
    const sugar = [...recipe('A', ['½ cup sugar']), ...recipe('B', ['4 tbsp sugar'])];
    expect(amounts(mergeIngredients(sugar, 'us'))).toEqual([{ item: 'sugar', quantity: 0.75, unit: 'cup' }]);
    // A weight among them: grams in metric, and the US measure for salt is the spoon.
    const moreSalt = [...salt, ...recipe('C', ['6 g salt'])];
    expect(mergeIngredients(moreSalt, 'metric')[0]).toMatchObject({ unit: 'g' });
    expect(lineText(mergeIngredients(moreSalt, 'metric')[0] as ShoppingLine)).toBe('24 g salt');
    expect(lineText(mergeIngredients(moreSalt, 'us')[0] as ShoppingLine)).toBe('1 ⅓ tbsp salt');
  });

  it('keeps mass and volume apart for an item whose density is not known, each in the person’s measures', () => {
    const sauce = [...recipe('A', ['1 cup dragon fruit purée', '1 lb dragon fruit purée']), ...recipe('B', ['100 ml dragon fruit purée'])];
    expect(amounts(mergeIngredients(sauce, 'metric'))).toEqual([
      { item: 'dragon fruit purée', quantity: 453.592, unit: 'g' },
      { item: 'dragon fruit purée', quantity: 340, unit: 'ml' },
    ]);
    expect(amounts(mergeIngredients(sauce, 'us'))).toEqual([
      { item: 'dragon fruit purée', quantity: 1, unit: 'lb' },
      { item: 'dragon fruit purée', quantity: 1.41667, unit: 'cup' },
    ]);
  });

  it('never converts counts, packs or lines with no amount', () => {
    const lines = recipe('A', ['2 cloves garlic', '1 tin chopped tomatoes', '2 eggs', 'salt to taste', 'a pinch of salt']);
    for (const measures of ['metric', 'us'] as const) expect(mergeIngredients(lines, measures)).toEqual(mergeIngredients(lines));
  });

  it('keeps the list whole on any input, in every measures setting', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ line: fc.string({ maxLength: 40 }), factor: fc.double({ noNaN: false }) }), { maxLength: 30 }),
        fc.constantFrom('metric', 'us', 'as-written' as const),
        (entries, measures) => {
          const planned = entries.map(({ line, factor }) => ({ ingredient: parseIngredientLine(line), factor, recipeTitle: 'R' }));
          for (const line of mergeIngredients(planned, measures)) {
            expect(line.key).toMatch(/^[a-z0-9._-]+$/);
            if (line.quantity !== null) expect(Number.isFinite(line.quantity)).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
