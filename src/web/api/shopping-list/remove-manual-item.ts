import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateRange } from '../../../shared/meal-plans.ts';
import type { ShoppingList } from '../../../shared/shopping.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { withoutItem } from './shopping-list-cache.ts';
import { rangeQuery, shoppingListKeys } from './keys.ts';

/** DELETE /api/shopping-list/items/{id}: removes an item added by hand (planned items come and go with the plan). */
export async function removeManualItem(range: DateRange, id: string): Promise<void> {
  await apiRequest(`/api/shopping-list/items/${encodeURIComponent(id)}?${rangeQuery(range)}`, { method: 'DELETE' });
}

export function useRemoveManualItem(range: DateRange) {
  const queryClient = useQueryClient();
  const queryKey = shoppingListKeys.range(range);
  return useMutation({
    mutationFn: (id: string) => removeManualItem(range, id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<ShoppingList>(queryKey, (list) => withoutItem(list, id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
