import { addDays, parseIsoDate } from './meal-plan-rules.ts';

/*
 * Weekly goals' kinds, limits and week arithmetic, without zod: the dashboards use them on their first load
 * (docs/decisions/0082-goals-and-what-a-champion-sees.md). goals.ts builds the schemas on them.
 */

/**
 * What a goal counts, each week, for one participant:
 * - `plan-meals`: plan entries they added for a day of the week;
 * - `cook-meals`: their "I cooked this" on a day of the week;
 * - `try-new-recipes`: recipes whose first day in their plan or cook log falls in the week (a saved copy is the
 *   recipe it was saved from);
 * - `vegetarian-dinners`: dinners they planned in the week whose recipe is tagged vegetarian or vegan;
 * - `shopping-before-weekend`: 1 when, before the week's Friday was over, they had put something on the week's
 *   shopping list (a planned recipe for a day of the week, or an item added by hand);
 * - `free-text`: 1 when they ticked it for the week.
 */
export const goalKinds = [
  'plan-meals',
  'cook-meals',
  'try-new-recipes',
  'vegetarian-dinners',
  'shopping-before-weekend',
  'free-text',
] as const;
export type GoalKind = (typeof goalKinds)[number];

/** Kinds that are done or not in a week: their target is always 1. */
export const onceAWeekKinds: readonly GoalKind[] = ['shopping-before-weekend', 'free-text'];

export const goalLimits = {
  /** A week has 21 main meals; more is a mistake. */
  target: 21,
  text: 200,
  /** Weeks one goal may run. */
  weeks: 52,
  /** Goals a champion keeps at once (ended ones included: they delete old ones to make room). */
  goals: 50,
} as const;

/** The first day after the week's Friday (00:00 UTC): the deadline of `shopping-before-weekend`. */
export function weekendStartOf(week: string): string {
  const weekday = parseIsoDate(week).getUTCDay(); // 0 = Sunday
  const toFriday = (5 - weekday + 7) % 7;
  return addDays(week, toFriday + 1);
}

/** How many weeks from `startWeek` to `endWeek`, both counted. */
export function weeksSpanned(startWeek: string, endWeek: string): number {
  return Math.round((parseIsoDate(endWeek).getTime() - parseIsoDate(startWeek).getTime()) / (7 * 86_400_000)) + 1;
}
