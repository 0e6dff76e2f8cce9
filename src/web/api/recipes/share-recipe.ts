import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeShare, RecipeShareLink } from '../../../shared/recipe-share.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** POST /api/recipes/{id}/share: a public read-only link (or the one the recipe has already). */
export function shareRecipe(recipeId: string): Promise<RecipeShareLink> {
  return apiRequest<RecipeShareLink>(`/api/recipes/${encodeURIComponent(recipeId)}/share`, { method: 'POST' });
}

export function useShareRecipe(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareRecipe(recipeId),
    onSuccess: ({ url }) => queryClient.setQueryData<RecipeShare>(recipeKeys.share(recipeId), { url }),
  });
}
