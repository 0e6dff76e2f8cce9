import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeShare } from '../../../shared/recipe-share.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** GET /api/recipes/{id}/share: the public link of one of the person's own recipes, or null while it is not shared. */
export function getRecipeShare(recipeId: string, signal?: AbortSignal): Promise<RecipeShare> {
  return apiRequest<RecipeShare>(`/api/recipes/${encodeURIComponent(recipeId)}/share`, { signal });
}

export const recipeShareOptions = (recipeId: string) =>
  queryOptions({ queryKey: recipeKeys.share(recipeId), queryFn: ({ signal }) => getRecipeShare(recipeId, signal) });

export function useRecipeShare(recipeId: string) {
  return useQuery(recipeShareOptions(recipeId));
}
