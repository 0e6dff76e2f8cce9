import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PantryItem, PantryItemCreate } from '../../../shared/pantry.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { pantryKeys } from './keys.ts';

/** POST /api/pantry: "2 kg onions", read like an ingredient line; the same item again is merged into the one there. */
export function addPantryItem(item: PantryItemCreate): Promise<PantryItem> {
  return apiRequest<PantryItem>('/api/pantry', { method: 'POST', body: item });
}

export function useAddPantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPantryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pantryKeys.all }),
  });
}
