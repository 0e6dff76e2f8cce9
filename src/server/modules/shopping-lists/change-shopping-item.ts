import type { Measures } from '../../../shared/ingredients/measures.ts';
import type { DateRange } from '../../../shared/meal-plans.ts';
import type { ShoppingItem } from '../../../shared/shopping.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { plannedLines, readItemId, readManualText, toManualItem, toPlannedItem } from './build-shopping-list.ts';
import { countManualItems, deleteManualItem, insertManualItem, rangeKey, setManualItemChecked, setTick } from './shopping-lists.repo.ts';

/** Items one list can have added by hand: far more than a shop needs, few enough that a list stays a list. */
export const MAX_MANUAL_ITEMS = 200;

export const shoppingMessages = {
  itemNotFound: 'Item not found',
  tooManyItems: `A list can have at most ${MAX_MANUAL_ITEMS} items added by hand`,
} as const;

/**
 * Ticks or unticks an item of the user's list. A planned line is ticked by its key, and only while it is on
 * the list (a key made up or gone from the plan is 404); a hand-added item must be the user's own, on this list.
 * The list is read in the person's `measures`, since they decide which lines (and keys) it has.
 */
export async function tickShoppingItem(
  db: Db,
  userId: string,
  range: DateRange,
  id: string,
  checked: boolean,
  measures: Measures = 'as-written',
): Promise<ShoppingItem> {
  const ref = readItemId(id);
  if (ref?.kind === 'planned') {
    const line = (await plannedLines(db, userId, range, measures)).find((candidate) => candidate.key === ref.key);
    if (!line) throw new AppError('NOT_FOUND', shoppingMessages.itemNotFound);
    await setTick(db, userId, rangeKey(range), line.key, checked);
    return toPlannedItem(line, checked);
  }
  if (ref?.kind === 'manual') {
    const row = await setManualItemChecked(db, userId, rangeKey(range), ref.id, checked);
    if (row) return toManualItem(row);
  }
  throw new AppError('NOT_FOUND', shoppingMessages.itemNotFound);
}

/**
 * Adds an item by hand, read like an ingredient line. The cap is checked before the insert, so two requests
 * racing at the limit may leave 201 items: it bounds a list's size, it is not a quota anyone relies on.
 */
export async function addManualItem(db: Db, userId: string, range: DateRange, text: string): Promise<ShoppingItem> {
  const key = rangeKey(range);
  if ((await countManualItems(db, userId, key)) >= MAX_MANUAL_ITEMS) throw new AppError('CONFLICT', shoppingMessages.tooManyItems);
  return toManualItem(await insertManualItem(db, userId, key, readManualText(text)));
}

/** Removes one of the user's hand-added items; planned lines cannot be removed, only ticked. */
export async function removeManualItem(db: Db, userId: string, range: DateRange, id: string): Promise<void> {
  const ref = readItemId(id);
  const deleted = ref?.kind === 'manual' && (await deleteManualItem(db, userId, rangeKey(range), ref.id));
  if (!deleted) throw new AppError('NOT_FOUND', shoppingMessages.itemNotFound);
}
