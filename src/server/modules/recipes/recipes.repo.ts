import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { z } from 'zod';
import { parseIngredientLine } from '../../../shared/ingredients/parse.ts';
import {
  nutritionSchema,
  RESTORE_DAYS,
  type Ingredient,
  type IngredientInput,
  type Recipe,
  type RecipeCreate,
  type RecipeListFilter,
  type RecipeUpdate,
} from '../../../shared/recipes.ts';
import { dietaryNeedSchema } from '../../../shared/users.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso, type RecipeTable } from '../../db/schema.ts';
import { cursorId, cursorInstant, decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { searchColumns } from '../catalogue/search-text.ts';
import { keepRecipeJson, keptRecipeJson, storedText } from './recipe-json-cache.ts';
import { keepListPage, keptListPage, listPageKey, recipeListVersion } from './recipe-list-cache.ts';
import { assertPhotoUsable } from '../photos/photos.repo.ts';

/** The columns a recipe is read from: not the search text, which only the database's index uses. */
export const recipeColumns = [
  'id',
  'userId',
  'title',
  'description',
  'servings',
  'prepMinutes',
  'cookMinutes',
  'ingredients',
  'steps',
  'tags',
  'dietary',
  'nutrition',
  'photoId',
  'sourceUrl',
  'savedFromId',
  'inCatalogue',
  'isFavorite',
  'eatThisWeek',
  'createdAt',
  'updatedAt',
  'deletedAt',
] as const satisfies readonly (keyof RecipeTable)[];

type RecipeRow = Pick<Selectable<RecipeTable>, (typeof recipeColumns)[number]>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stored JSON read defensively: a damaged value yields the fallback, never a 500. The app wrote it after
 * validating it against the shared schemas, so the shapes below only check types (no trimming, no limits):
 * reading a page of 100 recipes through the full input schemas was a fifth of the list's time.
 */
function readJson<T>(raw: string | null, schema: z.ZodType<T>, fallback: T): T {
  if (raw === null) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

const storedIngredients: z.ZodType<Ingredient[]> = z.array(
  z.object({
    text: z.string(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    item: z.string(),
    note: z.string().nullable(),
  }),
);
const storedStrings = z.array(z.string());
const storedDietary = z.array(dietaryNeedSchema);
const storedNutrition = nutritionSchema.nullable();

export const readTags = (raw: string) => readJson(raw, storedStrings, []);
export const readDietary = (raw: string) => readJson(raw, storedDietary, []);
export const readNutrition = (raw: string | null) => readJson(raw, storedNutrition, null);

export function photoUrls(photoId: string | null): { imageUrl: string | null; thumbnailUrl: string | null } {
  if (!photoId) return { imageUrl: null, thumbnailUrl: null };
  const id = encodeURIComponent(photoId);
  return { imageUrl: `/api/photos/${id}/large`, thumbnailUrl: `/api/photos/${id}/thumb` };
}

export function toRecipe(row: RecipeRow): Recipe {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    servings: row.servings,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    ingredients: readJson(row.ingredients, storedIngredients, []),
    steps: readJson(row.steps, storedStrings, []),
    tags: readTags(row.tags),
    dietary: readDietary(row.dietary),
    nutrition: readNutrition(row.nutrition),
    photoId: row.photoId,
    ...photoUrls(row.photoId),
    sourceUrl: row.sourceUrl,
    savedFromId: row.savedFromId,
    inCatalogue: Number(row.inCatalogue) === 1,
    isFavorite: Number(row.isFavorite) === 1,
    eatThisWeek: Number(row.eatThisWeek) === 1,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    deletedAt: row.deletedAt ? toIso(row.deletedAt) : null,
  };
}

/** A line becomes structured by the parser; structure a client already worked out is kept. */
export function toIngredient(input: IngredientInput): Ingredient {
  if (typeof input === 'string') return parseIngredientLine(input);
  const parsed = parseIngredientLine(input.text);
  return {
    text: parsed.text,
    quantity: input.quantity !== undefined ? input.quantity : parsed.quantity,
    unit: input.unit !== undefined ? input.unit : parsed.unit,
    item: input.item !== undefined && input.item.trim() !== '' ? input.item.trim() : parsed.item,
    note: input.note !== undefined ? input.note : parsed.note,
  };
}

/** The normalised search columns of a recipe (see catalogue/search-text.ts), for whoever builds rows. */
export { searchColumns };

export function totalMinutes(prep: number | null, cook: number | null): number | null {
  return prep === null && cook === null ? null : (prep ?? 0) + (cook ?? 0);
}

/** updatedAt always moves forward, even for two writes within one millisecond. */
function nextUpdatedAt(previous: Date | string): string {
  const now = Date.now();
  const before = new Date(previous).getTime();
  return new Date(now > before ? now : before + 1).toISOString();
}

const bool = (value: boolean) => (value ? 1 : 0);

export interface RecipeListPage {
  /** The page's recipes as a JSON array in UTF-8, ready to send. */
  json: Buffer<ArrayBuffer>;
  nextCursor: string | null;
}

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((c) => Buffer.from(c)) as [Buffer, Buffer, Buffer];

/** The recipe list's cursor: the last row's [createdAt, id]. */
const listCursor = z.tuple([cursorInstant, cursorId]);

/**
 * Most bytes of recipe JSON one page carries. Rows are never cut: a page stops before the recipe that would
 * take it past this (the first recipe always goes in), and the cursor carries on from there.
 */
export const RECIPE_PAGE_BYTES = 1024 * 1024;

/** JSON a recipe has beyond its stored text columns (keys, ids, dates, photo addresses), rounded up. */
const RECIPE_JSON_OVERHEAD = 1024;

/** The stored text's length in characters: a lower bound of its JSON's bytes, to stop reading early. */
const textLength = sql<number>`length("title") + length("description") + length("ingredients") + length("steps") + length("tags") + coalesce(length("sourceUrl"), 0)`;

/** The first rows (at most `limit`) whose estimated JSON fits the budget; always at least one. */
function rowsThatMayFit<R>(rows: R[], limit: number, estimate: (row: R) => number): R[] {
  const chosen: R[] = [];
  let bytes = OPEN.length + CLOSE.length;
  for (const row of rows.slice(0, limit)) {
    const size = estimate(row) + COMMA.length;
    if (chosen.length > 0 && bytes + size > RECIPE_PAGE_BYTES) break;
    bytes += size;
    chosen.push(row);
  }
  return chosen;
}

/**
 * The page's JSON by the exact bytes, from the candidates in order; a row without text (deleted since the page
 * was read) is passed over. There is a next page when fewer rows were passed than the query returned.
 */
function assemblePage<R extends { id: string }>(
  candidates: R[],
  texts: Map<string, Buffer>,
  fetched: number,
  cursorOf: (row: R) => unknown,
): RecipeListPage {
  const parts: Buffer[] = [OPEN];
  let bytes = OPEN.length + CLOSE.length;
  let passed = 0;
  let last: R | undefined;
  for (const row of candidates) {
    const json = texts.get(row.id);
    if (json !== undefined) {
      const size = json.byteLength + (parts.length > 1 ? COMMA.length : 0);
      if (parts.length > 1 && bytes + size > RECIPE_PAGE_BYTES) break;
      if (parts.length > 1) parts.push(COMMA);
      parts.push(json);
      bytes += size;
    }
    passed += 1;
    last = row;
  }
  parts.push(CLOSE);
  return { json: Buffer.concat(parts), nextCursor: passed < fetched && last ? encodeCursor(cursorOf(last)) : null };
}

/**
 * The user's live recipes, newest first, a page at a time (keyset on createdAt, id), as JSON: at most `limit`
 * recipes and RECIPE_PAGE_BYTES. A page is kept whole while the person's recipe list version stays the same
 * (recipe-list-cache.ts): reading it again costs the version's one-row read. Otherwise it is read in one query,
 * and recipes whose JSON is kept for what the row holds (recipe-json-cache.ts) are not converted again.
 */
export async function listRecipes(
  db: Db,
  userId: string,
  { filter, limit, cursor }: { filter: RecipeListFilter; limit: number; cursor?: string | undefined },
): Promise<RecipeListPage> {
  // A damaged cursor is refused before anything is read.
  const after = cursor ? decodeCursor(cursor, listCursor) : null;
  const key = listPageKey(userId, filter, limit, cursor);
  const version = await recipeListVersion(db, userId);
  const kept = keptListPage(db, key, version);
  if (kept) return kept;
  const page = await readListPage(db, userId, filter, limit, after);
  keepListPage(db, key, version, page);
  return page;
}

/**
 * One query: the page's rows (at most `limit`, and one more to know whether there is a next page), each with its
 * running estimate of the page's JSON in page order (brackets, commas, the stored text's length and the overhead),
 * and only the rows that may fit the byte budget read whole; assemblePage then cuts by the exact bytes.
 */
async function readListPage(db: Db, userId: string, filter: RecipeListFilter, limit: number, after: [string, string] | null) {
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
      sql<number | string>`sum("candidate"."textLength" + ${sql.lit(RECIPE_JSON_OVERHEAD + COMMA.length)}) over (${inPageOrder})`.as(
        'upTo',
      ),
      sql<number | string>`count(*) over ()`.as('fetched'),
    ]);
  const rows = await db.kysely
    .selectFrom(ranked.as('ranked'))
    .innerJoin('recipe', 'recipe.id', 'ranked.id')
    .select([...recipeColumns.map((column) => `recipe.${column}` as const), 'ranked.position', 'ranked.fetched'])
    .where('ranked.position', '<=', limit)
    .where((eb) => eb.or([eb('ranked.position', '=', 1), eb('ranked.upTo', '<=', RECIPE_PAGE_BYTES - OPEN.length - CLOSE.length)]))
    .orderBy('ranked.position')
    .execute();

  const texts = new Map<string, Buffer>();
  for (const row of rows) {
    const stored = storedText(row, recipeColumns);
    let json = keptRecipeJson(db, row.id, stored);
    if (json === undefined) keepRecipeJson(db, row.id, stored, (json = Buffer.from(JSON.stringify(toRecipe(row)))));
    texts.set(row.id, json);
  }
  return assemblePage(rows, texts, Number(rows[0]?.fetched ?? 0), (row) => [toIso(row.createdAt), row.id]);
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

/** Where a new recipe row belongs: someone's collection (maybe saved from the catalogue), or the catalogue. */
export interface RecipePlacement {
  userId: string | null;
  inCatalogue: boolean;
  slug?: string | null;
  savedFromId?: string | null;
}

/** The row of a new recipe, every stored form of it derived here (JSON lists, total time, search text). */
export function newRecipeRow(input: RecipeCreate, placement: RecipePlacement) {
  const now = new Date().toISOString();
  const ingredients = input.ingredients.map(toIngredient);
  return {
    id: randomUUID(),
    userId: placement.userId,
    inCatalogue: bool(placement.inCatalogue),
    slug: placement.slug ?? null,
    title: input.title,
    description: input.description,
    servings: input.servings,
    prepMinutes: input.prepMinutes,
    cookMinutes: input.cookMinutes,
    totalMinutes: totalMinutes(input.prepMinutes, input.cookMinutes),
    ingredients: JSON.stringify(ingredients),
    steps: JSON.stringify(input.steps),
    tags: JSON.stringify(input.tags),
    dietary: JSON.stringify(input.dietary),
    nutrition: input.nutrition ? JSON.stringify(input.nutrition) : null,
    photoId: input.photoId,
    sourceUrl: input.sourceUrl,
    savedFromId: placement.savedFromId ?? null,
    // Marks are a person's own; a catalogue recipe carries none.
    isFavorite: bool(!placement.inCatalogue && input.isFavorite),
    eatThisWeek: bool(!placement.inCatalogue && input.eatThisWeek),
    deleted: 0,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    ...searchColumns({ ...input, ingredients }),
    searchId: null,
  };
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
  const prepMinutes = patch.prepMinutes !== undefined ? patch.prepMinutes : current.prepMinutes;
  const cookMinutes = patch.cookMinutes !== undefined ? patch.cookMinutes : current.cookMinutes;
  const updatedAt = nextUpdatedAt(current.updatedAt);
  const ingredients = patch.ingredients?.map(toIngredient);
  const searchChanged = [patch.title, patch.description, patch.tags, patch.dietary, ingredients].some((v) => v !== undefined);
  const row = await db.kysely
    .updateTable('recipe')
    .set({
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.servings !== undefined && { servings: patch.servings }),
      prepMinutes,
      cookMinutes,
      totalMinutes: totalMinutes(prepMinutes, cookMinutes),
      ...(ingredients !== undefined && { ingredients: JSON.stringify(ingredients) }),
      ...(patch.steps !== undefined && { steps: JSON.stringify(patch.steps) }),
      ...(patch.tags !== undefined && { tags: JSON.stringify(patch.tags) }),
      ...(patch.dietary !== undefined && { dietary: JSON.stringify(patch.dietary) }),
      ...(patch.nutrition !== undefined && { nutrition: patch.nutrition ? JSON.stringify(patch.nutrition) : null }),
      ...(patch.photoId !== undefined && { photoId: patch.photoId }),
      ...(patch.sourceUrl !== undefined && { sourceUrl: patch.sourceUrl }),
      ...(patch.isFavorite !== undefined && { isFavorite: bool(patch.isFavorite) }),
      ...(patch.eatThisWeek !== undefined && { eatThisWeek: bool(patch.eatThisWeek) }),
      ...(patch.deleted === true && { deleted: 1, deletedAt: updatedAt }),
      ...(searchChanged &&
        searchColumns({
          title: patch.title ?? current.title,
          description: patch.description ?? current.description,
          tags: patch.tags ?? readJson(current.tags, storedStrings, []),
          dietary: patch.dietary ?? readJson(current.dietary, storedDietary, []),
          ingredients: ingredients ?? readJson(current.ingredients, storedIngredients, []),
        })),
      updatedAt,
    })
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

/**
 * "Recently deleted": the user's recipes deleted within the last 30 days, most recent first, a page at a time
 * (keyset on deletedAt, id; at most `limit` recipes and RECIPE_PAGE_BYTES), as JSON.
 */
export async function listDeletedRecipes(
  db: Db,
  userId: string,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<RecipeListPage> {
  let query = db.kysely
    .selectFrom('recipe')
    .select(['id', 'deletedAt', textLength.as('textLength')])
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .where('deleted', '=', 1)
    .where('deletedAt', '>=', restoreCutoff());
  if (cursor) {
    const [deletedAt, id] = decodeCursor(cursor, listCursor);
    query = query.where((eb) => eb.or([eb('deletedAt', '<', deletedAt), eb.and([eb('deletedAt', '=', deletedAt), eb('id', '<', id)])]));
  }
  const rows = await query
    .orderBy('deletedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const candidates = rowsThatMayFit(rows, limit, (row) => Number(row.textLength) + RECIPE_JSON_OVERHEAD);
  const texts = new Map<string, Buffer>();
  if (candidates.length > 0) {
    const whole = await db.kysely
      .selectFrom('recipe')
      .select(recipeColumns)
      .where(
        'id',
        'in',
        candidates.map((row) => row.id),
      )
      .where('userId', '=', userId)
      .where('deleted', '=', 1)
      .execute();
    for (const row of whole) texts.set(row.id, Buffer.from(JSON.stringify(toRecipe(row))));
  }
  return assemblePage(candidates, texts, rows.length, (row) => [toIso(row.deletedAt ?? new Date(0)), row.id]);
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
