import { z } from 'zod';
import type { RecipeListFilter, RecipeListSort } from '../../../shared/recipes.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';
import { cursorCount, cursorId, cursorInstant, decodeCursor, timeAndIdCursor } from '../../lib/cursor.ts';
import { notCookedSince } from './cook-summary.ts';
import { keepRecipeJson, keptRecipeJson, storedText } from './recipe-json-cache.ts';
import { keepListPage, keptListPage, listPageKey, recipeListVersion, versionText } from './recipe-list-cache.ts';
import { assemblePage, RECIPE_JSON_OVERHEAD, rowsThatMayFit, type RecipeListPage } from './recipe-list-page.ts';
import { recipeColumns, toRecipe } from './recipe-row.ts';
import { deletedRecipePageKeys, deletedRecipeRows, householdRecipePageKeys, householdRecipes, liveRecipePageRows } from './recipes.repo.ts';
import type { HouseholdMember } from '../households/index.ts';

/** Where a page of one's own list carries on: [rating or 0, createdAt, id]; the newest order's rating is 0. */
const listCursor = z.tuple([cursorCount.max(5), cursorInstant, cursorId]);

/**
 * The user's live recipes, newest first or best rated first, a page at a time (keyset, liveRecipePageRows), as JSON:
 * at most `limit` recipes and RECIPE_PAGE_BYTES. A page is kept whole while the person's recipe list version stays
 * the same (recipe-list-cache.ts; their cook log moves it too, migration 0020), and for "Not cooked for a while" while
 * its first day stays the same: reading it again costs the version's one-row read. Otherwise it is read in one
 * query, and recipes whose JSON is kept for what the row holds (recipe-json-cache.ts, with the person's rating and
 * last cooked day) are not converted again.
 * `versionRead` is the version when the session check already read it (listVersionBesideSession): undefined when
 * it did not, null when the person has no version row yet.
 */
export async function listRecipes(
  db: Db,
  userId: string,
  {
    filter,
    sort = 'newest',
    limit,
    cursor,
  }: { filter: Exclude<RecipeListFilter, 'household'>; sort?: RecipeListSort; limit: number; cursor?: string | undefined },
  versionRead?: number | string | null,
): Promise<RecipeListPage> {
  // A damaged cursor is refused before anything is read.
  const after = cursor ? decodeCursor(cursor, listCursor) : null;
  const since = notCookedSince();
  const key = listPageKey(userId, `${filter}\n${sort}\n${filter === 'not-cooked-lately' ? since : ''}`, limit, cursor);
  const version = versionRead === undefined ? await recipeListVersion(db, userId) : versionText(versionRead);
  const kept = keptListPage(db, key, version);
  if (kept) return kept;
  const rows = await liveRecipePageRows(db, userId, { filter, sort, limit, after, notCookedSince: since });
  const texts = new Map<string, Buffer>();
  for (const row of rows) {
    const stored = storedText(row, storedColumns);
    let json = keptRecipeJson(db, row.id, stored);
    if (json === undefined) keepRecipeJson(db, row.id, stored, (json = Buffer.from(JSON.stringify(toRecipe(row)))));
    texts.set(row.id, json);
  }
  const page = assemblePage(rows, texts, Number(rows[0]?.fetched ?? 0), (row) => [
    Number(row.ratingKey ?? 0),
    toIso(row.createdAt),
    row.id,
  ]);
  keepListPage(db, key, version, page);
  return page;
}

/** What a listed recipe's JSON is made of: its columns and the reader's cook summary. */
const storedColumns = [...recipeColumns, 'rating', 'lastCookedOn'] as const;

/**
 * "Recently deleted": the user's recipes deleted within the last 30 days, most recent first, a page at a time
 * (keyset on deletedAt, id; at most `limit` recipes and RECIPE_PAGE_BYTES), as JSON.
 */
export async function listDeletedRecipes(
  db: Db,
  userId: string,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<RecipeListPage> {
  const rows = await deletedRecipePageKeys(db, userId, { limit, after: cursor ? decodeCursor(cursor, timeAndIdCursor) : undefined });
  const candidates = rowsThatMayFit(rows, limit, (row) => Number(row.textLength) + RECIPE_JSON_OVERHEAD);
  const texts = new Map<string, Buffer>();
  if (candidates.length > 0) {
    const whole = await deletedRecipeRows(
      db,
      userId,
      candidates.map((row) => row.id),
    );
    for (const row of whole) texts.set(row.id, Buffer.from(JSON.stringify(toRecipe(row))));
  }
  return assemblePage(candidates, texts, rows.length, (row) => [toIso(row.deletedAt ?? new Date(0)), row.id]);
}

/** JSON a household recipe has beyond a recipe of one's own: `mine` and `ownerName` (the name is counted in the row). */
const HOUSEHOLD_FIELDS_OVERHEAD = 64;

/**
 * "Household": the other members' recipes the reader may see (not private, not deleted), newest first, a page at a
 * time (keyset on createdAt, id; at most `limit` recipes and RECIPE_PAGE_BYTES), as JSON, each with whose it is.
 * Not kept between requests: it changes with every member's writes, which the reader's list version does not follow.
 */
export async function listHouseholdRecipes(
  db: Db,
  reader: HouseholdMember,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<RecipeListPage> {
  const rows = await householdRecipePageKeys(db, reader, { limit, after: cursor ? decodeCursor(cursor, timeAndIdCursor) : undefined });
  const candidates = rowsThatMayFit(rows, limit, (row) => Number(row.textLength) + RECIPE_JSON_OVERHEAD + HOUSEHOLD_FIELDS_OVERHEAD);
  const texts = new Map<string, Buffer>();
  if (candidates.length > 0) {
    const whole = await householdRecipes(
      db,
      reader,
      candidates.map((row) => row.id),
    );
    for (const recipe of whole) texts.set(recipe.id, Buffer.from(JSON.stringify(recipe)));
  }
  return assemblePage(candidates, texts, rows.length, (row) => [toIso(row.createdAt), row.id]);
}
