import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { recipeSchema, type Recipe, type RecipeListFilter } from '../../../../shared/recipes.ts';
import { apiRequestPage } from '../../../lib/api-client.ts';
import { recipeKeys } from './query-keys.ts';

const PAGE_SIZE = 100;

export interface RecipePage {
  recipes: Recipe[];
  nextCursor: string | null;
}

export async function listRecipes(filter: RecipeListFilter, cursor: string | null, signal?: AbortSignal): Promise<RecipePage> {
  const params = new URLSearchParams({ filter, limit: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  const { data, nextCursor } = await apiRequestPage(`/api/recipes?${params.toString()}`, { signal, schema: z.array(recipeSchema) });
  return { recipes: data, nextCursor };
}

export const recipeListOptions = (filter: RecipeListFilter) =>
  infiniteQueryOptions({
    queryKey: recipeKeys.list(filter),
    queryFn: ({ pageParam, signal }) => listRecipes(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export type RecipeListData = InfiniteData<RecipePage, string | null>;

export function useRecipeList(filter: RecipeListFilter, enabled = true) {
  return useInfiniteQuery({ ...recipeListOptions(filter), enabled });
}
