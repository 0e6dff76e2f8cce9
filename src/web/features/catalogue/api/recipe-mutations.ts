import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipeSchema, type Recipe, type RecipeCreateInput, type RecipeUpdateInput } from '../../../../shared/recipes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { catalogueKeys, recipeKeys } from './query-keys.ts';

export function createRecipe(input: RecipeCreateInput): Promise<Recipe> {
  return apiRequest('/api/recipes', { method: 'POST', body: input, schema: recipeSchema });
}

export function updateRecipe(id: string, patch: RecipeUpdateInput): Promise<Recipe> {
  return apiRequest(`/api/recipes/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch, schema: recipeSchema });
}

export async function deleteRecipe(id: string): Promise<void> {
  await apiRequest(`/api/recipes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function restoreRecipe(id: string): Promise<Recipe> {
  return apiRequest(`/api/recipes/${encodeURIComponent(id)}/restore`, { method: 'POST', schema: recipeSchema });
}

/** After any change to a user's recipes: their lists, "Recently deleted" and the catalogue's saved marks. */
function useRefreshRecipes() {
  const queryClient = useQueryClient();
  return async (recipe?: Recipe) => {
    if (recipe) queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
    ]);
  };
}

export function useCreateRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: createRecipe, onSuccess: (recipe) => refresh(recipe) });
}

export function useUpdateRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: RecipeUpdateInput }) => updateRecipe(id, patch),
    onSuccess: (recipe) => refresh(recipe),
  });
}

export function useDeleteRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: deleteRecipe, onSuccess: () => refresh() });
}

export function useRestoreRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: restoreRecipe, onSuccess: (recipe) => refresh(recipe) });
}
