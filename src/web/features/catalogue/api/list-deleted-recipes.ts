import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { recipeSchema, type Recipe } from '../../../../shared/recipes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from './query-keys.ts';

export function listDeletedRecipes(signal?: AbortSignal): Promise<Recipe[]> {
  return apiRequest('/api/recipes/deleted', { signal, schema: z.array(recipeSchema) });
}

export const deletedRecipesOptions = () =>
  queryOptions({ queryKey: recipeKeys.deleted(), queryFn: ({ signal }) => listDeletedRecipes(signal) });

export function useDeletedRecipes(enabled = true) {
  return useQuery({ ...deletedRecipesOptions(), enabled });
}
