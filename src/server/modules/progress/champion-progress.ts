import type { ChampionProgress } from '../../../shared/progress.ts';
import { weekStartOf } from '../../../shared/meal-plans.ts';
import type { Db } from '../../db/kysely.ts';
import { lastWeeks } from '../../lib/week-buckets.ts';
import { groupCheckInAverages } from '../check-ins/index.ts';
import { groupGoalsOverTime } from '../goals/index.ts';
import { findMe } from '../users/index.ts';
import { mealsCookedPerWeek, mealsPlannedPerWeek } from './progress.repo.ts';

/**
 * GET /api/champion/progress: the champion's group across their last `count` weeks (by their week start, as the group's
 * week counts are) — meals planned and cooked and the check-in average, each counting every member as the group's
 * totals do — and each goal with a week in them. Names only where a member allows it (goal progress).
 */
export async function championProgress(db: Db, championId: string, today: string, count: number): Promise<ChampionProgress> {
  const champion = await findMe(db, championId);
  const weekStart = champion?.weekStart ?? 'monday';
  const weeks = lastWeeks(weekStartOf(today, weekStart), count);
  const counted = { championId };
  // One after another: a pool connection at a time, one query per series.
  const planned = await mealsPlannedPerWeek(db, counted, weeks);
  const cooked = await mealsCookedPerWeek(db, counted, weeks);
  const checkIns = await groupCheckInAverages(db, championId, weekStart, weeks);
  const members = await db.kysely
    .selectFrom('championMembership')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('championId', '=', championId)
    .executeTakeFirst();
  const goals = await groupGoalsOverTime(db, championId, today, count);
  return {
    members: Number(members?.n ?? 0),
    weeks: weeks.map((week, i) => ({
      weekStart: week,
      mealsPlanned: planned.get(week) ?? 0,
      mealsCooked: cooked.get(week) ?? 0,
      checkIns: checkIns[i]?.answered ?? 0,
      checkInAverage: checkIns[i]?.average ?? null,
    })),
    goals,
  };
}
