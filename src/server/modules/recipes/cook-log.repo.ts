import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CookLogEntry } from '../../../shared/cook-log.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';
import { readableInHousehold, type HouseholdMember } from '../households/index.ts';
import { photoUrls } from '../photos/index.ts';

/*
 * The cook log's queries (docs/decisions/0077-the-cook-log.md). Every one names the reader: an entry is written only
 * on a recipe the reader may read, read only there and only when it is the reader's own or a current household
 * member's, and deleted only by its cook.
 */

export interface NewCookLogEntry {
  recipeId: string;
  cookedOn: string;
  rating: number | null;
  note: string | null;
  photoId: string | null;
  planEntryId: string | null;
}

/**
 * Writes the entry when the recipe is one the reader may read (their own, or a household member's that is not
 * private; live, not the catalogue's), in one statement; its id, or null when there is no such recipe for them.
 */
export async function insertCookLogEntry(db: Db, reader: HouseholdMember, entry: NewCookLogEntry): Promise<string | null> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const written = await db.kysely
    .insertInto('cookLog')
    .columns(['id', 'userId', 'householdId', 'recipeId', 'cookedOn', 'rating', 'note', 'photoId', 'planEntryId', 'createdAt'])
    .expression((eb) =>
      eb
        .selectFrom('recipe as r')
        .select([
          sql.val(id).as('id'),
          sql.val(reader.userId).as('userId'),
          sql.val(reader.householdId).as('householdId'),
          'r.id',
          sql.val(entry.cookedOn).as('cookedOn'),
          sql.val(entry.rating).as('rating'),
          sql.val(entry.note).as('note'),
          sql.val(entry.photoId).as('photoId'),
          sql.val(entry.planEntryId).as('planEntryId'),
          sql.val(createdAt).as('createdAt'),
        ])
        .where('r.id', '=', entry.recipeId)
        .where(readableInHousehold('r', reader))
        .where('r.inCatalogue', '=', 0)
        .where('r.deleted', '=', 0),
    )
    .returning('id')
    .executeTakeFirst();
  return written?.id ?? null;
}

/** Is this the reader's household's plan entry, planned with this recipe? */
export async function isHouseholdEntryOf(db: Db, reader: HouseholdMember, planEntryId: string, recipeId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('mealPlanEntry')
    .select('id')
    .where('id', '=', planEntryId)
    .where('householdId', '=', reader.householdId)
    .where('recipeId', '=', recipeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The most entries one read answers with: the newest. */
export const COOK_LOG_READ_LIMIT = 200;

/**
 * The recipe's log as the reader may read it, newest first: null when the recipe is not one they may read; else
 * their own entries and those of the people in their household now.
 */
export async function readCookLog(db: Db, reader: HouseholdMember, recipeId: string): Promise<CookLogEntry[] | null> {
  const recipe = await db.kysely
    .selectFrom('recipe as r')
    .select('r.id')
    .where('r.id', '=', recipeId)
    .where(readableInHousehold('r', reader))
    .where('r.inCatalogue', '=', 0)
    .where('r.deleted', '=', 0)
    .executeTakeFirst();
  if (!recipe) return null;
  const rows = await db.kysely
    .selectFrom('cookLog as c')
    .innerJoin('user as cook', 'cook.id', 'c.userId')
    .innerJoin('recipe as r', 'r.id', 'c.recipeId')
    .select([
      'c.id',
      'c.recipeId',
      'c.cookedOn',
      'c.rating',
      'c.note',
      'c.photoId',
      'c.planEntryId',
      'c.createdAt',
      'c.userId',
      'cook.name',
    ])
    .where('c.recipeId', '=', recipeId)
    .where(readableInHousehold('r', reader))
    .where((eb) => eb.or([eb('c.userId', '=', reader.userId), eb('cook.householdId', '=', reader.householdId)]))
    .orderBy('c.cookedOn', 'desc')
    .orderBy('c.createdAt', 'desc')
    .orderBy('c.id', 'desc')
    .limit(COOK_LOG_READ_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recipeId: row.recipeId,
    cookedOn: row.cookedOn,
    rating: row.rating === null ? null : Number(row.rating),
    note: row.note,
    photoId: row.photoId,
    ...photoUrls(row.photoId),
    planEntryId: row.planEntryId,
    createdAt: toIso(row.createdAt),
    mine: row.userId === reader.userId,
    cookName: row.name,
  }));
}

/** Deletes one of the reader's own entries; false when they have none by that id on that recipe. */
export async function deleteOwnCookLogEntry(db: Db, userId: string, recipeId: string, entryId: string): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('cookLog')
    .where('id', '=', entryId)
    .where('recipeId', '=', recipeId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
