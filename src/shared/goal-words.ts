import type { GoalKind } from './goal-rules.ts';
import type { Goal } from './goals.ts';
import type { MessageKey } from './i18n/messages.ts';
import type { Translate } from './i18n/shared-words.ts';

/*
 * A goal in words, the same for the dashboards (useT) and the weekly email (the server's translator for the
 * person's language): what it asks and where someone stands on it.
 */

const titleKeys: Record<Exclude<GoalKind, 'free-text'>, MessageKey> = {
  'plan-meals': 'goals.title.planMeals',
  'cook-meals': 'goals.title.cookMeals',
  'try-new-recipes': 'goals.title.tryNewRecipes',
  'vegetarian-dinners': 'goals.title.vegetarianDinners',
  'shopping-before-weekend': 'goals.title.shoppingBeforeWeekend',
};

const progressKeys: Record<GoalKind, MessageKey> = {
  'plan-meals': 'goals.progress.planMeals',
  'cook-meals': 'goals.progress.cookMeals',
  'try-new-recipes': 'goals.progress.tryNewRecipes',
  'vegetarian-dinners': 'goals.progress.vegetarianDinners',
  'shopping-before-weekend': 'goals.progress.shoppingBeforeWeekend',
  'free-text': 'goals.progress.freeText',
};

/** The kinds as the `Set a goal` form offers them. */
export const goalKindKeys: Record<GoalKind, MessageKey> = {
  'plan-meals': 'goals.kind.planMeals',
  'cook-meals': 'goals.kind.cookMeals',
  'try-new-recipes': 'goals.kind.tryNewRecipes',
  'vegetarian-dinners': 'goals.kind.vegetarianDinners',
  'shopping-before-weekend': 'goals.kind.shoppingBeforeWeekend',
  'free-text': 'goals.kind.freeText',
};

/** What the goal asks, in a sentence: "Cook 3 meals at home a week"; a free-text goal is its own words. */
export function goalTitle(t: Translate, goal: Pick<Goal, 'kind' | 'target' | 'text'>): string {
  return goal.kind === 'free-text' ? (goal.text ?? '') : t(titleKeys[goal.kind], { target: goal.target });
}

/** Where someone stands this week, in words: "2 of 3 meals cooked", "Done". */
export function goalProgressText(t: Translate, goal: Pick<Goal, 'kind' | 'target'>, progress: number): string {
  return t(progressKeys[goal.kind], { progress, target: goal.target, done: progress >= goal.target ? 'yes' : 'no' });
}
