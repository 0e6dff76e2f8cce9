import { sql } from 'kysely';
import {
  RESTORE_DAYS,
  type Recipe,
  type RecipeCreate,
  type RecipeListFilter,
  type RecipeListSort,
  type RecipeRead,
  type RecipeUpdate,
} from '../../../shared/recipes.ts';
import type { Db } from '../../db/kysely.ts';
import { readableInHousehold, sharedByHousehold, type HouseholdMember } from '../households/index.ts';
import { assertPhotoUsable } from '../photos/index.ts';
import { indexRecipeItems } from '../pantry/index.ts';
import { LIST_BRACKETS_BYTES, LIST_SEPARATOR_BYTES, RECIPE_JSON_OVERHEAD, RECIPE_PAGE_BYTES } from './recipe-list-page.ts';
import { notCookedLately, readerLastCookedOn, readerRating } from './cook-summary.ts';
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
 * One query for a page of the user's live recipes (keyset): newest first (on createdAt, id), or with `sort: 'rating'`
 * by the user's rating, best first and unrated last, then newest (on the rating or 0, createdAt, id). The page's rows
 * (at most `limit`, and one more is counted to know whether there is a next page), each with its running estimate
 * of the page's JSON in page order (brackets, commas, the stored text's length and the overhead), and only the rows
 * that may fit the byte budget are read whole, with the user's rating and last cooked day; assemblePage then cuts by
 * the exact bytes. `fetched` is how many rows the keyset found (at most `limit` + 1). "Not cooked for a while"
 * leaves out what the user cooked on `notCookedSince` or later.
 */
export async function liveRecipePageRows(
  db: Db,
  userId: string,
  {
    filter,
    sort,
    limit,
    after,
    notCookedSince,
  }: {
    filter: Exclude<RecipeListFilter, 'household'>;
    sort: RecipeListSort;
    limit: number;
    after?: ListKeyset | null | undefined;
    notCookedSince: string;
  },
) {
  const ratingKey = sql<number>`coalesce(${readerRating('recipe', userId)}, 0)`;
  let query = db.kysely
    .selectFrom('recipe')
    .select(['id', 'createdAt', textLength.as('textLength'), (sort === 'rating' ? ratingKey : sql<number>`0`).as('ratingKey')])
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .where('deleted', '=', 0);
  if (filter === 'favourites') query = query.where('isFavorite', '=', 1);
  if (filter === 'eat-this-week') query = query.where('eatThisWeek', '=', 1);
  if (filter === 'not-cooked-lately') query = query.where(notCookedLately('recipe', userId, notCookedSince));
  if (after && sort === 'rating') {
    const [rating, createdAt, id] = after;
    query = query.where((eb) =>
      eb.or([
        eb(ratingKey, '<', rating),
        eb.and([eb(ratingKey, '=', rating), eb('createdAt', '<', createdAt)]),
        eb.and([eb(ratingKey, '=', rating), eb('createdAt', '=', createdAt), eb('id', '<', id)]),
      ]),
    );
  } else if (after) {
    const [, createdAt, id] = after;
    // `createdAt <= ?` is implied by the OR; it lets the planner start the index walk at the cursor.
    query = query
      .where('createdAt', '<=', createdAt)
      .where((eb) => eb.or([eb('createdAt', '<', createdAt), eb.and([eb('createdAt', '=', createdAt), eb('id', '<', id)])]));
  }
  const candidates = (sort === 'rating' ? query.orderBy(ratingKey, 'desc') : query)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  const inPageOrder = sql`order by "candidate"."ratingKey" desc, "candidate"."createdAt" desc, "candidate"."id" desc`;
  const ranked = db.kysely
    .selectFrom(candidates.as('candidate'))
    .select([
      'candidate.id',
      'candidate.ratingKey',
      sql<number | string>`row_number() over (${inPageOrder})`.as('position'),
      sql<
        number | string
      >`sum("candidate"."textLength" + ${sql.lit(RECIPE_JSON_OVERHEAD + LIST_SEPARATOR_BYTES)}) over (${inPageOrder})`.as('upTo'),
      sql<number | string>`count(*) over ()`.as('fetched'),
    ]);
  return db.kysely
    .selectFrom(ranked.as('ranked'))
    .innerJoin('recipe', 'recipe.id', 'ranked.id')
    .select([
      ...recipeColumns.map((column) => `recipe.${column}` as const),
      readerRating('recipe', userId).as('rating'),
      readerLastCookedOn('recipe', userId).as('lastCookedOn'),
      'ranked.ratingKey',
      'ranked.position',
      'ranked.fetched',
    ])
    .where('ranked.position', '<=', limit)
    .where((eb) => eb.or([eb('ranked.position', '=', 1), eb('ranked.upTo', '<=', RECIPE_PAGE_BYTES - LIST_BRACKETS_BYTES)]))
    .orderBy('ranked.position')
    .execute();
}

/** Where a page of one's own list carries on: the last row's rating (0 unrated, and 0 in the newest order), createdAt and id. */
export type ListKeyset = readonly [number, string, string];

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

/**
 * The key columns of a page of the other members' recipes the reader may see (not private, not deleted), newest
 * first (keyset on createdAt, id): one row more than `limit`. Joined through the owner's household, so the
 * household's few members lead the search, not every recipe.
 */
export function householdRecipePageKeys(
  db: Db,
  reader: HouseholdMember,
  { limit, after }: { limit: number; after?: readonly [string, string] | undefined },
) {
  let query = db.kysely
    .selectFrom('recipe as r')
    .innerJoin('user as owner', 'owner.id', 'r.userId')
    .select([
      'r.id',
      'r.createdAt',
      sql<number>`length("r"."title") + length("r"."description") + length("r"."ingredients") + length("r"."steps") + length("r"."tags") + coalesce(length("r"."sourceUrl"), 0) + length("owner"."name")`.as(
        'textLength',
      ),
    ])
    .where('owner.householdId', '=', reader.householdId)
    .where(sharedByHousehold('r', reader))
    .where('r.inCatalogue', '=', 0)
    .where('r.deleted', '=', 0);
  if (after) {
    const [createdAt, id] = after;
    query = query.where((eb) =>
      eb.or([eb('r.createdAt', '<', createdAt), eb.and([eb('r.createdAt', '=', createdAt), eb('r.id', '<', id)])]),
    );
  }
  return query
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** The other members' recipes of these ids that the reader may see, whole, with their owner's name. */
export async function householdRecipes(db: Db, reader: HouseholdMember, ids: string[]): Promise<RecipeRead[]> {
  const rows = await db.kysely
    .selectFrom('recipe as r')
    .innerJoin('user as owner', 'owner.id', 'r.userId')
    .select([
      ...recipeColumns.map((column) => `r.${column}` as const),
      'owner.name as ownerName',
      readerRating('r', reader.userId).as('rating'),
      readerLastCookedOn('r', reader.userId).as('lastCookedOn'),
    ])
    .where('r.id', 'in', ids)
    .where(sharedByHousehold('r', reader))
    .where('r.inCatalogue', '=', 0)
    .where('r.deleted', '=', 0)
    .execute();
  return rows.map((row) => ({ ...toRecipe(row), mine: false, ownerName: row.ownerName }));
}

/**
 * A live recipe as the reader may read it: their own, or a household member's that is not private (read-only:
 * `mine` false, with its owner's name); null for a private one, another household's, a deleted one, or none.
 */
export async function findReadableRecipe(db: Db, reader: HouseholdMember, id: string): Promise<RecipeRead | null> {
  const row = await db.kysely
    .selectFrom('recipe as r')
    .innerJoin('user as owner', 'owner.id', 'r.userId')
    .select([
      ...recipeColumns.map((column) => `r.${column}` as const),
      'owner.name as ownerName',
      readerRating('r', reader.userId).as('rating'),
      readerLastCookedOn('r', reader.userId).as('lastCookedOn'),
    ])
    .where('r.id', '=', id)
    .where(readableInHousehold('r', reader))
    .where('r.inCatalogue', '=', 0)
    .where('r.deleted', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  // One's own recipe answers as it always has; another member's says whose it is.
  return row.userId === reader.userId ? toRecipe(row) : { ...toRecipe(row), mine: false, ownerName: row.ownerName };
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
  await indexRecipeItems(db, [row.id]);
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
  if (row) await indexRecipeItems(db, [id]);
  return row ? toRecipe({ ...row, ...(await cookSummaryOf(db, userId, id)) }) : null;
}

/** The user's rating and last cooked day of one recipe: for answers written from a RETURNING row. */
async function cookSummaryOf(db: Db, userId: string, id: string) {
  const row = await db.kysely
    .selectFrom('recipe')
    .select([readerRating('recipe', userId).as('rating'), readerLastCookedOn('recipe', userId).as('lastCookedOn')])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? {};
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
  await indexRecipeItems(db, [id]);
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
  if (row) await indexRecipeItems(db, [id]);
  return row ? toRecipe({ ...row, ...(await cookSummaryOf(db, userId, id)) }) : null;
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
