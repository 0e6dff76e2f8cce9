import type { MyGoal } from '../../../shared/goals.ts';
import { toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import type { Goal } from '../../../shared/goals.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { findGoalOfMyChampion, goalsOfMyChampion, setTick } from './goals.repo.ts';
import { runsIn } from './group-goal-progress.ts';
import { measureGoal } from './measure-goal.ts';

async function withProgress(db: Db, userId: string, goal: Goal, today: string): Promise<MyGoal> {
  const week = weekStartOf(today, goal.weekStartsOn);
  const progress = (await measureGoal(db, { goalId: goal.id, kind: goal.kind, week }, [userId])).get(userId) ?? 0;
  return { goal, week, progress, reached: progress >= goal.target };
}

/** GET /api/me/goals: the goals of the participant's champion running this week, each with their own progress. */
export async function myGoals(db: Db, userId: string, today = toIsoDate(new Date())): Promise<MyGoal[]> {
  return (await myFirstGoals(db, userId, today, Number.POSITIVE_INFINITY)).goals;
}

/**
 * The first `limit` of those goals with the participant's progress, and how many more run in the week holding `today`:
 * the weekly email shows a few and points to the dashboard for the rest, measuring only what it shows.
 */
export async function myFirstGoals(db: Db, userId: string, today: string, limit: number): Promise<{ goals: MyGoal[]; more: number }> {
  const running = (await goalsOfMyChampion(db, userId)).filter((goal) => runsIn(goal, today));
  const goals = await Promise.all(running.slice(0, limit).map((goal) => withProgress(db, userId, goal, today)));
  return { goals, more: Math.max(0, running.length - limit) };
}

/**
 * PUT /api/me/goals/{id}/done: ticks or unticks a free-text goal of their champion's for this week. Undefined when it
 * is no goal of their champion's; refused when it is measured by the app or not running this week.
 */
export async function tickGoal(
  db: Db,
  userId: string,
  goalId: string,
  done: boolean,
  today = toIsoDate(new Date()),
): Promise<MyGoal | undefined> {
  const goal = await findGoalOfMyChampion(db, userId, goalId);
  if (!goal) return undefined;
  if (goal.kind !== 'free-text') throw new AppError('CONFLICT', words('server.goals.measured'));
  if (!runsIn(goal, today)) throw new AppError('CONFLICT', words('server.goals.notThisWeek'));
  await setTick(db, goal.id, userId, weekStartOf(today, goal.weekStartsOn), done);
  return withProgress(db, userId, goal, today);
}
