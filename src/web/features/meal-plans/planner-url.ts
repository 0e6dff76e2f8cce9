import { isIsoDate, weekStartOf } from '../../../shared/meal-plan-rules.ts';
import { paths } from '../../../shared/routing.ts';
import type { WeekStart } from '../../../shared/users.ts';

/**
 * The Meal Planning page keeps what a person might share or come back to in its query: the week shown
 * (`week=YYYY-MM-DD`, any day of it) and a recipe to add (`add=<recipe id>`, from a link).
 */
export interface PlannerView {
  /** The first day of the week shown, by the person's week start. */
  week: string;
  add: string | null;
}

export interface PlannerContext {
  today: string;
  weekStart: WeekStart;
}

/** Reads the view; a missing or malformed week means the current one, never an error. */
export function readPlannerView(params: URLSearchParams, { today, weekStart }: PlannerContext): PlannerView {
  const week = params.get('week');
  const day = week !== null && isIsoDate(week) ? week : today;
  return { week: weekStartOf(day, weekStart), add: params.get('add') || null };
}

/** The query of a view, leaving out the current week so that the plain address means "this week". */
export function writePlannerView(view: PlannerView, { today, weekStart }: PlannerContext): URLSearchParams {
  const params = new URLSearchParams();
  if (view.week !== weekStartOf(today, weekStart)) params.set('week', view.week);
  if (view.add) params.set('add', view.add);
  return params;
}

/** The shopping list of the seven days from `weekStartDate` (another page, by its own query). */
export function shoppingListHref(from: string, to: string): string {
  return `${paths.shoppingList}?${new URLSearchParams({ from, to }).toString()}`;
}

/** One of the user's own recipes, open in the Recipe Catalog's My recipes dialog. */
export function ownRecipeHref(recipeId: string): string {
  return `${paths.recipeCatalog}?${new URLSearchParams({ tab: 'mine', open: recipeId }).toString()}`;
}
