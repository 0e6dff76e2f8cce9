import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** DELETE /api/catalogue/{id}: takes a recipe out of the catalogue for everyone (admins, or its publisher). Saved copies stay. */
export async function unpublishRecipe(id: string): Promise<void> {
  await apiRequest(`/api/catalogue/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useUnpublishRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishRecipe,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: catalogueKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
