import { randomUUID } from 'node:crypto';
import type { ChampionCheckIns } from '../../../shared/check-ins.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';

/** The participant's check-in for one of their weeks, or undefined before they answer it. */
export async function findCheckIn(db: Db, userId: string, weekStart: string) {
  const row = await db.kysely
    .selectFrom('checkIn')
    .select(['mood', 'note', 'updatedAt'])
    .where('userId', '=', userId)
    .where('weekStart', '=', weekStart)
    .executeTakeFirst();
  return row && { mood: Number(row.mood), note: row.note, updatedAt: toIso(row.updatedAt) };
}

/**
 * This week's answer: a new check-in, or the week's one changed (the unique (userId, weekStart) makes two racing
 * answers one row). It is addressed to the champion the participant has now.
 */
export async function saveCheckIn(
  db: Db,
  answer: { userId: string; weekStart: string; championId: string; mood: number; note: string | null },
  now = new Date().toISOString(),
): Promise<void> {
  const { userId, weekStart, championId, mood, note } = answer;
  await db.kysely
    .insertInto('checkIn')
    .values({ id: randomUUID(), userId, weekStart, championId, mood, note, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'weekStart']).doUpdateSet({ championId, mood, note, updatedAt: now }))
    .execute();
}

/**
 * The check-ins a champion may read: addressed to them by someone who is in their group now. Every read of check-ins
 * for a champion starts here, so that what the participant allows their champion to see (issue 21 part 6) is
 * added to this one query.
 */
function checkInsForChampion(db: Db, championId: string) {
  return db.kysely
    .selectFrom('checkIn as ci')
    .innerJoin('championMembership as m', (join) => join.onRef('m.participantId', '=', 'ci.userId').on('m.championId', '=', championId))
    .where('ci.championId', '=', championId);
}

/**
 * The notes addressed to the champion by their group, newest week first, with the participant's name: the one
 * function that reads check-in notes for a champion (the privacy setting on notes belongs in its query).
 */
export async function checkInNotesForChampion(db: Db, championId: string, limit: number): Promise<ChampionCheckIns['notes']> {
  const rows = await checkInsForChampion(db, championId)
    .innerJoin('user as u', 'u.id', 'ci.userId')
    .select(['ci.id', 'ci.userId', 'u.name', 'ci.weekStart', 'ci.note', 'ci.updatedAt'])
    .where('ci.note', 'is not', null)
    // Only from those who let their champion read their notes (What my champion can see; decision 0082).
    .where('u.championSeesCheckInNotes', '=', 1)
    .orderBy('ci.weekStart', 'desc')
    .orderBy('ci.updatedAt', 'desc')
    .orderBy('ci.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    participantId: row.userId,
    participantName: row.name,
    weekStart: row.weekStart,
    note: row.note ?? '',
    updatedAt: toIso(row.updatedAt),
  }));
}

/** The group's ratings per participant week from `fromWeekStart` on: how many answered and their sum (one GROUP BY). */
export async function groupRatingsByWeek(db: Db, championId: string, fromWeekStart: string) {
  const rows = await checkInsForChampion(db, championId)
    .select(['ci.weekStart', (eb) => eb.fn.countAll<number>().as('answered'), (eb) => eb.fn.sum<number>('ci.mood').as('total')])
    .where('ci.weekStart', '>=', fromWeekStart)
    .groupBy('ci.weekStart')
    .execute();
  return rows.map((row) => ({ weekStart: row.weekStart, answered: Number(row.answered), total: Number(row.total) }));
}

/** The participant's own ratings in the given weeks of theirs (their first days), by week. */
export async function myRatingsIn(db: Db, userId: string, weeks: readonly string[]): Promise<Map<string, number>> {
  if (weeks.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('checkIn')
    .select(['weekStart', 'mood'])
    .where('userId', '=', userId)
    .where('weekStart', 'in', weeks)
    .execute();
  return new Map(rows.map((row) => [row.weekStart, Number(row.mood)]));
}
