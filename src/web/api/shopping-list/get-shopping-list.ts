import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../shared/meal-plans.ts';
import type { ShoppingList } from '../../../shared/shopping.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { rangeQuery, shoppingListKeys } from './keys.ts';

/** GET /api/shopping-list: the range's planned ingredients, scaled and merged, plus manual items, in aisle order. */
export function getShoppingList(range: DateRange, signal?: AbortSignal): Promise<ShoppingList> {
  return apiRequest<ShoppingList>(`/api/shopping-list?${rangeQuery(range)}`, { signal });
}

export const shoppingListOptions = (range: DateRange) =>
  queryOptions({
    queryKey: shoppingListKeys.range(range),
    queryFn: ({ signal }) => getShoppingList(range, signal),
    // Fresh as long as any read (30 s): the list is worked out from the plan, the planned recipes and the person's
    // measures, and each change to those marks it stale (optimistic-plan.ts, recipe-cache.ts, update-profile.ts).
  });

export function useShoppingList(range: DateRange, enabled = true) {
  return useQuery({ ...shoppingListOptions(range), enabled });
}
