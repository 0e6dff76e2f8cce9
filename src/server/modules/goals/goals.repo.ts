import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { goalKinds, type Goal, type GoalKind } from '../../../shared/goals.ts';
import { weekStartSchema, type WeekStart } from '../../../shared/users.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso, type GoalTable } from '../../db/schema.ts';

/*
 * Goals are their champion's: every query on them takes the champion's id, or, for a participant, goes through
 * their membership of that champion's group (docs/decisions/0082-goals-and-what-a-champion-sees.md).
 */

type GoalRow = Omit<GoalTable, 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string };

const storedWeekStart = weekStartSchema.catch('monday');

export function toGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    kind: (goalKinds as readonly string[]).includes(row.kind) ? (row.kind as GoalKind) : 'free-text',
    target: Number(row.target),
    text: row.text,
    weekStartsOn: storedWeekStart.parse(row.weekStartsOn),
    startWeek: row.startWeek,
    endWeek: row.endWeek,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** The champion's goals: the latest weeks first, then the newest. */
export async function listGoalsOf(db: Db, championId: string): Promise<Goal[]> {
  const rows = await db.kysely
    .selectFrom('goal')
    .selectAll()
    .where('championId', '=', championId)
    .orderBy('endWeek', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toGoal);
}

export async function countGoalsOf(db: Db, championId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('goal')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('championId', '=', championId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One of the champion's own goals; undefined for anyone else's. */
export async function findGoalOf(db: Db, championId: string, goalId: string): Promise<Goal | undefined> {
  const row = await db.kysely
    .selectFrom('goal')
    .selectAll()
    .where('id', '=', goalId)
    .where('championId', '=', championId)
    .executeTakeFirst();
  return row ? toGoal(row) : undefined;
}

export interface NewGoal {
  kind: GoalKind;
  target: number;
  text: string | null;
  weekStartsOn: WeekStart;
  startWeek: string;
  endWeek: string;
}

export async function insertGoal(db: Db, championId: string, goal: NewGoal): Promise<Goal> {
  const now = new Date().toISOString();
  const row = { id: randomUUID(), championId, ...goal, createdAt: now, updatedAt: now };
  await db.kysely.insertInto('goal').values(row).execute();
  return toGoal(row);
}

export async function updateGoalOf(
  db: Db,
  championId: string,
  goalId: string,
  patch: Partial<Pick<NewGoal, 'target' | 'text' | 'startWeek' | 'endWeek'>>,
): Promise<Goal | undefined> {
  await db.kysely
    .updateTable('goal')
    .set({ ...patch, updatedAt: new Date().toISOString() })
    .where('id', '=', goalId)
    .where('championId', '=', championId)
    .execute();
  return findGoalOf(db, championId, goalId);
}

export async function deleteGoalOf(db: Db, championId: string, goalId: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('goal').where('id', '=', goalId).where('championId', '=', championId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The champion's group now: id, name and whether each lets the champion see their goal progress, by name. */
export async function groupMembersOf(db: Db, championId: string) {
  const rows = await db.kysely
    .selectFrom('championMembership as m')
    .innerJoin('user as u', 'u.id', 'm.participantId')
    .select(['u.id', 'u.name', 'u.championSeesGoalProgress'])
    .where('m.championId', '=', championId)
    .orderBy(sql`lower(${sql.ref('u.name')})`)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, sharesProgress: Number(row.championSeesGoalProgress) === 1 }));
}

/** The goals of the participant's champion whose weeks include `today`'s (by each goal's own week start is the caller's). */
export async function goalsOfMyChampion(db: Db, participantId: string): Promise<Goal[]> {
  const rows = await db.kysely
    .selectFrom('goal as g')
    .innerJoin('championMembership as m', 'm.championId', 'g.championId')
    .selectAll('g')
    .where('m.participantId', '=', participantId)
    .orderBy('g.endWeek')
    .orderBy('g.createdAt')
    .orderBy('g.id')
    .execute();
  return rows.map(toGoal);
}

/** A goal of the participant's champion; undefined for any other. */
export async function findGoalOfMyChampion(db: Db, participantId: string, goalId: string): Promise<Goal | undefined> {
  const row = await db.kysely
    .selectFrom('goal as g')
    .innerJoin('championMembership as m', 'm.championId', 'g.championId')
    .selectAll('g')
    .where('m.participantId', '=', participantId)
    .where('g.id', '=', goalId)
    .executeTakeFirst();
  return row ? toGoal(row) : undefined;
}

export async function setTick(db: Db, goalId: string, userId: string, week: string, done: boolean): Promise<void> {
  if (!done) {
    await db.kysely.deleteFrom('goalTick').where('goalId', '=', goalId).where('userId', '=', userId).where('week', '=', week).execute();
    return;
  }
  await db.kysely
    .insertInto('goalTick')
    .values({ goalId, userId, week, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['goalId', 'userId', 'week']).doNothing())
    .execute();
}

/** The champion's week start: the one goals they set now follow. */
export async function weekStartOfChampion(db: Db, championId: string): Promise<WeekStart> {
  const row = await db.kysely.selectFrom('user').select('weekStart').where('id', '=', championId).executeTakeFirst();
  return storedWeekStart.parse(row?.weekStart);
}
