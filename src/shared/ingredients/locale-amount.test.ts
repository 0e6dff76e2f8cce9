import { describe, expect, it } from 'vitest';
import { formatQuantityIn } from './locale-amount.ts';
import { amountInMeasures } from './amount-in-measures.ts';
import { readableAmount } from './readable-amount.ts';
import { unitLabel } from './units.ts';

describe('amounts written for a locale', () => {
  it.each<[string, number, string, string]>([
    ['de', 1.5, 'kg', '1,5 kg'],
    ['de', 1234, 'g', '1,23 kg'],
    ['fr', 2.25, 'l', '2,25 l'],
    ['en-GB', 1.5, 'kg', '1.5 kg'],
    ['en-US', 1.5, 'cup', '1 ½ cups'],
    ['en-US', 0.75, 'tsp', '¾ tsp'],
    ['de', 1.5, 'cup', '1 ½ cups'],
    ['nl', 0.5, 'g', '0,5 g'],
    ['pl', 12.5, 'l', '12,5 l'],
  ])('%s: %s %s reads "%s"', (locale, quantity, unit, text) => {
    expect(readableAmount(quantity, unit, { locale }).text).toBe(text);
  });

  it('writes Arabic digits as Intl gives them for the locale, keeping the fraction glyphs', () => {
    const arabic = new Intl.NumberFormat('ar-EG');
    expect(readableAmount(1.5, 'kg', { locale: 'ar-EG' }).text).toBe(`${arabic.format(1.5)} kg`);
    expect(arabic.format(1.5)).not.toBe('1.5');
    expect(readableAmount(2.5, 'cup', { locale: 'ar-EG' }).text).toBe(`${arabic.format(2)} ½ cups`);
    expect(readableAmount(1.5, 'kg', { locale: 'ar' }).text).toBe(`${new Intl.NumberFormat('ar').format(1.5)} kg`);
  });

  it('converts and writes together: a cup of flour in metric, in German', () => {
    expect(amountInMeasures({ quantity: 1.5, unit: 'cup', item: 'plain flour' }, 'metric', 'de').text).toBe('190 g');
    expect(amountInMeasures({ quantity: 1.5, unit: 'kg', item: 'potatoes' }, 'metric', 'de').text).toBe('1,5 kg');
    expect(amountInMeasures({ quantity: 200, unit: 'g', item: 'plain flour' }, 'us', 'en-US').text).toBe('1 ½ cups');
  });

  it('rounds as the unit is measured before writing: 437 g is "435", ⅓ tsp never "0,333"', () => {
    expect(formatQuantityIn(437, 'g', 'de')).toBe('435');
    expect(formatQuantityIn(1 / 3, 'tsp', 'de')).toBe('⅓');
    expect(formatQuantityIn(2.4, null, 'de')).toBe('2 ⅓');
    expect(formatQuantityIn(0.0004, 'g', 'de')).toBe('0,001');
  });

  it('reads a tag Intl does not know as English rather than failing the page', () => {
    expect(readableAmount(1.5, 'kg', { locale: 'not a locale' }).text).toBe('1.5 kg');
    expect(formatQuantityIn(-1, 'kg', 'de')).toBe('');
  });

  it('without a locale, decimals keep the point the stored data uses', () => {
    expect(readableAmount(1.5, 'kg').text).toBe('1.5 kg');
  });
});

describe('unitLabel', () => {
  it('is English in every locale until the translation layer adds a language', () => {
    expect(unitLabel('cup', 2, 'de')).toBe('cups');
    expect(unitLabel('cup', 0.5, 'fr-FR')).toBe('cup');
    expect(unitLabel('g', 200, 'ar')).toBe('g');
    expect(unitLabel('tbsp', 3)).toBe('tbsp');
    expect(unitLabel('scoops', 2, 'de')).toBe('scoops');
  });
});
