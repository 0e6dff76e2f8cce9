import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueRecipe, Recipe } from '../../../shared/recipes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** What a published copy carries of the person's recipe: its content, not its place in their collection. */
const publishedFields = [
  'title',
  'description',
  'servings',
  'prepMinutes',
  'cookMinutes',
  'ingredients',
  'steps',
  'tags',
  'dietary',
  'nutrition',
  'photoId',
  'sourceUrl',
  // Its language too: the catalogue's search stems a recipe's words in the language it is written in.
  'language',
] as const satisfies readonly (keyof Recipe)[];

/** POST /api/catalogue: a copy of one of the person's recipes, published to the shared catalogue. */
export function publishRecipe(recipe: Recipe): Promise<CatalogueRecipe> {
  const body = Object.fromEntries(publishedFields.map((field) => [field, recipe[field]]));
  return apiRequest<CatalogueRecipe>('/api/catalogue', { method: 'POST', body });
}

export function usePublishRecipe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishRecipe, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }) });
}
