import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recipe } from '../../../shared/recipes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** GET /api/recipes/{id}: one of the person's own recipes (404 when it is not theirs or is deleted). */
export function getRecipe(id: string, signal?: AbortSignal): Promise<Recipe> {
  return apiRequest<Recipe>(`/api/recipes/${encodeURIComponent(id)}`, { signal });
}

export const recipeOptions = (id: string) =>
  queryOptions({ queryKey: recipeKeys.detail(id), queryFn: ({ signal }) => getRecipe(id, signal) });

export function useRecipe(id: string | null) {
  return useQuery({ ...recipeOptions(id ?? ''), enabled: id !== null });
}
