import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { addDays, mealTypes, type DateRange, type MealPlanEntry, type MealType } from '../../../shared/meal-plans.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { ownedInHousehold, readableInHousehold, type HouseholdMember } from '../households/index.ts';
import { photoUrls } from '../photos/index.ts';

/** Breakfast, lunch, dinner, snack: the order of a day, not of the alphabet. Literals, as they are ours. */
const mealOrder = sql<number>`case ${sql.ref('e.mealType')} ${sql.join(
  mealTypes.map((meal, i) => sql`when ${sql.lit(meal)} then ${sql.lit(i)}`),
  sql` `,
)} else ${sql.lit(mealTypes.length)} end`;

/** Whose plan a request works on, and who plans (docs/decisions/0061-households.md). */
export type PlanOwner = HouseholdMember;

/**
 * The household's entries with what their recipe says now: one query, the recipe joined only while it is one of
 * the household's members' own, private or not (a recipe purged for good leaves recipeId null through the foreign
 * key; one whose owner left the household shows as the title it was planned with). docs/decisions/0064.
 */
function entriesOf(db: Db, householdId: string) {
  return db.kysely
    .selectFrom('mealPlanEntry as e')
    .leftJoin('recipe as r', (join) => join.onRef('r.id', '=', 'e.recipeId').on(ownedInHousehold('r', { column: 'e.householdId' })))
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
      sql<number | boolean>`exists (select 1 from "cookLog" as "cooked" where "cooked"."planEntryId" = "e"."id")`.as('cookedFlag'),
    ])
    .where('e.householdId', '=', householdId);
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
    cooked: Boolean(Number(row.cookedFlag)),
  };
}

/** The household's entries from `from` to `to` inclusive, by date, meal and position. */
export async function listEntries(db: Db, householdId: string, { from, to }: DateRange): Promise<MealPlanEntry[]> {
  const rows = await entriesOf(db, householdId)
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

/** One of the household's entries; null for another household's or none. */
export async function findEntry(db: Db, householdId: string, id: string): Promise<MealPlanEntry | null> {
  const row = await entriesOf(db, householdId).where('e.id', '=', id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** The stored row of one of the household's entries (for changes). */
export async function findEntryRow(db: Db, householdId: string, id: string) {
  return db.kysely.selectFrom('mealPlanEntry').selectAll().where('id', '=', id).where('householdId', '=', householdId).executeTakeFirst();
}

/**
 * Serializes changes to one household's plan, so two requests (of one member or of two) never number a slot from
 * the same count. On PostgreSQL the household's row is locked until the transaction ends (NO KEY: inserts that
 * reference it are not blocked); SQLite runs one write transaction at a time anyway.
 */
export async function lockPlan(trx: Db, householdId: string): Promise<void> {
  if (trx.kind === 'postgres')
    await trx.kysely.selectFrom('household').select('id').where('id', '=', householdId).forNoKeyUpdate().execute();
}

/** The ids of one slot (a day's meal), in order. */
export async function slotEntryIds(
  db: Db,
  householdId: string,
  date: string,
  mealType: MealType,
): Promise<{ id: string; position: number }[]> {
  return db.kysely
    .selectFrom('mealPlanEntry')
    .select(['id', 'position'])
    .where('householdId', '=', householdId)
    .where('date', '=', date)
    .where('mealType', '=', mealType)
    .orderBy('position')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Gives `ordered` the positions 0..n-1, writing only those that change. */
export async function renumber(db: Db, householdId: string, ordered: { id: string; position: number }[]): Promise<void> {
  for (const [position, entry] of ordered.entries()) {
    if (entry.position === position) continue;
    await db.kysely
      .updateTable('mealPlanEntry')
      .set({ position })
      .where('id', '=', entry.id)
      .where('householdId', '=', householdId)
      .execute();
  }
}

/** Closes the gaps of one slot after an entry left it. */
export async function closeUpSlot(db: Db, householdId: string, date: string, mealType: MealType): Promise<void> {
  await renumber(db, householdId, await slotEntryIds(db, householdId, date, mealType));
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

/** Adds entries to the household's plan, as planned by `owner.userId`. */
export async function insertEntries(db: Db, owner: PlanOwner, entries: NewEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const now = new Date().toISOString();
  const rows = entries.map((entry) => ({
    id: randomUUID(),
    householdId: owner.householdId,
    userId: owner.userId,
    ...entry,
    createdAt: now,
    updatedAt: now,
  }));
  await db.kysely.insertInto('mealPlanEntry').values(rows).execute();
  return rows.map((r) => r.id);
}

/**
 * The title of a live recipe the person may plan: their own, or a member's of their household that is not private
 * (never a catalogue one: it is saved to their recipes first); undefined otherwise.
 */
export async function findPlannableRecipe(db: Db, planner: PlanOwner, recipeId: string) {
  return db.kysely
    .selectFrom('recipe as r')
    .select(['r.id', 'r.title'])
    .where('r.id', '=', recipeId)
    .where(readableInHousehold('r', planner))
    .where('r.inCatalogue', '=', 0)
    .where('r.deleted', '=', 0)
    .executeTakeFirst();
}

/** How many people the household cooks for: a new entry's servings. */
export async function householdSize(db: Db, householdId: string): Promise<number> {
  const row = await db.kysely.selectFrom('household').select('size').where('id', '=', householdId).executeTakeFirst();
  return row?.size ?? 2;
}

/** Deletes one of the household's entries and closes up its slot; false when there was none of theirs. */
export async function deleteEntry(db: Db, householdId: string, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await lockPlan(trx, householdId);
    const deleted = await trx.kysely
      .deleteFrom('mealPlanEntry')
      .where('id', '=', id)
      .where('householdId', '=', householdId)
      .returning(['date', 'mealType'])
      .executeTakeFirst();
    if (!deleted) return false;
    await closeUpSlot(trx, householdId, deleted.date, deleted.mealType as MealType);
    return true;
  });
}

/** Removes the household's entries of the seven days from `weekStart`; how many went. Whole slots go, so no gaps are left. */
export async function clearWeek(db: Db, householdId: string, weekStart: string): Promise<number> {
  const result = await db.kysely
    .deleteFrom('mealPlanEntry')
    .where('householdId', '=', householdId)
    .where('date', '>=', weekStart)
    .where('date', '<=', addDays(weekStart, 6))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
