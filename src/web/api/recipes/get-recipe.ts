import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeRead } from '../../../shared/recipes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/**
 * GET /api/recipes/{id}: one of the person's own recipes, or a household member's that is not private (read-only,
 * `mine: false`); 404 otherwise or when it is deleted.
 */
export function getRecipe(id: string, signal?: AbortSignal): Promise<RecipeRead> {
  return apiRequest<RecipeRead>(`/api/recipes/${encodeURIComponent(id)}`, { signal });
}

export const recipeOptions = (id: string) =>
  queryOptions({ queryKey: recipeKeys.detail(id), queryFn: ({ signal }) => getRecipe(id, signal) });

export function useRecipe(id: string | null) {
  return useQuery({ ...recipeOptions(id ?? ''), enabled: id !== null });
}
