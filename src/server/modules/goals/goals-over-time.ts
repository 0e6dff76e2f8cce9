import type { GroupGoalProgress, MyProgress } from '../../../shared/progress.ts';
import type { Db } from '../../db/kysely.ts';
import { goalsOfMyChampion, groupMembersOf, listGoalsOf } from './goals.repo.ts';
import { goalWeeksShown, measureGoalWeeks } from './measure-goal-weeks.ts';

/**
 * The champion's goals across their last `count` weeks (each goal in its own weeks, only those inside its span): how
 * many of the group now reached it each week, everyone counted, and the progress of those who let their champion see
 * it; the others are a number, never a name (docs/decisions/0082-goals-and-what-a-champion-sees.md).
 */
export async function groupGoalsOverTime(db: Db, championId: string, today: string, count: number): Promise<GroupGoalProgress[]> {
  const [goals, members] = await Promise.all([listGoalsOf(db, championId), groupMembersOf(db, championId)]);
  const ids = members.map((m) => m.id);
  const shown = members.filter((m) => m.sharesProgress);
  const charted: GroupGoalProgress[] = [];
  // One goal after another: at most 50, each one query over the group's rows.
  for (const goal of goals) {
    const weeks = goalWeeksShown(goal, today, count);
    if (weeks.length === 0) continue;
    const progress = await measureGoalWeeks(db, goal, weeks, ids);
    const of = (week: string, id: string) => progress.get(week)?.get(id) ?? 0;
    charted.push({
      goal,
      weeks: weeks.map((week) => ({ weekStart: week, reached: ids.filter((id) => of(week, id) >= goal.target).length })),
      participants: shown.map((m) => ({ id: m.id, name: m.name, progress: weeks.map((week) => of(week, m.id)) })),
      notShown: members.length - shown.length,
    });
  }
  return charted;
}

/** The participant's champion's goals across the last `count` weeks, with their own progress each week. */
export async function myGoalsOverTime(db: Db, userId: string, today: string, count: number): Promise<MyProgress['goals']> {
  const goals = await goalsOfMyChampion(db, userId);
  const charted: MyProgress['goals'] = [];
  for (const goal of goals) {
    const weeks = goalWeeksShown(goal, today, count);
    if (weeks.length === 0) continue;
    const progress = await measureGoalWeeks(db, goal, weeks, [userId]);
    charted.push({
      goal,
      weeks: weeks.map((week) => {
        const done = progress.get(week)?.get(userId) ?? 0;
        return { weekStart: week, progress: done, reached: done >= goal.target };
      }),
    });
  }
  return charted;
}
