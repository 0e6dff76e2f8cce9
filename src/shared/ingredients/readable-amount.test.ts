import { describe, expect, it } from 'vitest';
import { readableAmount } from './readable-amount.ts';

describe('readableAmount', () => {
  it.each<[number, string | null, string]>([
    // Metric mass: grams up to 1,000, then kilograms to three figures; never "40000 g".
    [1200, 'g', '1.2 kg'],
    [40000, 'g', '40 kg'],
    [333.333, 'g', '335 g'],
    [999.8, 'g', '1 kg'],
    [1234, 'g', '1.23 kg'],
    [33333.3, 'g', '33.3 kg'],
    [150000, 'g', '150 kg'],
    [0.3, 'g', '0.3 g'],
    [0.333333, 'kg', '335 g'],
    [1.5, 'kg', '1.5 kg'],
    [1500, 'mg', '1.5 g'],
    [250, 'mg', '250 mg'],
    // Metric volume: millilitres up to 1,000, then litres.
    [900, 'ml', '900 ml'],
    [1500, 'ml', '1.5 l'],
    [0.25, 'l', '250 ml'],
    [150, 'cl', '1.5 l'],
    [25, 'cl', '25 cl'],
    // Spoons and cups: 3 tsp make a tbsp, 16 tbsp a cup; fractions, never 0.3333.
    [1 / 3, 'tsp', '⅓ tsp'],
    [0.333333, 'tsp', '⅓ tsp'],
    [2, 'tsp', '2 tsp'],
    [3, 'tsp', '1 tbsp'],
    [4, 'tsp', '1 ⅓ tbsp'],
    [2.9, 'tsp', '1 tbsp'],
    [50, 'tsp', '1 cup'],
    [6, 'tbsp', '6 tbsp'],
    [24, 'tbsp', '1 ½ cups'],
    [0.5, 'tbsp', '1 ½ tsp'],
    [0.5, 'cup', '½ cup'],
    [0.125, 'cup', '2 tbsp'],
    [2.5, 'cup', '2 ½ cups'],
    // Ounces and pounds.
    [24, 'oz', '1 ½ lb'],
    [0.25, 'lb', '4 oz'],
    [0.5, 'lb', '½ lb'],
    // Counted units and units the table does not know never change.
    [33.3333, 'clove', '33 ½ cloves'],
    [100, 'tin', '100 tins'],
    [2, 'glugs', '2 glugs'],
    [2.5, null, '2 ½'],
    [200, null, '200'],
    [133.4, null, '133'],
    // US fluid measures stay as written.
    [2, 'pint', '2 pints'],
    [0, 'g', '0 g'],
  ])('%d %s → %j', (quantity, unit, text) => {
    expect(readableAmount(quantity, unit).text).toBe(text);
  });

  it('says the amount and unit it shows, so a caller can pluralise or compare', () => {
    expect(readableAmount(1200, 'g')).toEqual({ quantity: 1.2, unit: 'kg', text: '1.2 kg' });
    expect(readableAmount(50, 'tsp')).toMatchObject({ quantity: 1, unit: 'cup' });
    expect(readableAmount(2, 'Tablespoons')).toEqual({ quantity: 2, unit: 'tbsp', text: '2 tbsp' });
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [-1]])('shows nothing for %d', (quantity) => {
    expect(readableAmount(quantity, 'g').text).toBe('');
  });
});
