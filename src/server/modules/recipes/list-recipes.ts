import type { RecipeListFilter } from '../../../shared/recipes.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';
import { decodeCursor, timeAndIdCursor } from '../../lib/cursor.ts';
import { keepRecipeJson, keptRecipeJson, recipeVersion } from './recipe-json-cache.ts';
import { assemblePage, RECIPE_JSON_OVERHEAD, rowsThatMayFit, type RecipeListPage } from './recipe-list-page.ts';
import { toRecipe } from './recipe-row.ts';
import { deletedRecipePageKeys, deletedRecipeRows, liveRecipeRows, recipePageKeys } from './recipes.repo.ts';

/**
 * The user's live recipes, newest first, a page at a time (keyset on createdAt, id), as JSON: at most `limit`
 * recipes and RECIPE_PAGE_BYTES. The page is found by the few columns that say which recipes, which versions
 * and about how large; recipes whose JSON is kept for that version (recipe-json-cache.ts) are not read again,
 * the rest are read whole in one more query.
 */
export async function listRecipes(
  db: Db,
  userId: string,
  { filter, limit, cursor }: { filter: RecipeListFilter; limit: number; cursor?: string | undefined },
): Promise<RecipeListPage> {
  const rows = await recipePageKeys(db, userId, { filter, limit, after: cursor ? decodeCursor(cursor, timeAndIdCursor) : undefined });

  // Only the rows that may fit, by the kept JSON's size or the stored text's, are read whole.
  const texts = new Map<string, Buffer>();
  for (const row of rows.slice(0, limit)) {
    const kept = keptRecipeJson(db, row.id, recipeVersion(row));
    if (kept !== undefined) texts.set(row.id, kept);
  }
  const candidates = rowsThatMayFit(rows, limit, (row) => texts.get(row.id)?.byteLength ?? Number(row.textLength) + RECIPE_JSON_OVERHEAD);
  const missing = candidates.filter((row) => !texts.has(row.id)).map((row) => row.id);
  if (missing.length > 0) {
    const whole = await liveRecipeRows(db, userId, missing);
    for (const row of whole) {
      // A recipe changed since the page was read is sent as it is now, and kept under its new version.
      const json = Buffer.from(JSON.stringify(toRecipe(row)));
      keepRecipeJson(db, row.id, recipeVersion(row), json);
      texts.set(row.id, json);
    }
  }
  return assemblePage(candidates, texts, rows.length, (row) => [toIso(row.createdAt), row.id]);
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
