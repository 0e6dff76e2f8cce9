import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { lastDayOf, perWeek, weekOfDay } from '../../lib/week-buckets.ts';

/*
 * The weekly counts behind the progress charts (docs/decisions/0085-progress-over-time.md). Whose rows are counted is
 * part of each query: a champion's group as it is now (their membership rows), or one person.
 */

/** Whose rows: the members of a champion's group now, or one person. */
export type Counted = { championId: string } | { userId: string };

function whose(db: Db, counted: Counted) {
  return 'userId' in counted
    ? [counted.userId]
    : db.kysely.selectFrom('championMembership').select('participantId').where('championId', '=', counted.championId);
}

/** Plan entries added for a day of each week (plans are the household's: each entry counts for who added it). */
export async function mealsPlannedPerWeek(db: Db, counted: Counted, weeks: readonly string[]): Promise<Map<string, number>> {
  const first = weeks[0];
  if (first === undefined) return new Map();
  const entries = db.kysely
    .selectFrom('mealPlanEntry')
    .select(weekOfDay(sql.ref('date'), weeks).as('week'))
    .where('userId', 'in', whose(db, counted))
    .where('date', '>=', first)
    .where('date', '<=', lastDayOf(weeks));
  const rows = await db.kysely
    .selectFrom(entries.as('b'))
    .select(['b.week', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('b.week')
    .execute();
  return perWeek(weeks, rows);
}

/** "I cooked this" entries on a day of each week (the cook log's own day): a count, never what the log says. */
export async function mealsCookedPerWeek(db: Db, counted: Counted, weeks: readonly string[]): Promise<Map<string, number>> {
  const first = weeks[0];
  if (first === undefined) return new Map();
  const cooked = db.kysely
    .selectFrom('cookLog')
    .select(weekOfDay(sql.ref('cookedOn'), weeks).as('week'))
    .where('userId', 'in', whose(db, counted))
    .where('cookedOn', '>=', first)
    .where('cookedOn', '<=', lastDayOf(weeks));
  const rows = await db.kysely
    .selectFrom(cooked.as('b'))
    .select(['b.week', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('b.week')
    .execute();
  return perWeek(weeks, rows);
}
