import type { Measures } from '../../../shared/ingredients/measures.ts';
import type { DateRange } from '../../../shared/meal-plans.ts';
import type { ShoppingItem } from '../../../shared/shopping.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HouseholdMember } from '../households/index.ts';
import { plannedLines, readItemId, readManualText, toManualItem, toPlannedItem } from './build-shopping-list.ts';
import { countManualItems, deleteManualItem, insertManualItem, rangeKey, setManualItemChecked, setTick } from './shopping-lists.repo.ts';
import { words } from '../../lib/i18n.ts';

/** Items one list can have added by hand: far more than a shop needs, few enough that a list stays a list. */
export const MAX_MANUAL_ITEMS = 200;

export const shoppingMessages = {
  itemNotFound: 'Item not found',
  tooManyItems: `A list can have at most ${MAX_MANUAL_ITEMS} items added by hand`,
} as const;

/**
 * Ticks or unticks an item of the household's list. A planned line is ticked by its key, and only while it is on
 * the list (a key made up or gone from the plan is 404); a hand-added item must be the household's, on this list.
 * The list is read in the person's `measures`, since they decide which lines (and keys) it has.
 */
export async function tickShoppingItem(
  db: Db,
  who: HouseholdMember,
  range: DateRange,
  id: string,
  checked: boolean,
  measures: Measures = 'as-written',
): Promise<ShoppingItem> {
  const ref = readItemId(id);
  if (ref?.kind === 'planned') {
    const line = (await plannedLines(db, who.householdId, range, measures)).find((candidate) => candidate.key === ref.key);
    if (!line) throw new AppError('NOT_FOUND', words('server.shopping.itemNotFound'));
    await setTick(db, who, rangeKey(range), line.key, checked);
    return toPlannedItem(line, checked);
  }
  if (ref?.kind === 'manual') {
    const row = await setManualItemChecked(db, who.householdId, rangeKey(range), ref.id, checked);
    if (row) return toManualItem(row);
  }
  throw new AppError('NOT_FOUND', words('server.shopping.itemNotFound'));
}

/**
 * Adds an item by hand, read like an ingredient line. The cap is checked before the insert, so two requests
 * racing at the limit may leave 201 items: it bounds a list's size, it is not a quota anyone relies on.
 */
export async function addManualItem(db: Db, who: HouseholdMember, range: DateRange, text: string): Promise<ShoppingItem> {
  const key = rangeKey(range);
  if ((await countManualItems(db, who.householdId, key)) >= MAX_MANUAL_ITEMS)
    throw new AppError('CONFLICT', words('server.shopping.tooManyItems', { max: MAX_MANUAL_ITEMS }));
  return toManualItem(await insertManualItem(db, who, key, readManualText(text)));
}

/** Removes one of the household's hand-added items; planned lines cannot be removed, only ticked. */
export async function removeManualItem(db: Db, householdId: string, range: DateRange, id: string): Promise<void> {
  const ref = readItemId(id);
  const deleted = ref?.kind === 'manual' && (await deleteManualItem(db, householdId, rangeKey(range), ref.id));
  if (!deleted) throw new AppError('NOT_FOUND', words('server.shopping.itemNotFound'));
}
