import type { ShoppingItem, ShoppingList } from '../../../shared/shopping.ts';

/** The list with one item ticked or unticked (an optimistic change, or its rollback). */
export function withChecked(list: ShoppingList | undefined, id: string, checked: boolean): ShoppingList | undefined {
  if (!list) return list;
  return { ...list, items: list.items.map((item) => (item.id === id ? { ...item, checked } : item)) };
}

/** The list with the server's copy of one item in place of ours. */
export function withItem(list: ShoppingList | undefined, saved: ShoppingItem): ShoppingList | undefined {
  if (!list) return list;
  return { ...list, items: list.items.map((item) => (item.id === saved.id ? saved : item)) };
}

export function withoutItem(list: ShoppingList | undefined, id: string): ShoppingList | undefined {
  if (!list) return list;
  return { ...list, items: list.items.filter((item) => item.id !== id) };
}
