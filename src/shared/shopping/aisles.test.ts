import { describe, expect, it } from 'vitest';
import { aisleFor, aisleItems, aisleOrder, aisles, knownAisleItems } from './aisles.ts';
import { normaliseItem } from './normalise-item.ts';

describe('the aisle table', () => {
  it('holds a few hundred items, each once and already in normal form', () => {
    const all = Object.values(aisleItems).flat();
    expect(all.length).toBeGreaterThan(300);
    expect(new Set(all).size).toBe(all.length);
    expect(knownAisleItems.length).toBe(all.length);
    for (const item of all) expect(normaliseItem(item).name, item).toBe(item);
  });

  it('orders the aisles as a walk round the shop, unknown ones last', () => {
    expect(aisles[0]).toBe('Fruit & veg');
    expect(aisles.at(-1)).toBe('Other');
    expect(aisleOrder('Bakery')).toBeLessThan(aisleOrder('Dairy & eggs'));
    expect(aisleOrder('Frozen')).toBeLessThan(aisleOrder('Household'));
    expect(aisleOrder('Garden centre')).toBe(aisles.length);
  });
});

describe('aisleFor', () => {
  it.each([
    ['onion', null, 'Fruit & veg'],
    ['red onion', null, 'Fruit & veg'],
    ['red lentil', null, 'Pasta, rice & pulses'],
    ['smoked paprika', null, 'Herbs & spices'],
    ['ground coriander', null, 'Herbs & spices'],
    ['coriander', 'bunch', 'Fruit & veg'],
    ['olive oil', null, 'Oils, sauces & condiments'],
    ['olive', null, 'Tins & jars'],
    ['chopped tomato', 'tin', 'Tins & jars'],
    ['chopped tomato', 'g', 'Tins & jars'],
    ['tomato', null, 'Fruit & veg'],
    ['tomato', 'can', 'Tins & jars'],
    ['chickpea', null, 'Pasta, rice & pulses'],
    ['chickpea', 'tin', 'Tins & jars'],
    ['pesto', 'jar', 'Tins & jars'],
    ['soy sauce', 'jar', 'Oils, sauces & condiments'],
    ['frozen pea', null, 'Frozen'],
    ['frozen mango', null, 'Frozen'],
    ['tinned peach', null, 'Tins & jars'],
    ['dried oregano', null, 'Herbs & spices'],
    ['dried apricot', null, 'Baking'],
    ['dried porcini', null, 'Baking'],
    ['egg', null, 'Dairy & eggs'],
    ['wholemeal bread', null, 'Bakery'],
    ['chicken thigh', null, 'Meat & fish'],
    ['bin bag', null, 'Household'],
    ['black pepper', null, 'Herbs & spices'],
    ['salt and pepper', null, 'Herbs & spices'],
    ['dragon fruit jelly', null, 'Other'],
    ['', null, 'Other'],
  ] as const)('%j in %j → %s', (name, unit, aisle) => {
    expect(aisleFor(name, unit)).toBe(aisle);
  });
});
