import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { pantryKeys } from './keys.ts';

/** DELETE /api/pantry/{id}: takes an item out of the household's pantry. */
export async function removePantryItem(id: string): Promise<void> {
  await apiRequest(`/api/pantry/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemovePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePantryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pantryKeys.all }),
  });
}
