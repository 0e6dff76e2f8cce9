import { useMutation } from '@tanstack/react-query';
import type { Recipe, RecipeCreateInput } from '../../../shared/recipes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useRefreshRecipes } from './recipe-cache.ts';

/** POST /api/recipes: a new recipe of the person's own. */
export function createRecipe(input: RecipeCreateInput): Promise<Recipe> {
  return apiRequest<Recipe>('/api/recipes', { method: 'POST', body: input });
}

export function useCreateRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: createRecipe, onSuccess: (recipe) => refresh(recipe) });
}
