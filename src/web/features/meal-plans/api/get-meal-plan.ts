import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../../shared/meal-plans.ts';
import { getMealPlan, mealPlanKeys } from '../../../api/meal-plan.ts';

export const mealPlanOptions = (range: DateRange) =>
  queryOptions({ queryKey: mealPlanKeys.range(range), queryFn: ({ signal }) => getMealPlan(range, signal) });

export function useMealPlan(range: DateRange) {
  return useQuery(mealPlanOptions(range));
}
