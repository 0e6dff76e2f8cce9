import { useMutation } from '@tanstack/react-query';
import type { Recipe } from '../../../shared/recipes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useRefreshRecipes } from './recipe-cache.ts';

/** POST /api/recipes/{id}/restore: back from Recently deleted. */
export function restoreRecipe(id: string): Promise<Recipe> {
  return apiRequest<Recipe>(`/api/recipes/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

export function useRestoreRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: restoreRecipe, onSuccess: (recipe) => refresh(recipe) });
}
