import type { DateRange } from '../../../../shared/meal-plans.ts';
import type { RecipeListFilter } from '../../../../shared/recipes.ts';

/** Every cache key of the planner, so that a change can name what it touches. */
export const mealPlanKeys = {
  all: ['meal-plan'] as const,
  ranges: () => [...mealPlanKeys.all, 'range'] as const,
  range: ({ from, to }: DateRange) => [...mealPlanKeys.ranges(), from, to] as const,
  calendar: () => [...mealPlanKeys.all, 'calendar'] as const,
};

/**
 * The user's recipes as the planner reads them. They sit under the Recipe Catalog's ['recipes'] prefix on
 * purpose: a change made there (a new eat-this-week mark, a deleted recipe) refreshes these lists too,
 * without either feature importing the other. Their own third part keeps the data shapes apart.
 */
export const plannerRecipeKeys = {
  all: ['recipes'] as const,
  list: (filter: RecipeListFilter) => [...plannerRecipeKeys.all, 'planner', filter] as const,
  detail: (id: string) => [...plannerRecipeKeys.all, 'detail', id] as const,
};

/** The shared catalogue's searches (the Recipe Catalog's ['catalogue'] prefix, for the same reason). */
export const plannerCatalogueKeys = {
  all: ['catalogue'] as const,
  search: (q: string) => [...plannerCatalogueKeys.all, 'planner-search', q] as const,
};
