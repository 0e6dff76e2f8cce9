import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n/i18n.ts';
import { aisleName } from './aisle-names.ts';
import type { ShoppingItem } from '../../../shared/shopping.ts';
import { amountText, groupByAisle, itemLabel, itemSource, progressText, tickProgress, withTicks } from './shopping-items.ts';
import { asLocale } from '../../../shared/i18n/locales.ts';

function item(id: string, overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  return { id, item: id, quantity: null, unit: null, aisle: 'Other', checked: false, manual: false, recipes: [], ...overrides };
}

describe('a shopping item as people read it', () => {
  it('shows the amount in its unit, rounded as a cook measures', () => {
    expect(amountText({ quantity: 700, unit: 'g' })).toBe('700 g');
    expect(amountText({ quantity: 1.5, unit: 'cup' })).toBe('1 ½ cups');
    expect(amountText({ quantity: 1, unit: 'cup' })).toBe('1 cup');
    expect(amountText({ quantity: 3, unit: null })).toBe('3');
    expect(amountText({ quantity: 1.25, unit: 'kg' })).toBe('1.25 kg');
    expect(amountText({ quantity: null, unit: null })).toBeNull();
  });

  it('is named by the item first, then its amount', () => {
    expect(itemLabel({ item: 'onions', quantity: 700, unit: 'g' })).toBe('onions, 700 g');
    expect(itemLabel({ item: 'eggs', quantity: 6, unit: null })).toBe('eggs, 6');
    expect(itemLabel({ item: 'bin bags', quantity: null, unit: null })).toBe('bin bags');
  });

  it('says which recipes it is for, or that the person added it', () => {
    expect(itemSource({ manual: false, recipes: ['Lentil soup'] })).toBe('For Lentil soup');
    expect(itemSource({ manual: false, recipes: ['Lentil soup', 'Chilli', 'Dal'] })).toBe('For Lentil soup, Chilli and Dal');
    expect(itemSource({ manual: true, recipes: [] })).toBe('Added by you');
    expect(itemSource({ manual: false, recipes: [] })).toBeNull();
  });
});

describe('the list', () => {
  const items = [
    item('onions', { aisle: 'Vegetables', checked: true }),
    item('carrots', { aisle: 'Vegetables' }),
    item('milk', { aisle: 'Dairy', quantity: 1, unit: 'cup' }),
    item('leeks', { aisle: 'Vegetables' }),
  ];

  it('groups by aisle in the server’s order, each aisle once', () => {
    expect(groupByAisle(items).map((g) => [g.aisle, g.items.map((i) => i.id)])).toEqual([
      ['Vegetables', ['onions', 'carrots', 'leeks']],
      ['Dairy', ['milk']],
    ]);
    expect(groupByAisle([])).toEqual([]);
  });

  it('counts what is ticked', () => {
    expect(progressText(tickProgress(items))).toBe('1 of 4 ticked');
    expect(progressText(tickProgress([]))).toBe('0 of 0 ticked');
  });

  it('shows ticks on their way over the server’s copy, and leaves it alone when there are none', () => {
    const ticking = new Map([
      ['carrots', true],
      ['onions', true],
    ]);
    expect(withTicks(items, ticking).map((i) => i.checked)).toEqual([true, true, false, false]);
    expect(withTicks(items, new Map())).toBe(items);
  });
});

describe('the list in the reader’s language', () => {
  afterEach(() => activateLocale(asLocale('en-GB')));

  it('counts, lists recipes and names aisles in the active language', async () => {
    expect(progressText({ ticked: 1, total: 4 })).toBe('1 of 4 ticked');
    expect(aisleName('Fruit & veg')).toBe('Fruit & veg');
    await activateLocale(asLocale('en-US'));
    expect(progressText({ ticked: 1, total: 4 })).toBe('1 of 4 checked off');
    expect(itemSource({ manual: false, recipes: ['Lentil soup', 'Chili', 'Dal'] })).toBe('For Lentil soup, Chili, and Dal');
    expect(aisleName('Fruit & veg')).toBe('Produce');
  });

  it('shows an aisle the app does not know as the server wrote it', () => {
    expect(aisleName('Garden centre')).toBe('Garden centre');
  });
});
