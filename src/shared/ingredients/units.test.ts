import { describe, expect, it } from 'vitest';
import { convert, normaliseUnit, unitInfo, unitLabel, unitNames } from './units.ts';

describe('normaliseUnit', () => {
  it.each([
    ['g', 'g'],
    ['grams', 'g'],
    ['Grammes', 'g'],
    ['gr', 'g'],
    ['KG', 'kg'],
    ['kilos', 'kg'],
    ['mg', 'mg'],
    ['ounces', 'oz'],
    ['oz.', 'oz'],
    ['lbs', 'lb'],
    ['Pound', 'lb'],
    ['mL', 'ml'],
    ['millilitres', 'ml'],
    ['milliliters', 'ml'],
    ['L', 'l'],
    ['litres', 'l'],
    ['liters', 'l'],
    ['tsp', 'tsp'],
    ['teaspoons', 'tsp'],
    ['t', 'tsp'],
    ['Tbsp', 'tbsp'],
    ['Tbsp.', 'tbsp'],
    ['tbs', 'tbsp'],
    ['tablespoons', 'tbsp'],
    ['T', 'tbsp'],
    ['T.', 'tbsp'],
    ['c.', 'cup'],
    ['C', 'cup'],
    ['Cups', 'cup'],
    ['fl oz', 'fl oz'],
    ['fl. oz.', 'fl oz'],
    ['fluid  ounces', 'fl oz'],
    ['pints', 'pint'],
    ['cloves', 'clove'],
    ['tins', 'tin'],
    ['cans', 'can'],
    ['pinches', 'pinch'],
    ['handfuls', 'handful'],
    ['bunches', 'bunch'],
    ['slices', 'slice'],
    ['pieces', 'piece'],
    ['sticks', 'stick'],
    ['sprigs', 'sprig'],
  ])('%j → %s', (word, unit) => {
    expect(normaliseUnit(word)).toBe(unit);
  });

  it.each(['', 'onion', 'large', 'x', 'tb sp', 'constructor', 'toString', 'hasOwnProperty'])('%j is not a unit', (word) => {
    expect(normaliseUnit(word)).toBeNull();
  });

  it('finds every canonical name as itself', () => {
    for (const name of unitNames) expect(normaliseUnit(name)).toBe(name);
  });
});

describe('unitInfo', () => {
  it('describes a mass, a volume and a count-like unit', () => {
    expect(unitInfo('kg')).toEqual({ name: 'kg', kind: 'mass', toBase: 1000, plural: 'kg', style: 'decimal', packaging: false });
    expect(unitInfo('cup')).toEqual({ name: 'cup', kind: 'volume', toBase: 240, plural: 'cups', style: 'fraction', packaging: false });
    expect(unitInfo('tin')).toEqual({ name: 'tin', kind: 'count', toBase: null, plural: 'tins', style: 'fraction', packaging: true });
    expect(unitInfo('clove')).toEqual({
      name: 'clove',
      kind: 'count',
      toBase: null,
      plural: 'cloves',
      style: 'fraction',
      packaging: false,
    });
  });

  it('accepts an alias, as a client may send one', () => {
    expect(unitInfo('tablespoons')?.name).toBe('tbsp');
  });

  it.each([[null], ['splash of'], ['']])('knows nothing of %j', (unit) => {
    expect(unitInfo(unit)).toBeNull();
  });

  it.each([
    ['mg', 0.001],
    ['g', 1],
    ['kg', 1000],
    ['oz', 28.3495],
    ['lb', 453.592],
    ['ml', 1],
    ['l', 1000],
    ['tsp', 5],
    ['tbsp', 15],
    ['cup', 240],
    ['fl oz', 29.5735],
    ['pint', 473.176],
  ])('1 %s is %d of the base unit (the conventions in units.ts)', (unit, factor) => {
    expect(unitInfo(unit)?.toBase).toBe(factor);
  });

  it('gives every mass and volume unit a factor and no count-like unit one', () => {
    for (const name of unitNames) {
      const info = unitInfo(name);
      expect(info?.kind === 'count' ? info.toBase === null : (info?.toBase ?? 0) > 0, name).toBe(true);
    }
  });
});

describe('convert', () => {
  it.each([
    [1, 'cup', 'ml', 240],
    [1, 'tbsp', 'tsp', 3],
    [3, 'tsp', 'tbsp', 1],
    [1, 'cup', 'tbsp', 16],
    [2, 'kg', 'g', 2000],
    [500, 'ml', 'l', 0.5],
    [1, 'lb', 'g', 453.592],
    [2, 'fl oz', 'ml', 59.147],
    [1, 'pint', 'ml', 473.176],
    [3, 'clove', 'clove', 3],
    [2, 'Tablespoons', 'ml', 30],
  ])('%d %s is %d %s', (quantity, from, to, expected) => {
    expect(convert(quantity, from, to)).toBeCloseTo(expected, 9);
  });

  it.each([
    [1, 'cup', 'g'],
    [100, 'g', 'ml'],
    [1, 'tin', 'g'],
    [1, 'tin', 'can'],
    [1, 'clove', 'piece'],
    [1, 'cup', 'splash'],
  ])('%d %s has no amount in %s', (quantity, from, to) => {
    expect(convert(quantity, from, to)).toBeNull();
  });
});

describe('unitLabel', () => {
  it.each([
    ['cup', 0.5, 'cup'],
    ['cup', 1, 'cup'],
    ['cup', 1.5, 'cups'],
    ['clove', 3, 'cloves'],
    ['pinch', 2, 'pinches'],
    ['bunch', 2, 'bunches'],
    ['g', 200, 'g'],
    ['ml', 500, 'ml'],
    ['tbsp', 2, 'tbsp'],
    ['fl oz', 10, 'fl oz'],
    ['lb', 2, 'lb'],
    ['pint', 2, 'pints'],
    ['splash', 2, 'splashes'],
    ['glug', 2, 'glug'],
  ])('%s beside %d reads %j', (unit, amount, label) => {
    expect(unitLabel(unit, amount)).toBe(label);
  });
});
