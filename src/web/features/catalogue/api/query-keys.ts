import type { RecipeListFilter } from '../../../../shared/recipes.ts';

/** Every cache key of this feature, so that a mutation can name what it changes. */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (filter: RecipeListFilter) => [...recipeKeys.lists(), filter] as const,
  deleted: () => [...recipeKeys.all, 'deleted'] as const,
  detail: (id: string) => [...recipeKeys.all, 'detail', id] as const,
};

export const catalogueKeys = {
  all: ['catalogue'] as const,
  searches: () => [...catalogueKeys.all, 'search'] as const,
  search: (params: string) => [...catalogueKeys.searches(), params] as const,
  detail: (id: string) => [...catalogueKeys.all, 'detail', id] as const,
};
