import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { PantryItem } from '../../../shared/pantry.ts';
import { compiledOnce, inListParameter, listParameter, type Db } from '../../db/kysely.ts';
import { readableInHousehold, type HouseholdMember } from '../households/index.ts';
import type { RecipeItem } from './catalogue-postings.ts';

/**
 * The pantry's queries (docs/decisions/0079-the-pantry.md): every one is scoped by the acting person's household,
 * whose members share one pantry, so an item that is not theirs is simply not found.
 */

/** An item's columns, as every query of the pantry reads them (and the session's, pantry-beside-session.ts). */
export const itemColumns = ['id', 'item', 'itemKey', 'quantity', 'unit', 'bestBefore'] as const;

export interface PantryRow {
  id: string;
  item: string;
  itemKey: string;
  quantity: number | null;
  unit: string | null;
  bestBefore: string | null;
}

export function toPantryItem(row: PantryRow): PantryItem {
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

const pantryItemsQuery = compiledOnce<PantryRow, [householdId: string]>((kysely) =>
  kysely.selectFrom('pantryItem').select(itemColumns).where('householdId', '=', '').orderBy(pantryOrder('pantryItem')),
);

/** The pantry's order: soonest best-before first, items with no date last, then by item. */
export const pantryOrder = (table: string) =>
  sql`case when ${sql.ref(`${table}.bestBefore`)} is null then 1 else 0 end, ${sql.ref(`${table}.bestBefore`)}, ${sql.ref(`${table}.itemKey`)}`;

/**
 * The household's pantry, soonest best-before first, items with no date last, then by item: compiled once, being read
 * for every "What can I make?".
 */
export async function listPantryItems(db: Db, householdId: string): Promise<PantryItem[]> {
  return (await pantryItemsQuery(db, householdId)).map(toPantryItem);
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

/** One of the household's own recipes as the index counts it for a pantry. */
export interface HouseholdCandidate {
  recipeId: string;
  /** The recipe's items (staples left out), the pantry's among them, and those of them to use soon. */
  total: number;
  covered: number;
  soon: number;
}

/**
 * The best `limit` of the recipes `reader` may read in their household (their own, and the members' not private) for a
 * pantry of `keys` (`soonKeys` among them to use soon), counted and ranked in the database from the index's rows (the
 * order of rankOrder, rank-catalogue.ts): read from the members to their rows by the covering owner index (userId,
 * itemKey, …: migration 0030), so a person with 2,000 recipes (some 4,000 rows for a dozen common items) costs a few
 * milliseconds and answers `limit` rows. Asked as "the reader's, or a member's", PostgreSQL read every own recipe's
 * row of the keys (some 110,000 at the benchmark's size). Who may read each is the index's copy, written a moment
 * after the recipe: those shown are asked of the recipes themselves (householdRecipesShown).
 */
export async function householdCandidates(
  db: Db,
  reader: HouseholdMember,
  keys: readonly string[],
  soonKeys: readonly string[],
  limit: number,
): Promise<HouseholdCandidate[]> {
  if (keys.length === 0) return [];
  const rows = await householdCandidatesQuery(
    db,
    listParameter(db, soonKeys),
    reader.householdId,
    listParameter(db, keys),
    reader.userId,
    limit,
  );
  return rows.map((row) => ({ recipeId: row.recipeId, total: Number(row.total), covered: Number(row.covered), soon: Number(row.soon) }));
}

/**
 * householdCandidates' statement, compiled once (it runs on every What can I make?), the pantry's keys and those to use
 * soon each one parameter; its constants written out, as the statement is given only these parameters.
 */
const householdCandidatesQuery = compiledOnce<
  { recipeId: string; total: number | string; covered: number | string; soon: number | string },
  [soonKeys: string | readonly string[], householdId: string, keys: string | readonly string[], userId: string, limit: number]
>((kysely, kind) => {
  const covered = sql<number>`count(*)`;
  const total = sql<number>`max(${sql.ref('h.itemCount')})`;
  const soon = sql<number>`sum(case when ${inListParameter(kind, 'h.itemKey')} then 1 else 0 end)`;
  return (
    kysely
      .selectFrom('user as m')
      .innerJoin('recipeItem as h', 'h.userId', 'm.id')
      .select(['h.recipeId', total.as('total'), covered.as('covered'), soon.as('soon')])
      .where('m.householdId', '=', '')
      .where(inListParameter(kind, 'h.itemKey'))
      .where(sql<boolean>`${sql.ref('h.inCatalogue')} = 0`)
      .where(sql<boolean>`(${sql.ref('h.private')} = 0 or ${sql.ref('h.userId')} = ${''})`)
      .groupBy('h.recipeId')
      // The share covered (equal fractions divide to the same number), then items to use soon, then items covered.
      .orderBy(sql`${covered} * 1.0 / ${total}`, 'desc')
      .orderBy('soon', 'desc')
      .orderBy('covered', 'desc')
      .orderBy('h.recipeId')
      .limit(0)
  );
});

/** One of the household's recipes as it is shown for a pantry: its title, and its items in its order (from the index). */
export interface ShownRecipe {
  title: string;
  items: RecipeItem[];
}

/**
 * Those of the household's recipes `ids` that `reader` may be shown, asked of the recipes themselves (live, and
 * readable in the reader's household: what keeps a recipe deleted or made private a moment ago, before its index rows
 * were written again, from being shown), each row one of its items as the index holds them, in the recipe's order
 * (the covering `recipe_item_recipe_idx`, migration 0029): one statement for the titles and what is missing, compiled
 * once with the ids as one parameter (its constants written out, as it is given only its parameters).
 */
export const householdRecipesShownQuery = compiledOnce<
  { id: string; title: string; itemKey: string; item: string },
  [ids: string | readonly string[], userId: string, householdId: string]
>((kysely, kind) =>
  kysely
    .selectFrom('recipe as r')
    .innerJoin('recipeItem as i', 'i.recipeId', 'r.id')
    .select(['r.id', 'r.title', 'i.itemKey', 'i.item'])
    .where(inListParameter(kind, 'r.id'))
    .where(sql<boolean>`${sql.ref('r.deleted')} = 0 and ${sql.ref('r.inCatalogue')} = 0`)
    .where(readableInHousehold('r', { userId: '', householdId: '' }))
    .orderBy('r.id')
    .orderBy('i.position'),
);

/** householdRecipesShownQuery's answer by recipe: those not found may not be shown. */
export async function householdRecipesShown(db: Db, reader: HouseholdMember, ids: readonly string[]): Promise<Map<string, ShownRecipe>> {
  const shown = new Map<string, ShownRecipe>();
  if (ids.length === 0) return shown;
  for (const row of await householdRecipesShownQuery(db, listParameter(db, ids), reader.userId, reader.householdId)) {
    let recipe = shown.get(row.id);
    if (!recipe) shown.set(row.id, (recipe = { title: row.title, items: [] }));
    recipe.items.push({ key: row.itemKey, item: row.item });
  }
  return shown;
}
