import type { RecipeListFilter } from '../../../../shared/recipes.ts';

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
