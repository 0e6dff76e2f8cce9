import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateRange } from '../../../shared/meal-plans.ts';
import type { ShoppingItem, ShoppingList } from '../../../shared/shopping.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { isNetworkError } from '../../lib/offline/online-status.ts';
import { withChecked, withItem } from './shopping-list-cache.ts';
import { rangeQuery, shoppingListKeys } from './keys.ts';

/** PATCH /api/shopping-list/items/{id}: tick or untick one item of the range's list. */
export function tickItem(range: DateRange, id: string, checked: boolean): Promise<ShoppingItem> {
  return apiRequest<ShoppingItem>(`/api/shopping-list/items/${encodeURIComponent(id)}?${rangeQuery(range)}`, {
    method: 'PATCH',
    body: { checked },
  });
}

export interface TickInput {
  item: ShoppingItem;
  checked: boolean;
}

export interface TickCallbacks {
  /** The server refused: the cache is already back as it was. */
  onError: (error: unknown, input: TickInput) => void;
  /** After every tick, saved or refused. */
  onSettled: (input: TickInput) => void;
}

/**
 * A tick is saved on the server and undone, with the error reported, if the server refuses. The cache
 * changes before the answer (the page shows the tick itself at once: see ShoppingList). In a shop people
 * tick fast: only the last answer in flight replaces our copy, so an earlier answer never undoes a later tick.
 *
 * Without a connection a tick is kept, not undone: it waits while offline and is sent when the connection
 * returns (lib/offline/online-status.ts). A tick that fails for want of a connection marks us offline, and the
 * retry then waits for the connection instead of running at once, so it never spins.
 */
export function useTickItem(range: DateRange, { onError, onSettled }: TickCallbacks) {
  const queryClient = useQueryClient();
  const queryKey = shoppingListKeys.range(range);
  const mutationKey = [...queryKey, 'tick'];
  return useMutation({
    mutationKey,
    mutationFn: ({ item, checked }: TickInput) => tickItem(range, item.id, checked),
    retry: (_failures, error) => isNetworkError(error),
    retryDelay: 0,
    onMutate: async ({ item, checked }) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<ShoppingList>(queryKey, (list) => withChecked(list, item.id, checked));
    },
    onError: (error, input) => {
      queryClient.setQueryData<ShoppingList>(queryKey, (list) => withChecked(list, input.item.id, !input.checked));
      onError(error, input);
    },
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData<ShoppingList>(queryKey, (list) => withItem(list, saved));
    },
    onSettled: (_data, _error, input) => onSettled(input),
  });
}
