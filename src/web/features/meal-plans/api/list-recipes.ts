import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../../shared/paging.ts';
import { recipeSchema, type Recipe, type RecipeListFilter } from '../../../../shared/recipes.ts';
import { apiRequestPage } from '../../../lib/api-client.ts';
import { plannerRecipeKeys } from './query-keys.ts';

/** The most a page may hold; the server may send fewer (a page is at most 1 MB) and a cursor for the rest. */
const PAGE_SIZE = MAX_PAGE_SIZE;
/** A collection larger than this many pages (5,000 recipes, the default quota) is not searched further by title in the browser. */
const MAX_PAGES = 50;

/**
 * GET /api/recipes?filter=…: the user's own recipes, every page of them. The planner picks from the whole
 * list (and searches it by title), where the Recipe Catalog shows it a page at a time.
 */
export async function listAllRecipes(filter: RecipeListFilter, signal?: AbortSignal): Promise<Recipe[]> {
  const recipes: Recipe[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const params = new URLSearchParams({ filter, limit: String(PAGE_SIZE) });
    if (cursor) params.set('cursor', cursor);
    const { data, nextCursor } = await apiRequestPage(`/api/recipes?${params.toString()}`, { signal, schema: z.array(recipeSchema) });
    recipes.push(...data);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return recipes;
}

export const plannerRecipesOptions = (filter: RecipeListFilter) =>
  queryOptions({ queryKey: plannerRecipeKeys.list(filter), queryFn: ({ signal }) => listAllRecipes(filter, signal) });

export function usePlannerRecipes(filter: RecipeListFilter, enabled = true) {
  return useQuery({ ...plannerRecipesOptions(filter), enabled });
}
