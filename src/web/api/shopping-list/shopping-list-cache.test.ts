import { describe, expect, it } from 'vitest';
import type { ShoppingItem } from '../../../shared/shopping.ts';
import { withChecked, withItem, withoutItem } from './shopping-list-cache.ts';

function item(id: string, overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  return { id, item: id, quantity: null, unit: null, aisle: 'Other', checked: false, manual: false, recipes: [], ...overrides };
}

describe('the cached list', () => {
  const items = [
    item('onions', { aisle: 'Vegetables', checked: true }),
    item('carrots', { aisle: 'Vegetables' }),
    item('milk', { aisle: 'Dairy', quantity: 1, unit: 'cup' }),
    item('leeks', { aisle: 'Vegetables' }),
  ];

  it('ticks, replaces and removes one item without touching the others', () => {
    const list = { items };
    expect(withChecked(list, 'carrots', true)?.items.map((i) => i.checked)).toEqual([true, true, false, false]);
    expect(withItem(list, item('milk', { aisle: 'Dairy', checked: true }))?.items[2]?.checked).toBe(true);
    expect(withoutItem(list, 'onions')?.items.map((i) => i.id)).toEqual(['carrots', 'milk', 'leeks']);
    expect(list.items[1]?.checked).toBe(false);
    expect(withChecked(undefined, 'carrots', true)).toBeUndefined();
  });
});
