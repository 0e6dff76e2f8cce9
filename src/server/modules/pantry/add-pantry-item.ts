import { parseIngredientLine } from '../../../shared/ingredients/parse.ts';
import { normaliseUnit } from '../../../shared/ingredients/units.ts';
import { MAX_PANTRY_ITEMS, MAX_PANTRY_QUANTITY, type PantryItem } from '../../../shared/pantry.ts';
import { itemKeyOf } from '../../../shared/shopping/item-key.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import type { HouseholdMember } from '../households/index.ts';
import { countPantryItems, findPantryItemByKey, insertPantryItem, updatePantryItem } from './pantry.repo.ts';

/** "2 kg onions" read like an ingredient line: its amount and unit apart, the words of the item as written. */
function readPantryText(text: string): { item: string; quantity: number | null; unit: string | null } {
  const parsed = parseIngredientLine(text);
  // An amount and nothing else ("2 kg") is read back whole as its item: there is no item in it.
  const onlyAmount = parsed.quantity !== null && parsed.item.trim() === parsed.text;
  const item = onlyAmount ? '' : parsed.quantity === null ? parsed.text : parsed.item.trim();
  const quantity = parsed.quantity !== null && parsed.quantity > 0 && parsed.quantity <= MAX_PANTRY_QUANTITY ? parsed.quantity : null;
  const unit = quantity === null || parsed.unit === null ? null : (normaliseUnit(parsed.unit) ?? parsed.unit);
  return { item, quantity, unit };
}

/**
 * Adds an item to the household's pantry, or merges it into the item already there under the same key, as the
 * shopping list merges its lines ("onions" after "2 onions"): amounts in the same unit add up, an amount in another
 * unit replaces the old one, and the sooner best-before date is kept. `created` says which happened.
 */
export async function addPantryItem(
  db: Db,
  who: HouseholdMember,
  { text, bestBefore = null }: { text: string; bestBefore?: string | null },
): Promise<{ item: PantryItem; created: boolean }> {
  const read = readPantryText(text);
  const itemKey = itemKeyOf(read.item);
  if (itemKey === '') throw new AppError('BAD_REQUEST', words('server.pantry.noItem'));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await findPantryItemByKey(db, who.householdId, itemKey);
    if (existing) {
      const merged = await updatePantryItem(db, who.householdId, existing.id, {
        ...mergedAmount(existing, read),
        bestBefore: soonest(existing.bestBefore, bestBefore),
      });
      if (merged) return { item: merged, created: false };
      continue; // Removed meanwhile by another member: add it afresh.
    }
    if ((await countPantryItems(db, who.householdId)) >= MAX_PANTRY_ITEMS)
      throw new AppError('CONFLICT', words('server.pantry.tooManyItems', { max: MAX_PANTRY_ITEMS }));
    const inserted = await insertPantryItem(db, who, { ...read, itemKey, bestBefore });
    if (inserted) return { item: inserted, created: true };
    // Added meanwhile by another member: merge into theirs on the second pass.
  }
  throw new AppError('CONFLICT', words('server.pantry.tryAgain'));
}

function mergedAmount(existing: PantryItem, added: { quantity: number | null; unit: string | null }) {
  if (added.quantity === null) return {};
  if (existing.quantity !== null && existing.unit === added.unit)
    return { quantity: Math.min(existing.quantity + added.quantity, MAX_PANTRY_QUANTITY) };
  return { quantity: added.quantity, unit: added.unit };
}

function soonest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}
