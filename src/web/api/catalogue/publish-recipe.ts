import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueRecipe, Recipe } from '../../../shared/recipes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** POST /api/catalogue: a copy of one of the person's recipes, published to the shared catalogue. */
export function publishRecipe(recipe: Recipe): Promise<CatalogueRecipe> {
  const {
    title,
    description,
    servings,
    prepMinutes,
    cookMinutes,
    ingredients,
    steps,
    tags,
    dietary,
    nutrition,
    photoId,
    sourceUrl,
    language,
  } = recipe;
  return apiRequest<CatalogueRecipe>('/api/catalogue', {
    method: 'POST',
    // Its language too: the catalogue's search stems a recipe's words in the language it is written in.
    body: {
      title,
      description,
      servings,
      prepMinutes,
      cookMinutes,
      ingredients,
      steps,
      tags,
      dietary,
      nutrition,
      photoId,
      sourceUrl,
      language,
    },
  });
}

export function usePublishRecipe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishRecipe, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }) });
}
