import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeShare } from '../../../shared/recipe-share.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** DELETE /api/recipes/{id}/share: the recipe's public link stops working at once. */
export function stopSharingRecipe(recipeId: string): Promise<void> {
  return apiRequest<void>(`/api/recipes/${encodeURIComponent(recipeId)}/share`, { method: 'DELETE' });
}

export function useStopSharingRecipe(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopSharingRecipe(recipeId),
    onSuccess: () => queryClient.setQueryData<RecipeShare>(recipeKeys.share(recipeId), { url: null }),
  });
}
