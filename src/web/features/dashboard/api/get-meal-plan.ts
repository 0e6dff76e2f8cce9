import { queryOptions, useQuery } from '@tanstack/react-query';
import { mealPlanSchema, type DateRange, type MealPlanEntry } from '../../../../shared/meal-plans.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys, rangeQuery } from './query-keys.ts';

/** GET /api/meal-plan: the user's planned meals in the range, inclusive. */
export async function getMealPlan(range: DateRange, signal?: AbortSignal): Promise<MealPlanEntry[]> {
  const { entries } = await apiRequest(`/api/meal-plan?${rangeQuery(range)}`, { signal, schema: mealPlanSchema });
  return entries;
}

export const mealPlanOptions = (range: DateRange) =>
  queryOptions({ queryKey: dashboardKeys.mealPlan(range), queryFn: ({ signal }) => getMealPlan(range, signal) });

export function useMealPlan(range: DateRange) {
  return useQuery(mealPlanOptions(range));
}
