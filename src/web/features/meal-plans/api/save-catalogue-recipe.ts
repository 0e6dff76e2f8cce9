import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipeSchema, type Recipe } from '../../../../shared/recipes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { plannerCatalogueKeys, plannerRecipeKeys } from './query-keys.ts';

/** POST /api/catalogue/{id}/save: the user's own copy of a catalogue recipe (only those can be planned). */
export function saveCatalogueRecipe(catalogueId: string): Promise<Recipe> {
  return apiRequest(`/api/catalogue/${encodeURIComponent(catalogueId)}/save`, { method: 'POST', body: {}, schema: recipeSchema });
}

export function useSaveCatalogueRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogueRecipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData(plannerRecipeKeys.detail(recipe.id), recipe);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: plannerRecipeKeys.all }),
        queryClient.invalidateQueries({ queryKey: plannerCatalogueKeys.all }),
      ]);
    },
  });
}
