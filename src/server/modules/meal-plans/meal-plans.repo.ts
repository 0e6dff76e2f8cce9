import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { addDays, mealTypes, type DateRange, type MealPlanEntry, type MealType } from '../../../shared/meal-plans.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { photoUrls } from '../photos/index.ts';

/** Breakfast, lunch, dinner, snack: the order of a day, not of the alphabet. Literals, as they are ours. */
const mealOrder = sql<number>`case ${sql.ref('e.mealType')} ${sql.join(
  mealTypes.map((meal, i) => sql`when ${sql.lit(meal)} then ${sql.lit(i)}`),
  sql` `,
)} else ${sql.lit(mealTypes.length)} end`;

/**
 * The user's entries with what their recipe says now: one query, the recipe joined only when it is the
 * entry owner's own (a recipe purged for good leaves recipeId null through the foreign key).
 */
function entriesOf(db: Db, userId: string) {
  return db.kysely
    .selectFrom('mealPlanEntry as e')
    .leftJoin('recipe as r', (join) => join.onRef('r.id', '=', 'e.recipeId').onRef('r.userId', '=', 'e.userId'))
    .select([
      'e.id',
      'e.date',
      'e.mealType',
      'e.recipeId',
      'e.text',
      'e.title',
      'e.servings',
      'e.position',
      'r.id as joinedRecipeId',
      'r.title as recipeTitle',
      'r.deleted as recipeDeletedFlag',
      'r.photoId as recipePhotoId',
    ])
    .where('e.userId', '=', userId);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesOf>['executeTakeFirstOrThrow']>>;

function toEntry(row: EntryRow): MealPlanEntry {
  const recipeLive = row.joinedRecipeId !== null && Number(row.recipeDeletedFlag) === 0;
  return {
    id: row.id,
    date: row.date,
    // Only the shared schema's meal types are ever written.
    mealType: row.mealType as MealType,
    recipeId: row.recipeId,
    text: row.text,
    title: row.recipeTitle ?? row.title,
    servings: row.servings,
    position: row.position,
    // A free-text entry never had a recipe; any other entry whose recipe is not live lost it.
    recipeDeleted: row.text === null && !recipeLive,
    thumbnailUrl: row.joinedRecipeId !== null ? photoUrls(row.recipePhotoId).thumbnailUrl : null,
  };
}

/** The user's entries from `from` to `to` inclusive, by date, meal and position. */
export async function listEntries(db: Db, userId: string, { from, to }: DateRange): Promise<MealPlanEntry[]> {
  const rows = await entriesOf(db, userId)
    .where('e.date', '>=', from)
    .where('e.date', '<=', to)
    .orderBy('e.date')
    .orderBy(mealOrder)
    .orderBy('e.position')
    .orderBy('e.createdAt')
    .orderBy('e.id')
    .execute();
  return rows.map(toEntry);
}

/** One of the user's entries; null for anyone else's or none. */
export async function findEntry(db: Db, userId: string, id: string): Promise<MealPlanEntry | null> {
  const row = await entriesOf(db, userId).where('e.id', '=', id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** The stored row of one of the user's entries (for changes). */
export async function findEntryRow(db: Db, userId: string, id: string) {
  return db.kysely.selectFrom('mealPlanEntry').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

/**
 * Serializes changes to one user's plan, so two requests never number a slot from the same count. On
 * PostgreSQL the user's row is locked until the transaction ends (NO KEY: inserts that reference the user
 * are not blocked); SQLite runs one write transaction at a time anyway.
 */
export async function lockPlan(trx: Db, userId: string): Promise<void> {
  if (trx.kind === 'postgres') await trx.kysely.selectFrom('user').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/** The ids of one slot (a day's meal), in order. */
export async function slotEntryIds(db: Db, userId: string, date: string, mealType: MealType): Promise<{ id: string; position: number }[]> {
  return db.kysely
    .selectFrom('mealPlanEntry')
    .select(['id', 'position'])
    .where('userId', '=', userId)
    .where('date', '=', date)
    .where('mealType', '=', mealType)
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Gives `ordered` the positions 0..n-1, writing only those that change. */
export async function renumber(db: Db, userId: string, ordered: { id: string; position: number }[]): Promise<void> {
  for (const [position, entry] of ordered.entries()) {
    if (entry.position === position) continue;
    await db.kysely.updateTable('mealPlanEntry').set({ position }).where('id', '=', entry.id).where('userId', '=', userId).execute();
  }
}

/** Closes the gaps of one slot after an entry left it. */
export async function closeUpSlot(db: Db, userId: string, date: string, mealType: MealType): Promise<void> {
  await renumber(db, userId, await slotEntryIds(db, userId, date, mealType));
}

export interface NewEntry {
  date: string;
  mealType: MealType;
  recipeId: string | null;
  text: string | null;
  title: string;
  servings: number;
  position: number;
}

export async function insertEntries(db: Db, userId: string, entries: NewEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const now = new Date().toISOString();
  const rows = entries.map((entry) => ({ id: randomUUID(), userId, ...entry, createdAt: now, updatedAt: now }));
  await db.kysely.insertInto('mealPlanEntry').values(rows).execute();
  return rows.map((r) => r.id);
}

/** The title and servings of one of the user's own live recipes (not a catalogue one); undefined otherwise. */
export async function findPlannableRecipe(db: Db, userId: string, recipeId: string) {
  return db.kysely
    .selectFrom('recipe')
    .select(['id', 'title'])
    .where('id', '=', recipeId)
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

export async function householdSize(db: Db, userId: string): Promise<number> {
  const row = await db.kysely.selectFrom('user').select('householdSize').where('id', '=', userId).executeTakeFirst();
  return row?.householdSize ?? 2;
}

/** Deletes one of the user's entries and closes up its slot; false when there was none of theirs. */
export async function deleteEntry(db: Db, userId: string, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await lockPlan(trx, userId);
    const deleted = await trx.kysely
      .deleteFrom('mealPlanEntry')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .returning(['date', 'mealType'])
      .executeTakeFirst();
    if (!deleted) return false;
    await closeUpSlot(trx, userId, deleted.date, deleted.mealType as MealType);
    return true;
  });
}

/** Removes the user's entries of the seven days from `weekStart`; how many went. Whole slots go, so no gaps are left. */
export async function clearWeek(db: Db, userId: string, weekStart: string): Promise<number> {
  const result = await db.kysely
    .deleteFrom('mealPlanEntry')
    .where('userId', '=', userId)
    .where('date', '>=', weekStart)
    .where('date', '<=', addDays(weekStart, 6))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
