import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { recipeSchema, type Recipe, type RecipeListFilter } from '../../../../shared/recipes.ts';
import { apiRequestPage } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

export interface RecipeShortlist {
  recipes: Recipe[];
  /** There are more than the dashboard shows. */
  more: boolean;
}

/** GET /api/recipes?filter=…: the first few of the user's recipes in a list, newest first. */
export async function listRecipes(filter: RecipeListFilter, limit: number, signal?: AbortSignal): Promise<RecipeShortlist> {
  const params = new URLSearchParams({ filter, limit: String(limit) });
  const { data, nextCursor } = await apiRequestPage(`/api/recipes?${params.toString()}`, { signal, schema: z.array(recipeSchema) });
  return { recipes: data, more: nextCursor !== null };
}

export const recipeShortlistOptions = (filter: RecipeListFilter, limit: number) =>
  queryOptions({ queryKey: dashboardKeys.recipes(filter, limit), queryFn: ({ signal }) => listRecipes(filter, limit, signal) });

export function useRecipeShortlist(filter: RecipeListFilter, limit: number) {
  return useQuery(recipeShortlistOptions(filter, limit));
}
