import { itemKeyOf } from '../../../shared/shopping/item-key.ts';
import { readableAmount } from '../../../shared/ingredients/readable-amount.ts';
import type { ShoppingItem } from '../../../shared/shopping.ts';
import { activeLocale, translate } from '../../lib/i18n/i18n.ts';
import { readerLocale } from '../../lib/date-format.ts';

type Amount = Pick<ShoppingItem, 'quantity' | 'unit'>;

/** "700 g", "1.2 kg", "1 ½ cups", "3" (a count), or null when the list has no amount for it ("salt"). */
export function amountText({ quantity, unit }: Amount): string | null {
  if (quantity === null) return unit;
  // The server has put the list in the person's measures; the numbers are written as their language writes them.
  return readableAmount(quantity, unit, { locale: readerLocale() }).text;
}

/** The item's accessible name: it begins with the item, so people and tests find it by what they buy ("onions, 700 g"). */
export function itemLabel(item: Pick<ShoppingItem, 'item'> & Amount): string {
  const amount = amountText(item);
  return amount ? `${item.item}, ${amount}` : item.item;
}

/** The small print under an item: what it is for. */
export function itemSource(item: Pick<ShoppingItem, 'manual' | 'recipes'>): string | null {
  if (item.manual) return translate('shopping.item.addedByYou');
  if (item.recipes.length === 0) return null;
  // "Lentil soup, Chilli and Dal": the language's own way of listing (en-US adds a comma before "and").
  const recipes = new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(item.recipes);
  return translate('shopping.item.forRecipes', { recipes });
}

export interface AisleGroup {
  aisle: string;
  items: ShoppingItem[];
}

/** Items by aisle, in the server's order (it sorts by aisle): each aisle once, where it first appears. */
export function groupByAisle(items: readonly ShoppingItem[]): AisleGroup[] {
  const groups = new Map<string, ShoppingItem[]>();
  for (const item of items) {
    const group = groups.get(item.aisle);
    if (group) group.push(item);
    else groups.set(item.aisle, [item]);
  }
  return [...groups].map(([aisle, grouped]) => ({ aisle, items: grouped }));
}

export interface TickProgress {
  ticked: number;
  total: number;
}

export function tickProgress(items: readonly Pick<ShoppingItem, 'checked'>[]): TickProgress {
  return { ticked: items.filter((item) => item.checked).length, total: items.length };
}

/** "5 of 12 ticked" */
export function progressText({ ticked, total }: TickProgress): string {
  return translate('shopping.progress.ticked', { ticked, total });
}

/** The list as the person sees it: the server's copy with the ticks still on their way. */
export function withTicks(items: ShoppingItem[], ticking: ReadonlyMap<string, boolean>): ShoppingItem[] {
  if (ticking.size === 0) return items;
  return items.map((item) => {
    const checked = ticking.get(item.id);
    return checked === undefined || checked === item.checked ? item : { ...item, checked };
  });
}

/**
 * The item part of an item's key, as the pantry holds it (docs/decisions/0079-the-pantry.md): a planned line carries
 * it in its id (`p.<item>.<measure>`); a hand-added one is keyed from its words as the list would merge them.
 */
export function shoppingItemKey(item: Pick<ShoppingItem, 'id' | 'item' | 'manual'>): string {
  if (!item.manual && item.id.startsWith('p.')) return item.id.slice(2, item.id.lastIndexOf('.'));
  return itemKeyOf(item.item);
}

/** The list without what the pantry has ("Leave out what the pantry has"). */
export function withoutPantryItems(items: ShoppingItem[], pantryKeys: ReadonlySet<string>): ShoppingItem[] {
  return items.filter((item) => !pantryKeys.has(shoppingItemKey(item)));
}

/** What the pantry is sent for a ticked item: the list's amount and item, read back like an ingredient line. */
export function pantryText(item: Pick<ShoppingItem, 'item' | 'quantity' | 'unit'>): string {
  return [item.quantity === null ? '' : String(item.quantity), item.unit ?? '', item.item].filter(Boolean).join(' ');
}
