import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { PantryItem } from '../../../shared/pantry.ts';
import type { Db } from '../../db/kysely.ts';
import { readableInHousehold, type HouseholdMember } from '../households/index.ts';

/**
 * The pantry's queries (docs/decisions/0079-the-pantry.md): every one is scoped by the acting person's household,
 * whose members share one pantry, so an item that is not theirs is simply not found.
 */

const itemColumns = ['id', 'item', 'itemKey', 'quantity', 'unit', 'bestBefore'] as const;

interface PantryRow {
  id: string;
  item: string;
  itemKey: string;
  quantity: number | null;
  unit: string | null;
  bestBefore: string | null;
}

function toPantryItem(row: PantryRow): PantryItem {
  return {
    id: row.id,
    item: row.item,
    key: row.itemKey,
    // PostgreSQL's double and SQLite's real both come back as numbers; a driver's string is read as one.
    quantity: row.quantity === null ? null : Number(row.quantity),
    unit: row.unit,
    bestBefore: row.bestBefore,
  };
}

/** The household's pantry, soonest best-before first, items with no date last, then by item. */
export async function listPantryItems(db: Db, householdId: string): Promise<PantryItem[]> {
  const rows = await db.kysely
    .selectFrom('pantryItem')
    .select(itemColumns)
    .where('householdId', '=', householdId)
    .orderBy(sql`case when ${sql.ref('bestBefore')} is null then 1 else 0 end`)
    .orderBy('bestBefore')
    .orderBy('itemKey')
    .execute();
  return rows.map(toPantryItem);
}

export async function countPantryItems(db: Db, householdId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('pantryItem')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('householdId', '=', householdId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findPantryItemByKey(db: Db, householdId: string, itemKey: string): Promise<PantryItem | null> {
  const row = await db.kysely
    .selectFrom('pantryItem')
    .select(itemColumns)
    .where('householdId', '=', householdId)
    .where('itemKey', '=', itemKey)
    .executeTakeFirst();
  return row ? toPantryItem(row) : null;
}

export interface PantryValues {
  quantity?: number | null;
  unit?: string | null;
  bestBefore?: string | null;
}

/** Adds an item to the household's pantry as added by `who.userId`; null when the item is already there (a race). */
export async function insertPantryItem(
  db: Db,
  who: HouseholdMember,
  item: { item: string; itemKey: string; quantity: number | null; unit: string | null; bestBefore: string | null },
): Promise<PantryItem | null> {
  const now = new Date().toISOString();
  const row = await db.kysely
    .insertInto('pantryItem')
    .values({ id: randomUUID(), householdId: who.householdId, addedBy: who.userId, ...item, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(['householdId', 'itemKey']).doNothing())
    .returning(itemColumns)
    .executeTakeFirst();
  return row ? toPantryItem(row) : null;
}

/** Changes one of the household's items; null when there is no such item of theirs. */
export async function updatePantryItem(db: Db, householdId: string, id: string, values: PantryValues): Promise<PantryItem | null> {
  const row = await db.kysely
    .updateTable('pantryItem')
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('householdId', '=', householdId)
    .returning(itemColumns)
    .executeTakeFirst();
  return row ? toPantryItem(row) : null;
}

/** Removes one of the household's items; false when there is no such item of theirs. */
export async function deletePantryItem(db: Db, householdId: string, id: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('pantryItem').where('id', '=', id).where('householdId', '=', householdId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ── What can I make? ────────────────────────────────────────────────────────────────────────────────────

/** A row of the index for one of the household's own recipes: which pantry key it uses, of how many items. */
export interface HouseholdPosting {
  itemKey: string;
  recipeId: string;
  itemCount: number;
  /** The recipe's title, as it is now. */
  title: string;
}

/**
 * The index's rows for `keys` of the recipes `reader` may read in their household (their own, and the members' not
 * private), read from the members to their rows by the owner index (userId, itemKey): asked as "the reader's, or a
 * member's", PostgreSQL read every own recipe's row of the keys (some 110,000 at the benchmark's size) and filtered.
 * Who may read each is asked of the recipe itself, not of the index's copy of its owner and privacy (written a moment
 * after the recipe), so a recipe deleted or made private is never suggested to those who may no longer read it.
 */
export async function householdPostings(db: Db, reader: HouseholdMember, keys: readonly string[]): Promise<HouseholdPosting[]> {
  if (keys.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('user as m')
    .innerJoin('recipeItem as h', 'h.userId', 'm.id')
    .innerJoin('recipe as r', 'r.id', 'h.recipeId')
    .select(['h.itemKey', 'h.recipeId', 'h.itemCount', 'r.title'])
    .where('m.householdId', '=', reader.householdId)
    .where('h.inCatalogue', '=', 0)
    .where('h.itemKey', 'in', keys)
    .where('r.deleted', '=', 0)
    .where('r.inCatalogue', '=', 0)
    .where(readableInHousehold('r', reader))
    .execute();
  return rows.map((row) => ({ ...row, itemCount: Number(row.itemCount) }));
}

/** The index's rows of the recipes `ids`, in each recipe's order: from the covering `recipe_item_recipe_idx` (migration 0029). */
export function indexedItemsQuery(db: Db, ids: readonly string[]) {
  return db.kysely
    .selectFrom('recipeItem')
    .select(['recipeId', 'itemKey', 'item'])
    .where('recipeId', 'in', ids)
    .orderBy('recipeId')
    .orderBy('position');
}

/** The items of the recipes `ids` as the index holds them (key, words as the recipe names them), in each recipe's order. */
export async function indexedItemsOf(db: Db, ids: readonly string[]): Promise<Map<string, { key: string; item: string }[]>> {
  const byRecipe = new Map<string, { key: string; item: string }[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRecipe;
  for (const row of await indexedItemsQuery(db, ids).execute()) byRecipe.get(row.recipeId)?.push({ key: row.itemKey, item: row.item });
  return byRecipe;
}
