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

export interface RankedRecipe {
  id: string;
  title: string;
  inCatalogue: boolean;
  covered: number;
  total: number;
}

/** Catalogue recipes read per pantry item, fewest items first: what bounds the ranking's work (decision 0079). */
export const CATALOGUE_POSTINGS_PER_ITEM = 100;

export interface RankingOptions {
  /** Recipes answered. */
  limit: number;
  /** Candidates counted exactly before the best `limit` are chosen: room for a few stale rows. */
  pool: number;
  /** Catalogue recipes read per pantry item; CATALOGUE_POSTINGS_PER_ITEM unless a measurement asks for another. */
  slice?: number;
}

/**
 * The query behind rankRecipesByPantry, for it and for measuring it (scripts/bench/pantry-probe.ts).
 *
 * 1. Candidates, from the index (`recipeItem`) alone, whose work grows with the pantry, not the catalogue: for each
 *    pantry item at most `slice` of its catalogue recipes, those with the fewest items first (the ones a pantry can
 *    cover most of), and all of the household's own recipes that use it. Grouped per recipe and ranked by the share
 *    of their items in these rows, the best `pool` are kept.
 * 2. Each of those counted again, exactly: all of its index rows for the pantry's keys. A recipe can be cut from
 *    one item's slice and not another's, so step 1 may count it short; what is shown and ranked is the exact count.
 * 3. Joined to their recipes, where who may read them is asked again of the recipe itself, so an index row gone
 *    stale can hide a recipe, never show one it should not; ranked by the share covered, then by how many of
 *    `soonKeys` (items near their best-before date) they use, then by the number covered.
 */
export function pantryRankingQuery(
  db: Db,
  reader: HouseholdMember,
  keys: readonly string[],
  soonKeys: readonly string[],
  { limit, pool, slice = CATALOGUE_POSTINGS_PER_ITEM }: RankingOptions,
) {
  const sliceOf = (
    key: unknown,
  ) => sql`select ${sql.ref('itemKey')}, ${sql.ref('recipeId')}, ${sql.ref('itemCount')} from ${sql.table('recipeItem')}
      where ${sql.ref('itemKey')} = ${key} and ${sql.ref('inCatalogue')} = 1
      order by ${sql.ref('itemCount')}, ${sql.ref('recipeId')} limit ${slice}`;
  // PostgreSQL plans a union of one slice per item afresh on every request, which took as long as running it: one
  // slice per row of the keys, as a lateral join, is one plan whatever the pantry. SQLite has no lateral join, and
  // plans the union in a fraction of a millisecond.
  const catalogue =
    db.kind === 'postgres'
      ? [
          sql`select ${sql.ref('s.itemKey')}, ${sql.ref('s.recipeId')}, ${sql.ref('s.itemCount')}
            from unnest(cast(${[...keys]} as text[])) as ${sql.id('k')}(${sql.id('key')}) cross join lateral (${sliceOf(sql.ref('k.key'))}) as ${sql.id('s')}`,
        ]
      : keys.map((key, i) => sql`select * from (${sliceOf(key)}) as ${sql.id(`c${i}`)}`);
  // From the members to their rows by the owner index (userId, itemKey): asked as "the reader's, or a member's",
  // PostgreSQL read every own recipe's row of the pantry's keys (some 110,000 at the benchmark's size) and filtered.
  const household = sql`select ${sql.ref('h.itemKey')}, ${sql.ref('h.recipeId')}, ${sql.ref('h.itemCount')}
    from ${sql.table('user')} as ${sql.id('m')} inner join ${sql.table('recipeItem')} as ${sql.id('h')} on ${sql.ref('h.userId')} = ${sql.ref('m.id')}
    where ${sql.ref('m.householdId')} = ${reader.householdId} and ${sql.ref('h.inCatalogue')} = 0
    and ${sql.ref('h.itemKey')} in (${sql.join(keys)}) and (${sql.ref('h.private')} = 0 or ${sql.ref('h.userId')} = ${reader.userId})`;
  const postings = sql<{
    itemKey: string;
    recipeId: string;
    itemCount: number;
  }>`(${sql.join([...catalogue, household], sql` union all `)})`;

  const soon =
    soonKeys.length === 0 ? sql<number>`0` : sql<number>`case when ${sql.ref('ri.itemKey')} in (${sql.join(soonKeys)}) then 1 else 0 end`;
  const share = sql`count(*) * 1.0 / max(${sql.ref('ri.itemCount')})`;
  const candidates = db.kysely
    .selectFrom(postings.as('ri'))
    .select((eb) => ['ri.recipeId', eb.fn.max('ri.itemCount').as('total')])
    .groupBy('ri.recipeId')
    .orderBy(share, 'desc')
    .orderBy(sql`sum(${soon})`, 'desc')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('ri.recipeId')
    .limit(pool);

  // Correlated, so that each candidate's rows are looked up by its id: as a join, PostgreSQL's planner may read every
  // row of every pantry key and hash them, the very work the slices are there to avoid.
  const rowsOf = (recipeKeys: readonly string[]) =>
    sql<number>`(select count(*) from ${sql.table('recipeItem')} as ${sql.id('e')}
      where ${sql.ref('e.recipeId')} = ${sql.ref('c.recipeId')} and ${sql.ref('e.itemKey')} in (${sql.join(recipeKeys)}))`;
  const counted = db.kysely
    .selectFrom(candidates.as('c'))
    .select(['c.recipeId', 'c.total', rowsOf(keys).as('covered'), (soonKeys.length === 0 ? sql<number>`0` : rowsOf(soonKeys)).as('soon')]);

  return db.kysely
    .selectFrom(counted.as('x'))
    .innerJoin('recipe as r', 'r.id', 'x.recipeId')
    .select(['r.id', 'r.title', 'r.inCatalogue', 'x.covered', 'x.total'])
    .where('r.deleted', '=', 0)
    .where((eb) => eb.or([eb('r.inCatalogue', '=', 1), eb.and([eb('r.inCatalogue', '=', 0), readableInHousehold('r', reader)])]))
    .orderBy(sql`${sql.ref('x.covered')} * 1.0 / ${sql.ref('x.total')}`, 'desc')
    .orderBy('x.soon', 'desc')
    .orderBy('x.covered', 'desc')
    .orderBy('r.id')
    .limit(limit);
}

/**
 * The recipes `reader` may read that use the most of `keys` for their size: catalogue recipes, their own and the
 * household's shared ones, live, best first (pantryRankingQuery says how, and what bounds its work).
 */
export async function rankRecipesByPantry(
  db: Db,
  reader: HouseholdMember,
  keys: readonly string[],
  soonKeys: readonly string[],
  options: RankingOptions,
): Promise<RankedRecipe[]> {
  if (keys.length === 0) return [];
  const rows = await pantryRankingQuery(db, reader, keys, soonKeys, options).execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    inCatalogue: Number(row.inCatalogue) === 1,
    covered: Number(row.covered),
    total: Number(row.total),
  }));
}

/** The items of the recipes `ids` as the index holds them (key, words as the recipe names them), in each recipe's order. */
export async function indexedItemsOf(db: Db, ids: readonly string[]): Promise<Map<string, { key: string; item: string }[]>> {
  const byRecipe = new Map<string, { key: string; item: string }[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRecipe;
  const rows = await db.kysely
    .selectFrom('recipeItem')
    .select(['recipeId', 'itemKey', 'item'])
    .where('recipeId', 'in', ids)
    .orderBy('recipeId')
    .orderBy('position')
    .execute();
  for (const row of rows) byRecipe.get(row.recipeId)?.push({ key: row.itemKey, item: row.item });
  return byRecipe;
}
