import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange, MealPlan, MealPlanEntry } from '../../../shared/meal-plans.ts';
import { addDays, MAX_RANGE_DAYS } from '../../../shared/meal-plan-rules.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { mealPlanKeys } from './keys.ts';

/** GET /api/meal-plan?from&to: the person's entries in the range, both ends included. */
export async function getMealPlan(range: DateRange, signal?: AbortSignal): Promise<MealPlanEntry[]> {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  const { entries } = await apiRequest<MealPlan>(`/api/meal-plan?${params.toString()}`, { signal });
  return entries;
}

export const mealPlanOptions = (range: DateRange) =>
  queryOptions({ queryKey: mealPlanKeys.range(range), queryFn: ({ signal }) => getMealPlan(range, signal) });

export function useMealPlan(range: DateRange, enabled = true) {
  return useQuery({ ...mealPlanOptions(range), enabled });
}

/** The plan from today as far ahead as one read goes: where the next free slot of a meal is. */
export function usePlanAhead(today: string) {
  return useMealPlan({ from: today, to: addDays(today, MAX_RANGE_DAYS - 1) });
}
