import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateRange } from '../../../shared/meal-plans.ts';
import type { ShoppingItem } from '../../../shared/shopping.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { rangeQuery, shoppingListKeys } from './keys.ts';

/** POST /api/shopping-list/items: a line like "2 l milk" or "bin bags", added by hand to the range's list. */
export function addManualItem(range: DateRange, text: string): Promise<ShoppingItem> {
  return apiRequest<ShoppingItem>(`/api/shopping-list/items?${rangeQuery(range)}`, { method: 'POST', body: { text } });
}

/** Done once the list is read again: the server puts the new item in its aisle. */
export function useAddManualItem(range: DateRange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addManualItem(range, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingListKeys.range(range) }),
  });
}
