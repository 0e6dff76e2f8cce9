import {
  goalLimits,
  onceAWeekKinds,
  weeksSpanned,
  type Goal,
  type goalCreateSchema,
  type goalUpdateSchema,
} from '../../../shared/goals.ts';
import { QUOTA_EXCEEDED } from '../../../shared/quotas.ts';
import { weekStartOf } from '../../../shared/meal-plans.ts';
import type { WeekStart } from '../../../shared/users.ts';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { countGoalsOf, findGoalOf, insertGoal, updateGoalOf, weekStartOfChampion } from './goals.repo.ts';

/** The goal's weeks, each snapped to its first day: the last not before the first, and no more than a year. */
function weeksOf(startDay: string, endDay: string, weekStartsOn: WeekStart): { startWeek: string; endWeek: string } {
  const startWeek = weekStartOf(startDay, weekStartsOn);
  const endWeek = weekStartOf(endDay, weekStartsOn);
  if (endWeek < startWeek) {
    const message = words('validation.goal.weekOrder');
    throw new AppError('BAD_REQUEST', message, [{ path: 'endWeek', message }]);
  }
  if (weeksSpanned(startWeek, endWeek) > goalLimits.weeks) {
    const message = words('validation.goal.tooManyWeeks', { max: goalLimits.weeks });
    throw new AppError('BAD_REQUEST', message, [{ path: 'endWeek', message }]);
  }
  return { startWeek, endWeek };
}

/** POST /api/champion/goals: a goal for the champion's group, its weeks following the champion's week start. */
export async function setGoal(db: Db, championId: string, input: z.output<typeof goalCreateSchema>): Promise<Goal> {
  const weekStartsOn = await weekStartOfChampion(db, championId);
  const weeks = weeksOf(input.startWeek, input.endWeek, weekStartsOn);
  if ((await countGoalsOf(db, championId)) >= goalLimits.goals) {
    throw new AppError('CONFLICT', words('server.goals.quota', { max: goalLimits.goals }), undefined, { clientCode: QUOTA_EXCEEDED });
  }
  return insertGoal(db, championId, {
    kind: input.kind,
    target: onceAWeekKinds.includes(input.kind) ? 1 : (input.target ?? 1),
    text: input.kind === 'free-text' ? (input.text ?? null) : null,
    weekStartsOn,
    ...weeks,
  });
}

/** PATCH /api/champion/goals/{id}: undefined when it is not one of the champion's goals. */
export async function changeGoal(
  db: Db,
  championId: string,
  goalId: string,
  patch: z.output<typeof goalUpdateSchema>,
): Promise<Goal | undefined> {
  const goal = await findGoalOf(db, championId, goalId);
  if (!goal) return undefined;
  if (patch.text !== undefined && goal.kind !== 'free-text') {
    const message = words('validation.goal.textOnlyFreeText');
    throw new AppError('BAD_REQUEST', message, [{ path: 'text', message }]);
  }
  if (patch.target !== undefined && patch.target !== 1 && onceAWeekKinds.includes(goal.kind)) {
    const message = words('validation.goal.onceAWeek');
    throw new AppError('BAD_REQUEST', message, [{ path: 'target', message }]);
  }
  const weeks =
    patch.startWeek !== undefined || patch.endWeek !== undefined
      ? weeksOf(patch.startWeek ?? goal.startWeek, patch.endWeek ?? goal.endWeek, goal.weekStartsOn)
      : {};
  return updateGoalOf(db, championId, goalId, {
    ...(patch.target !== undefined && { target: patch.target }),
    ...(patch.text !== undefined && { text: patch.text }),
    ...weeks,
  });
}
