import { queryOptions, useQuery } from '@tanstack/react-query';
import { mealPlanSchema, type DateRange, type MealPlanEntry } from '../../../../shared/meal-plans.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mealPlanKeys } from './query-keys.ts';

/** GET /api/meal-plan?from&to: the user's entries in the range, both ends included. */
export async function getMealPlan(range: DateRange, signal?: AbortSignal): Promise<MealPlanEntry[]> {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  const { entries } = await apiRequest(`/api/meal-plan?${params.toString()}`, { signal, schema: mealPlanSchema });
  return entries;
}

export const mealPlanOptions = (range: DateRange) =>
  queryOptions({ queryKey: mealPlanKeys.range(range), queryFn: ({ signal }) => getMealPlan(range, signal) });

export function useMealPlan(range: DateRange) {
  return useQuery(mealPlanOptions(range));
}
