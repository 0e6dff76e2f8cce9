import { sql } from 'kysely';
import { RESTORE_DAYS, type Recipe, type RecipeCreate, type RecipeListFilter, type RecipeUpdate } from '../../../shared/recipes.ts';
import type { Db } from '../../db/kysely.ts';
import { assertPhotoUsable } from '../photos/index.ts';
import { LIST_BRACKETS_BYTES, LIST_SEPARATOR_BYTES, RECIPE_JSON_OVERHEAD, RECIPE_PAGE_BYTES } from './recipe-list-page.ts';
import { changedColumns, newRecipeRow, recipeColumns, toRecipe, type RecipeRow } from './recipe-row.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** updatedAt always moves forward, even for two writes within one millisecond. */
function nextUpdatedAt(previous: Date | string): string {
  const now = Date.now();
  const before = new Date(previous).getTime();
  return new Date(now > before ? now : before + 1).toISOString();
}

/** The stored text's length in characters: a lower bound of its JSON's bytes, to stop reading early. */
const textLength = sql<number>`length("title") + length("description") + length("ingredients") + length("steps") + length("tags") + coalesce(length("sourceUrl"), 0)`;

/**
 * One query for a page of the user's live recipes, newest first (keyset on createdAt, id): the page's rows (at
 * most `limit`, and one more is counted to know whether there is a next page), each with its running estimate of
 * the page's JSON in page order (brackets, commas, the stored text's length and the overhead), and only the rows
 * that may fit the byte budget are read whole; assemblePage then cuts by the exact bytes. `fetched` is how many
 * rows the keyset found (at most `limit` + 1).
 */
export async function liveRecipePageRows(
  db: Db,
  userId: string,
  { filter, limit, after }: { filter: RecipeListFilter; limit: number; after?: readonly [string, string] | null | undefined },
) {
  let query = db.kysely
    .selectFrom('recipe')
    .select(['id', 'createdAt', textLength.as('textLength')])
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .where('deleted', '=', 0);
  if (filter === 'favourites') query = query.where('isFavorite', '=', 1);
  if (filter === 'eat-this-week') query = query.where('eatThisWeek', '=', 1);
  if (after) {
    const [createdAt, id] = after;
    // `createdAt <= ?` is implied by the OR; it lets the planner start the index walk at the cursor.
    query = query
      .where('createdAt', '<=', createdAt)
      .where((eb) => eb.or([eb('createdAt', '<', createdAt), eb.and([eb('createdAt', '=', createdAt), eb('id', '<', id)])]));
  }
  const candidates = query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  const inPageOrder = sql`order by "candidate"."createdAt" desc, "candidate"."id" desc`;
  const ranked = db.kysely
    .selectFrom(candidates.as('candidate'))
    .select([
      'candidate.id',
      sql<number | string>`row_number() over (${inPageOrder})`.as('position'),
      sql<
        number | string
      >`sum("candidate"."textLength" + ${sql.lit(RECIPE_JSON_OVERHEAD + LIST_SEPARATOR_BYTES)}) over (${inPageOrder})`.as('upTo'),
      sql<number | string>`count(*) over ()`.as('fetched'),
    ]);
  return db.kysely
    .selectFrom(ranked.as('ranked'))
    .innerJoin('recipe', 'recipe.id', 'ranked.id')
    .select([...recipeColumns.map((column) => `recipe.${column}` as const), 'ranked.position', 'ranked.fetched'])
    .where('ranked.position', '<=', limit)
    .where((eb) => eb.or([eb('ranked.position', '=', 1), eb('ranked.upTo', '<=', RECIPE_PAGE_BYTES - LIST_BRACKETS_BYTES)]))
    .orderBy('ranked.position')
    .execute();
}

/** The key columns of a page of the user's recipes deleted within 30 days, most recent first: one row more than `limit`. */
export function deletedRecipePageKeys(
  db: Db,
  userId: string,
  { limit, after }: { limit: number; after?: readonly [string, string] | undefined },
) {
  let query = db.kysely
    .selectFrom('recipe')
    .select(['id', 'deletedAt', textLength.as('textLength')])
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .where('deleted', '=', 1)
    .where('deletedAt', '>=', restoreCutoff());
  if (after) {
    const [deletedAt, id] = after;
    query = query.where((eb) => eb.or([eb('deletedAt', '<', deletedAt), eb.and([eb('deletedAt', '=', deletedAt), eb('id', '<', id)])]));
  }
  return query
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** The user's deleted recipes of these ids, whole. */
export function deletedRecipeRows(db: Db, userId: string, ids: string[]) {
  return db.kysely
    .selectFrom('recipe')
    .select(recipeColumns)
    .where('id', 'in', ids)
    .where('userId', '=', userId)
    .where('deleted', '=', 1)
    .execute();
}

/** The user's own, live recipe; null for anyone else's, a deleted one, or none. */
export async function findRecipe(db: Db, userId: string, id: string): Promise<Recipe | null> {
  const row = await findLiveRow(db, userId, id);
  return row ? toRecipe(row) : null;
}

/**
 * The newest recipe in the user's own collection (not deleted) read from this page, if any: importing the same
 * address twice offers it rather than making a copy unasked.
 */
export async function findRecipeFromSource(db: Db, userId: string, sourceUrl: string): Promise<{ id: string; title: string } | null> {
  const row = await db.kysely
    .selectFrom('recipe')
    .select(['id', 'title'])
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .where('deleted', '=', 0)
    .where('sourceUrl', '=', sourceUrl)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function createRecipe(db: Db, userId: string, input: RecipeCreate, savedFromId: string | null = null): Promise<Recipe> {
  if (input.photoId !== null) await assertPhotoUsable(db, userId, input.photoId);
  const row = await db.kysely
    .insertInto('recipe')
    .values(newRecipeRow(input, { userId, inCatalogue: false, savedFromId }))
    .returning(recipeColumns)
    .executeTakeFirstOrThrow();
  return toRecipe(row);
}

async function findLiveRow(db: Db, userId: string, id: string): Promise<RecipeRow | undefined> {
  return db.kysely
    .selectFrom('recipe')
    .select(recipeColumns)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/**
 * A partial update of the user's own live recipe (fields, isFavorite, eatThisWeek, or deleted: true);
 * updatedAt always moves. Null when the recipe is missing, deleted or someone else's.
 */
export async function updateRecipe(db: Db, userId: string, id: string, patch: RecipeUpdate): Promise<Recipe | null> {
  const current = await findLiveRow(db, userId, id);
  if (!current) return null;
  if (patch.photoId && patch.photoId !== current.photoId) await assertPhotoUsable(db, userId, patch.photoId);
  const updatedAt = nextUpdatedAt(current.updatedAt);
  const row = await db.kysely
    .updateTable('recipe')
    .set({ ...changedColumns(current, patch), ...(patch.deleted === true && { deleted: 1, deletedAt: updatedAt }), updatedAt })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deleted', '=', 0)
    .returning(recipeColumns)
    .executeTakeFirst();
  return row ? toRecipe(row) : null;
}

/** Soft delete of the user's own live recipe; false when it is missing, already deleted or not theirs. */
export async function deleteRecipe(db: Db, userId: string, id: string): Promise<boolean> {
  const current = await findLiveRow(db, userId, id);
  if (!current) return false;
  const at = nextUpdatedAt(current.updatedAt);
  const result = await db.kysely
    .updateTable('recipe')
    .set({ deleted: 1, deletedAt: at, updatedAt: at })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function restoreCutoff(now = Date.now()): string {
  return new Date(now - RESTORE_DAYS * DAY_MS).toISOString();
}

/** Brings back a recipe deleted within 30 days; null when there is no such recipe of the user's. */
export async function restoreRecipe(db: Db, userId: string, id: string): Promise<Recipe | null> {
  const current = await db.kysely
    .selectFrom('recipe')
    .select(['updatedAt'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .where('deleted', '=', 1)
    .where('deletedAt', '>=', restoreCutoff())
    .executeTakeFirst();
  if (!current) return null;
  const row = await db.kysely
    .updateTable('recipe')
    .set({ deleted: 0, deletedAt: null, updatedAt: nextUpdatedAt(current.updatedAt) })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deleted', '=', 1)
    .returning(recipeColumns)
    .executeTakeFirst();
  return row ? toRecipe(row) : null;
}

/** Removes recipes deleted more than 30 days ago; returns the photo ids they held, for clean-up. */
export async function purgeExpiredRecipes(db: Db, now = Date.now()): Promise<string[]> {
  const rows = await db.kysely
    .deleteFrom('recipe')
    .where('deleted', '=', 1)
    .where('deletedAt', '<', restoreCutoff(now))
    .returning(['photoId'])
    .execute();
  return rows.map((r) => r.photoId).filter((id): id is string => id !== null);
}
