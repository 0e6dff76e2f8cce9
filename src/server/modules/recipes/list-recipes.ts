import type { RecipeListFilter } from '../../../shared/recipes.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';
import { decodeCursor, timeAndIdCursor } from '../../lib/cursor.ts';
import { keepRecipeJson, keptRecipeJson, storedText } from './recipe-json-cache.ts';
import { keepListPage, keptListPage, listPageKey, recipeListVersion, versionText } from './recipe-list-cache.ts';
import { assemblePage, RECIPE_JSON_OVERHEAD, rowsThatMayFit, type RecipeListPage } from './recipe-list-page.ts';
import { recipeColumns, toRecipe } from './recipe-row.ts';
import { deletedRecipePageKeys, deletedRecipeRows, liveRecipePageRows } from './recipes.repo.ts';

/**
 * The user's live recipes, newest first, a page at a time (keyset on createdAt, id), as JSON: at most `limit`
 * recipes and RECIPE_PAGE_BYTES. A page is kept whole while the person's recipe list version stays the same
 * (recipe-list-cache.ts): reading it again costs the version's one-row read. Otherwise it is read in one query,
 * and recipes whose JSON is kept for what the row holds (recipe-json-cache.ts) are not converted again.
 * `versionRead` is the version when the session check already read it (listVersionBesideSession): undefined when
 * it did not, null when the person has no version row yet.
 */
export async function listRecipes(
  db: Db,
  userId: string,
  { filter, limit, cursor }: { filter: RecipeListFilter; limit: number; cursor?: string | undefined },
  versionRead?: number | string | null,
): Promise<RecipeListPage> {
  // A damaged cursor is refused before anything is read.
  const after = cursor ? decodeCursor(cursor, timeAndIdCursor) : null;
  const key = listPageKey(userId, filter, limit, cursor);
  const version = versionRead === undefined ? await recipeListVersion(db, userId) : versionText(versionRead);
  const kept = keptListPage(db, key, version);
  if (kept) return kept;
  const rows = await liveRecipePageRows(db, userId, { filter, limit, after });
  const texts = new Map<string, Buffer>();
  for (const row of rows) {
    const stored = storedText(row, recipeColumns);
    let json = keptRecipeJson(db, row.id, stored);
    if (json === undefined) keepRecipeJson(db, row.id, stored, (json = Buffer.from(JSON.stringify(toRecipe(row)))));
    texts.set(row.id, json);
  }
  const page = assemblePage(rows, texts, Number(rows[0]?.fetched ?? 0), (row) => [toIso(row.createdAt), row.id]);
  keepListPage(db, key, version, page);
  return page;
}

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
