import type { DateRange } from '../../../../shared/meal-plans.ts';
import type { RecipeListFilter } from '../../../../shared/recipes.ts';

/**
 * The dashboard reads what other pages own, under their keys: a change made there (a recipe marked, a meal
 * planned, an item ticked) refreshes it here. A week's plan is the planner's own key and shape (the entries
 * alone), so its optimistic changes show here too. Recipe shortlists sit under "recipes" but outside its
 * "list" keys, which hold the catalogue's paged lists in another shape.
 */
export const dashboardKeys = {
  mealPlan: (range: DateRange) => ['meal-plan', 'range', range.from, range.to] as const,
  shoppingList: (range: DateRange) => ['shopping-list', range.from, range.to] as const,
  recipes: (filter: RecipeListFilter, limit: number) => ['recipes', 'dashboard', filter, limit] as const,
};

export function rangeQuery(range: DateRange): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}
