import { useMutation } from '@tanstack/react-query';
import type { Recipe, RecipeUpdateInput } from '../../../shared/recipes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useRefreshRecipes } from './recipe-cache.ts';

/** PATCH /api/recipes/{id}: any of the recipe's fields, its marks (favourite, eat this week) among them. */
export function updateRecipe(id: string, patch: RecipeUpdateInput): Promise<Recipe> {
  return apiRequest<Recipe>(`/api/recipes/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function useUpdateRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: RecipeUpdateInput }) => updateRecipe(id, patch),
    onSuccess: (recipe) => refresh(recipe),
  });
}
