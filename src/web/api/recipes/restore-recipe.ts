import { useMutation } from '@tanstack/react-query';
import { recipeSchema, type Recipe } from '../../../shared/recipes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useRefreshRecipes } from './recipe-cache.ts';

/** POST /api/recipes/{id}/restore: back from Recently deleted. */
export function restoreRecipe(id: string): Promise<Recipe> {
  return apiRequest(`/api/recipes/${encodeURIComponent(id)}/restore`, { method: 'POST', schema: recipeSchema });
}

export function useRestoreRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: restoreRecipe, onSuccess: (recipe) => refresh(recipe) });
}
