import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedRecipe } from '../../../shared/recipe-share.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { isRefusal } from '../../lib/api-failure.ts';
import { recipeKeys } from './keys.ts';

/** GET /api/shared-recipes/{token} (public): a recipe someone shared, as a visitor reads it. */
export function getSharedRecipe(token: string, signal?: AbortSignal): Promise<SharedRecipe> {
  return apiRequest<SharedRecipe>(`/api/shared-recipes/${encodeURIComponent(token)}`, { signal });
}

export const sharedRecipeOptions = (token: string) =>
  queryOptions({
    queryKey: recipeKeys.shared(token),
    queryFn: ({ signal }) => getSharedRecipe(token, signal),
    // A link that no longer works will not work by asking again, and reads are limited per address.
    retry: (failures, error) => !isRefusal(error) && failures < 2,
    refetchOnWindowFocus: false,
  });

export function useSharedRecipe(token: string) {
  return useQuery(sharedRecipeOptions(token));
}
