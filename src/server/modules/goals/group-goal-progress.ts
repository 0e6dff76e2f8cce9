import type { ChampionGoal, Goal, GoalWeekProgress } from '../../../shared/goals.ts';
import { toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import type { Db } from '../../db/kysely.ts';
import { groupMembersOf, listGoalsOf } from './goals.repo.ts';
import { measureGoal } from './measure-goal.ts';

/**
 * One week of a goal across the champion's group now: how many reached it (everyone counted), and each member's
 * progress only for those who let their champion see it; the others are a number, never a name
 * (docs/decisions/0082-goals-and-what-a-champion-sees.md).
 */
export async function goalWeekProgress(db: Db, championId: string, goal: Goal, day: string): Promise<GoalWeekProgress> {
  const week = weekStartOf(day, goal.weekStartsOn);
  const members = await groupMembersOf(db, championId);
  const progress = await measureGoal(
    db,
    { goalId: goal.id, kind: goal.kind, week },
    members.map((m) => m.id),
  );
  const of = (id: string) => progress.get(id) ?? 0;
  const shown = members.filter((m) => m.sharesProgress);
  return {
    week,
    members: members.length,
    reached: members.filter((m) => of(m.id) >= goal.target).length,
    participants: shown.map((m) => ({ id: m.id, name: m.name, progress: of(m.id), reached: of(m.id) >= goal.target })),
    notShown: members.length - shown.length,
  };
}

/** Whether `day`'s week is one of the goal's. */
export function runsIn(goal: Goal, day: string): boolean {
  const week = weekStartOf(day, goal.weekStartsOn);
  return goal.startWeek <= week && week <= goal.endWeek;
}

/** GET /api/champion/goals: every goal of the champion's, with this week's progress for those running this week. */
export async function listChampionGoals(db: Db, championId: string, today = toIsoDate(new Date())): Promise<ChampionGoal[]> {
  const goals = await listGoalsOf(db, championId);
  return Promise.all(
    goals.map(async (goal) => ({ ...goal, thisWeek: runsIn(goal, today) ? await goalWeekProgress(db, championId, goal, today) : null })),
  );
}
