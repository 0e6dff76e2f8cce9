import type { MyProgress } from '../../../shared/progress.ts';
import { weekStartOf } from '../../../shared/meal-plans.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { lastWeeks } from '../../lib/week-buckets.ts';
import { myRatingsIn } from '../check-ins/index.ts';
import { myGoalsOverTime } from '../goals/index.ts';
import { findMe } from '../users/index.ts';
import { mealsCookedPerWeek, mealsPlannedPerWeek } from './progress.repo.ts';

/**
 * GET /api/me/progress: the person's own last `count` weeks, as their planner counts weeks: meals they planned and
 * cooked, their check-in, and their champion's goals with their own progress. Only their own rows are read.
 */
export async function myProgress(db: Db, userId: string, today: string, count: number): Promise<MyProgress> {
  const me = await findMe(db, userId);
  if (!me) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
  const weeks = lastWeeks(weekStartOf(today, me.weekStart), count);
  const counted = { userId };
  const planned = await mealsPlannedPerWeek(db, counted, weeks);
  const cooked = await mealsCookedPerWeek(db, counted, weeks);
  const ratings = await myRatingsIn(db, userId, weeks);
  const goals = await myGoalsOverTime(db, userId, today, count);
  return {
    weeks: weeks.map((week) => ({
      weekStart: week,
      mealsPlanned: planned.get(week) ?? 0,
      mealsCooked: cooked.get(week) ?? 0,
      checkIn: ratings.get(week) ?? null,
    })),
    goals,
  };
}
