import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Recipe } from '../../../shared/recipes.ts';
import { apiRequestPage } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import type { RecipePage } from './list-recipes.ts';

/** GET /api/recipes/deleted: a page of Recently deleted (at most 100 recipes and about 1 MB) and the next page's cursor. */
export async function listDeletedRecipes(cursor: string | null, signal?: AbortSignal): Promise<RecipePage> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  const { data, nextCursor } = await apiRequestPage<Recipe[]>(`/api/recipes/deleted${query}`, { signal });
  return { recipes: data, nextCursor };
}

export const deletedRecipesOptions = () =>
  infiniteQueryOptions({
    queryKey: recipeKeys.deleted(),
    queryFn: ({ pageParam, signal }) => listDeletedRecipes(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useDeletedRecipes(enabled = true) {
  return useInfiniteQuery({ ...deletedRecipesOptions(), enabled });
}
