import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../../shared/meal-plans.ts';
import { shoppingListSchema, type ShoppingList } from '../../../../shared/shopping.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys, rangeQuery } from './query-keys.ts';

/** GET /api/shopping-list: read here only for its progress (how many items are ticked). */
export function getShoppingList(range: DateRange, signal?: AbortSignal): Promise<ShoppingList> {
  return apiRequest(`/api/shopping-list?${rangeQuery(range)}`, { signal, schema: shoppingListSchema });
}

export const shoppingListOptions = (range: DateRange) =>
  queryOptions({ queryKey: dashboardKeys.shoppingList(range), queryFn: ({ signal }) => getShoppingList(range, signal) });

export function useShoppingList(range: DateRange) {
  return useQuery(shoppingListOptions(range));
}
