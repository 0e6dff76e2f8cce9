import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInMeasures, ingredientInMeasures } from './amount-in-measures.ts';
import { densityFor } from './ingredient-densities.ts';
import { formatIngredient } from './format-ingredient.ts';
import { inMeasures, measureSystems, usVolume, type Measures } from './measures.ts';
import { parseIngredientLine } from './parse.ts';
import { readableAmount } from './readable-amount.ts';
import { convert, unitInfo, unitNames, type UnitName } from './units.ts';

const show = (quantity: number, unit: string | null, item: string, measures: Measures) =>
  amountInMeasures({ quantity, unit, item }, measures).text;

const massUnits = unitNames.filter((unit) => unitInfo(unit)?.kind === 'mass');
const volumeUnits = unitNames.filter((unit) => unitInfo(unit)?.kind === 'volume');
const countUnits = unitNames.filter((unit) => unitInfo(unit)?.kind === 'count');

describe('measureSystems', () => {
  it('lists the three settings, as written last', () => {
    expect(measureSystems).toEqual(['metric', 'us', 'as-written']);
  });
});

describe('within a kind, with no density: every unit to the other system', () => {
  // An item the density table does not know, so only the within-kind conversion applies.
  const item = 'mystery';

  it.each<[number, UnitName, string, string]>([
    // Mass, US customary to metric: avoirdupois ounces and pounds.
    [1, 'oz', '28 g', '1 oz'],
    [8, 'oz', '225 g', '8 oz'],
    [1, 'lb', '455 g', '1 lb'],
    [2.5, 'lb', '1.13 kg', '2 ½ lb'],
    [40, 'oz', '1.13 kg', '2 ½ lb'],
    // Mass, metric to US customary.
    [100, 'g', '100 g', '3 ½ oz'],
    [454, 'g', '455 g', '1 lb'],
    [1, 'kg', '1 kg', '2 ¼ lb'],
    [0.5, 'kg', '500 g', '1 ⅛ lb'],
    [250000, 'mg', '250 g', '8 ¾ oz'],
    [3, 'g', '3 g', '3 g'],
    // Volume, US customary to metric: cups and fluid measures become millilitres and litres.
    [1, 'cup', '240 ml', '1 cup'],
    [2.5, 'cup', '600 ml', '2 ½ cups'],
    [8, 'fl oz', '235 ml', '1 cup'],
    [1, 'pint', '475 ml', '2 cups'],
    [1, 'quart', '950 ml', '4 cups'],
    [1, 'gallon', '3.79 l', '1 gallon'],
    [64, 'tsp', '320 ml', '1 ⅓ cups'],
    [20, 'tbsp', '300 ml', '1 ¼ cups'],
    // Volume, metric to US customary: teaspoons below a tablespoon, tablespoons below ¼ cup, cups below a gallon.
    [5, 'ml', '5 ml', '1 tsp'],
    [10, 'ml', '10 ml', '2 tsp'],
    [45, 'ml', '45 ml', '3 tbsp'],
    [120, 'ml', '120 ml', '½ cup'],
    [1, 'l', '1 l', '4 ⅛ cups'],
    [25, 'cl', '25 cl', '1 cup'],
    [5, 'dl', '5 dl', '2 ⅛ cups'],
    [4, 'l', '4 l', '1 gallon'],
    [7.5, 'l', '7.5 l', '2 gallons'],
  ])('%s %s reads %s in metric and %s in US measures', (quantity, unit, metric, us) => {
    expect(show(quantity, unit, item, 'metric')).toBe(metric);
    expect(show(quantity, unit, item, 'us')).toBe(us);
  });

  it('keeps spoons as spoons in metric measures below a cup: metric kitchens use 5 ml and 15 ml spoons', () => {
    expect(show(1, 'tsp', item, 'metric')).toBe('1 tsp');
    expect(show(2, 'tbsp', item, 'metric')).toBe('2 tbsp');
    expect(show(6, 'tsp', item, 'metric')).toBe('2 tbsp');
    expect(show(15, 'tbsp', item, 'metric')).toBe('15 tbsp');
    expect(show(16, 'tbsp', item, 'metric')).toBe('240 ml');
  });

  it('keeps spoons and cups as written in US measures, along their ladder', () => {
    expect(show(6, 'tbsp', item, 'us')).toBe('6 tbsp');
    expect(show(0.5, 'cup', item, 'us')).toBe('½ cup');
    expect(show(3, 'tsp', item, 'us')).toBe('1 tbsp');
    expect(show(20, 'cup', item, 'us')).toBe('1 ¼ gallons');
  });

  it('never changes the amount of anything, only the unit it is written in (every mass and volume unit, both systems)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...massUnits, ...volumeUnits),
        fc.double({ min: 0.01, max: 100000, noNaN: true }),
        fc.constantFrom<Measures>(...measureSystems),
        (unit, quantity, measures) => {
          const { quantity: shown, unit: shownUnit } = inMeasures(quantity, unit, measures, null);
          const kind = unitInfo(unit)?.kind;
          expect(unitInfo(shownUnit)?.kind).toBe(kind);
          const base = kind === 'mass' ? 'g' : 'ml';
          expect(convert(shown, shownUnit, base)).toBeCloseTo(convert(quantity, unit, base) ?? NaN, 6);
        },
      ),
    );
  });

  it('uses only the target system’s units: metric shows no ounces or cups, US no grams (but tiny weights) or millilitres', () => {
    const metricUnits = new Set(['mg', 'g', 'kg', 'ml', 'cl', 'dl', 'l', 'tsp', 'tbsp']);
    const usUnits = new Set(['mg', 'g', 'oz', 'lb', 'tsp', 'tbsp', 'cup', 'gallon']);
    for (const unit of [...massUnits, ...volumeUnits]) {
      for (const quantity of [0.1, 1, 3, 20, 250, 4000]) {
        expect(metricUnits, `${quantity} ${unit} in metric`).toContain(readableAmount(quantity, unit, { measures: 'metric' }).unit);
        const us = readableAmount(quantity, unit, { measures: 'us' });
        expect(usUnits, `${quantity} ${unit} in US`).toContain(us.unit);
        if (us.unit === 'g' || us.unit === 'mg') expect(convert(quantity, unit, 'oz')).toBeLessThan(0.25);
      }
    }
  });
});

describe('the round trip: metric → US → metric gives back the amount, within the rounding of each', () => {
  it.each<[number, UnitName, string]>([
    [250, 'g', 'plain flour'],
    [100, 'g', 'sugar'],
    [200, 'g', 'rice'],
    [50, 'g', 'rolled oats'],
    [115, 'g', 'butter'],
    [500, 'ml', 'milk'],
    [30, 'ml', 'olive oil'],
    [1, 'l', 'vegetable stock'],
    [200, 'g', 'onions'],
    [1.5, 'kg', 'potatoes'],
    [400, 'g', 'beef mince'],
    [150, 'ml', 'mystery sauce'],
    [2, 'tbsp', 'honey'],
    [1, 'tsp', 'ground cinnamon'],
  ])('%s %s %s', (quantity, unit, item) => {
    const us = amountInMeasures({ quantity, unit, item }, 'us');
    const back = amountInMeasures({ quantity: us.quantity, unit: us.unit, item }, 'metric');
    const density = densityFor(item);
    const inGrams = (amount: number, from: string | null) => {
      const info = unitInfo(from);
      if (info?.kind === 'mass') return amount * info.toBase;
      return amount * (info?.toBase ?? NaN) * (density?.gramsPerMl ?? 1);
    };
    // Below a cup the steps are ⅛ to ⅓ apart (⅔ and ¾, ½ and ⅔), so a round trip may move an amount by up to an eighth.
    expect(Math.abs(inGrams(back.quantity, back.unit) - inGrams(quantity, unit)) / inGrams(quantity, unit)).toBeLessThan(0.125);
  });
});

describe('through the density table, one ingredient of each kind', () => {
  it.each<[string, string, string, string]>([
    // line, metric, US, why
    ['1 cup plain flour', '125 g', '1 cup', 'flour is weighed in metric countries'],
    ['250 g all-purpose flour', '250 g', '2 cups', 'and measured by the cup in America'],
    ['¾ cup caster sugar', '150 g', '¾ cup', 'sugar'],
    ['½ cup butter', '115 g', '½ cup', 'butter'],
    ['100 g brown sugar', '100 g', '½ cup', 'packed brown sugar'],
    ['1 cup basmati rice', '190 g', '1 cup', 'rice'],
    ['80 g rolled oats', '80 g', '1 cup', 'oats'],
    ['1 cup red lentils', '195 g', '1 cup', 'lentils'],
    ['½ cup walnuts', '59 g', '½ cup', 'nuts'],
    ['2 tbsp sesame seeds', '2 tbsp', '2 tbsp', 'spoons stay spoons in metric'],
    ['1 cup sesame seeds', '145 g', '1 cup', 'seeds by the cup'],
    ['1 cup grated cheddar', '115 g', '1 cup', 'grated cheese'],
    ['100 g grated cheddar', '100 g', '3 ½ oz', 'cheddar is bought and written by weight in America'],
    ['100 g parmesan', '100 g', '1 cup', 'but grated parmesan by the cup'],
    ['1 cup milk', '240 ml', '1 cup', 'milk is poured, not weighed, in metric countries'],
    ['250 g milk', '250 g', '1 cup', 'a weight stays a weight in metric, and milk is poured by the cup in America'],
    ['1 cup natural yoghurt', '250 g', '1 cup', 'yoghurt is weighed'],
    ['½ cup honey', '170 g', '½ cup', 'honey'],
    ['½ cup cocoa powder', '44 g', '½ cup', 'cocoa'],
    ['10 g salt', '10 g', '1 ⅔ tsp', 'salt by the spoon in America'],
    ['5 g ground cinnamon', '5 g', '2 tsp', 'spices'],
    ['2 cups chopped onions', '325 g', '2 cups', 'chopped vegetables'],
    ['300 g onions', '300 g', '10 ½ oz', 'onions are bought by weight in America'],
    ['1 cup olive oil', '240 ml', '1 cup', 'oil is poured'],
    ['100 g olive oil', '100 g', '½ cup', 'a weight of oil'],
  ])('%s reads %s in metric and %s in US measures (%s)', (line, metric, us) => {
    const ingredient = parseIngredientLine(line);
    // "grated" and "chopped" are read into the note (docs/decisions/0069), which follows the item.
    const note = ingredient.note === null ? '' : `, ${ingredient.note}`;
    expect(ingredientInMeasures(ingredient, 1, 'metric')).toBe(`${metric} ${ingredient.item}${note}`);
    expect(ingredientInMeasures(ingredient, 1, 'us')).toBe(`${us} ${ingredient.item}${note}`);
  });

  it('converts a scaled amount: 3 tbsp of flour for six times the servings is over a cup, so grams', () => {
    expect(ingredientInMeasures(parseIngredientLine('3 tbsp plain flour'), 6, 'metric')).toBe('145 g plain flour');
  });
});

describe('what never converts', () => {
  it('keeps cups as millilitres and grams as ounces when the density of the item is not known', () => {
    expect(show(1, 'cup', 'dragon fruit purée', 'metric')).toBe('240 ml');
    expect(show(200, 'g', 'dragon fruit purée', 'us')).toBe('7 oz');
    expect(show(200, 'g', 'dragon fruit purée', 'metric')).toBe('200 g');
  });

  it('converts only within the kind when no density is given: the table is passed in, never looked up behind a page’s back', () => {
    expect(readableAmount(1, 'cup', { measures: 'metric' }).text).toBe('240 ml');
    expect(readableAmount(200, 'g', { measures: 'us' }).text).toBe('7 oz');
    expect(formatIngredient(parseIngredientLine('1 cup plain flour'), 1, { measures: 'metric' })).toBe('240 ml plain flour');
    expect(formatIngredient(parseIngredientLine('1 cup plain flour'), 1, { measures: 'metric', densityOf: densityFor })).toBe(
      '125 g plain flour',
    );
  });

  it.each(countUnits)('never converts a count: 2 %s of flour', (unit) => {
    for (const measures of measureSystems) {
      expect(readableAmount(2, unit, { measures, density: densityFor('plain flour') })).toEqual(readableAmount(2, unit));
    }
  });

  it('never converts a bare count, an unknown unit or a line with no amount', () => {
    for (const measures of measureSystems) {
      expect(show(3, null, 'eggs', measures)).toBe('3');
      expect(show(2, 'scoops', 'protein powder', measures)).toBe('2 scoops');
      expect(ingredientInMeasures(parseIngredientLine('salt to taste'), 1, measures)).toBe('salt to taste');
      expect(ingredientInMeasures(parseIngredientLine('2 cloves garlic'), 1, measures)).toBe('2 cloves garlic');
      expect(ingredientInMeasures(parseIngredientLine('a pinch of salt'), 1, measures)).toBe(
        formatIngredient(parseIngredientLine('a pinch of salt')),
      );
    }
  });

  it('as written changes nothing: the same text as without measures, for every unit', () => {
    for (const unit of unitNames) {
      for (const quantity of [0.3, 1, 7, 250, 1200]) {
        expect(readableAmount(quantity, unit, { measures: 'as-written', density: densityFor('plain flour') })).toEqual(
          readableAmount(quantity, unit),
        );
      }
    }
    expect(ingredientInMeasures(parseIngredientLine('1 cup plain flour'), 2, 'as-written')).toBe('2 cups plain flour');
  });
});

describe('usVolume', () => {
  it.each<[number, string, number]>([
    [4.9, 'tsp', 0.98],
    [15, 'tbsp', 1],
    [59, 'tbsp', 3.93333],
    [60, 'cup', 0.25],
    [3785, 'cup', 15.7708],
    [3786, 'gallon', 1.00016],
  ])('%s ml is measured in %s', (millilitres, unit, quantity) => {
    const amount = usVolume(millilitres);
    expect(amount.unit).toBe(unit);
    expect(amount.quantity).toBeCloseTo(quantity, 4);
  });
});

describe('notes about the amount, in the person’s measures', () => {
  it.each<[string, string, string, string]>([
    // line, metric, US, as written (unchanged)
    ['1 cup (125 g) plain flour', '125 g plain flour', '1 cup plain flour', '1 cup plain flour, 125 g'],
    ['100 g (3.5 oz) cheddar', '100 g cheddar', '3 ½ oz cheddar', '100 g cheddar, 3 ½ oz'],
    ['8 oz (225 g) cheddar, grated', '225 g cheddar, grated', '8 oz cheddar, grated', '8 oz cheddar, 225 g, grated'],
    ['2-3 cups plain flour', '380 g plain flour, 255–380 g', '3 cups plain flour, 2–3 cups', '3 cups plain flour, 2–3 cups'],
    ['200–250 g rice', '250 g rice, 200–250 g', '1 ⅓ cups rice, 1 ⅛–1 ⅓ cups', '250 g rice, 200–250 g'],
    ['2 onions (300 g)', '2 onions, 300 g', '2 onions, 10 ½ oz', '2 onions, 300 g'],
    [
      '2 × 400 g tins chopped tomatoes',
      '800 g chopped tomatoes, 2 × 400 g tins',
      '1 ¾ lb chopped tomatoes, 2 × 400 g tins',
      '800 g chopped tomatoes, 2 × 400 g tins',
    ],
    ['1 tbsp + 1 tsp salt', '1 ⅓ tbsp salt, 1 tbsp + 1 tsp', '1 ⅓ tbsp salt, 1 tbsp + 1 tsp', '1 ⅓ tbsp salt, 1 tbsp + 1 tsp'],
  ])('%s', (line, metric, us, asWritten) => {
    const ingredient = parseIngredientLine(line);
    expect(ingredientInMeasures(ingredient, 1, 'metric')).toBe(metric);
    expect(ingredientInMeasures(ingredient, 1, 'us')).toBe(us);
    expect(ingredientInMeasures(ingredient, 1, 'as-written')).toBe(asWritten);
    expect(formatIngredient(ingredient)).toBe(asWritten);
  });

  it('takes the recipe’s own second unit, scaled, over an estimate from the density table', () => {
    const flour = parseIngredientLine('1 cup (130 g) plain flour');
    expect(ingredientInMeasures(flour, 3, 'metric')).toBe('390 g plain flour');
    // The table alone would say 380 g for three cups.
    expect(ingredientInMeasures(parseIngredientLine('3 cups plain flour'), 1, 'metric')).toBe('380 g plain flour');
  });
});
