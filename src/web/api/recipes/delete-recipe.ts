import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useRefreshRecipes } from './recipe-cache.ts';

/** DELETE /api/recipes/{id}: a soft delete; the recipe waits in Recently deleted. */
export async function deleteRecipe(id: string): Promise<void> {
  await apiRequest(`/api/recipes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({ mutationFn: deleteRecipe, onSuccess: () => refresh() });
}
