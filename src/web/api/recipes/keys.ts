import type { RecipeListSort } from '../../../shared/recipe-rules.ts';
import type { RecipeListFilter } from '../../../shared/recipes.ts';

/**
 * Every cache key of the person's own recipes (GET /api/recipes…). Each reader of the list has its own third
 * part, since each keeps it in another shape: the Recipe Catalog's pages (`list`), the dashboard's first few
 * (`shortlist`), the planner's whole list (`whole`). All sit under `all`, so a change anywhere refreshes them all.
 */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (filter: RecipeListFilter, sort: RecipeListSort = 'newest') => [...recipeKeys.lists(), filter, sort] as const,
  shortlist: (filter: RecipeListFilter, limit: number) => [...recipeKeys.all, 'shortlist', filter, limit] as const,
  whole: (filter: RecipeListFilter) => [...recipeKeys.all, 'whole', filter] as const,
  deleted: () => [...recipeKeys.all, 'deleted'] as const,
  detail: (id: string) => [...recipeKeys.all, 'detail', id] as const,
  cookLog: (id: string) => [...recipeKeys.all, 'cooked', id] as const,
  share: (id: string) => [...recipeKeys.all, 'share', id] as const,
  /** A recipe someone shared, as a visitor reads it through its link: nobody's own recipes, so not under `all`. */
  shared: (token: string) => ['shared-recipe', token] as const,
};
