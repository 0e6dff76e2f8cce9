import { describe, expect, it } from 'vitest';
import { normaliseItem } from '../shopping/normalise-item.ts';
import { densityFor, densityNames, densityTable } from './ingredient-densities.ts';

describe('the density table', () => {
  it('has at least 80 ingredients, each with its USDA source', () => {
    expect(densityTable.length).toBeGreaterThanOrEqual(80);
    for (const row of densityTable) {
      expect(row.ndb, row.name).toMatch(/^\d{5}$/);
      expect(row.usda.length, row.name).toBeGreaterThan(3);
      expect(row.grams, row.name).toBeGreaterThan(0);
    }
  });

  it('names each row as an item is normalised, so the row is found', () => {
    for (const row of densityTable) expect(normaliseItem(row.name).name).toBe(row.name);
  });

  it('lets no name belong to two rows', () => {
    const owners = new Map<string, string>();
    for (const row of densityTable) {
      for (const name of [row.name, ...(row.also ?? [])]) {
        const key = normaliseItem(name).name;
        const owner = owners.get(key);
        expect(owner === undefined || owner === row.name, `"${name}" is claimed by ${owner} and ${row.name}`).toBe(true);
        owners.set(key, row.name);
      }
    }
    expect(densityNames().length).toBe(owners.size);
  });

  it('holds densities a kitchen can have: from fresh herbs to honey', () => {
    for (const row of densityTable) {
      const density = densityFor(row.name);
      expect(density?.gramsPerMl, row.name).toBeGreaterThan(0.05);
      expect(density?.gramsPerMl, row.name).toBeLessThan(1.6);
    }
  });

  it.each<[string, string | null]>([
    ['all-purpose flour', 'plain flour'],
    ['Plain Flour', 'plain flour'],
    ['flour', 'plain flour'],
    ['whole wheat flour', 'wholemeal flour'],
    ['cornstarch', 'cornflour'],
    ['powdered sugar', 'icing sugar'],
    ['superfine sugar', 'sugar'],
    ['unsalted butter', 'butter'],
    ['extra virgin olive oil', 'olive oil'],
    ['canola oil', 'rapeseed oil'],
    ['rolled oats', 'oat'],
    ['basmati rice', 'rice'],
    ['garbanzo beans', 'chickpea'],
    ['chopped walnuts', 'walnut'],
    ['grated Parmesan', 'parmesan'],
    ['Greek yogurt', 'yoghurt'],
    ['heavy cream', 'double cream'],
    ['baking soda', 'bicarbonate of soda'],
    ['ground black pepper', 'black pepper'],
    ['finely chopped onions', 'onion'],
    ['zucchini', 'courgette'],
    ['cilantro', 'coriander'],
    // Not known: no density, so the amount is never moved between mass and volume.
    ['pepper', null],
    ['chopped tomatoes', null],
    ['almond milk', null],
    ['dragon fruit', null],
    ['', null],
  ])('finds %s as %s', (item, row) => {
    expect(densityFor(item)?.name ?? null).toBe(row);
  });

  it('works out each density against US customary cups and spoons, as USDA measured them', () => {
    // 125 g in a US cup of 236.588 ml; 6 g in a US teaspoon of 4.929 ml.
    expect(densityFor('plain flour')?.gramsPerMl).toBeCloseTo(125 / 236.5882365, 6);
    expect(densityFor('salt')?.gramsPerMl).toBeCloseTo(6 / 4.92892159, 6);
    expect(densityFor('potato')?.gramsPerMl).toBeCloseTo(75 / (0.5 * 236.5882365), 6);
  });
});
