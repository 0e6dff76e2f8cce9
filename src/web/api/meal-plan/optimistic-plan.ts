import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DateRange, MealPlanEntry } from '../../../shared/meal-plans.ts';
import { shoppingListKeys } from '../shopping-list/keys.ts';
import { mealPlanKeys } from './keys.ts';

export interface PlanSnapshot {
  key: ReturnType<typeof mealPlanKeys.range>;
  entries: MealPlanEntry[] | undefined;
}

/**
 * The shared steps of an optimistic change to the week shown: stop reads that would overwrite it, keep the
 * week as it was, show the change at once; put the week back if the server refuses; read it again either way.
 */
export function optimisticPlan(queryClient: QueryClient, range: DateRange) {
  const key = mealPlanKeys.range(range);
  return {
    async apply(change: (entries: MealPlanEntry[]) => MealPlanEntry[]): Promise<PlanSnapshot> {
      await queryClient.cancelQueries({ queryKey: mealPlanKeys.ranges() });
      const entries = queryClient.getQueryData<MealPlanEntry[]>(key);
      if (entries) queryClient.setQueryData<MealPlanEntry[]>(key, change(entries));
      return { key, entries };
    },
    update(change: (entries: MealPlanEntry[]) => MealPlanEntry[]) {
      queryClient.setQueryData<MealPlanEntry[]>(key, (entries) => (entries ? change(entries) : entries));
    },
    rollback(snapshot: PlanSnapshot | undefined) {
      if (snapshot?.entries) queryClient.setQueryData(snapshot.key, snapshot.entries);
    },
  };
}

export function usePlanCache(range: DateRange) {
  const queryClient = useQueryClient();
  return { queryClient, plan: optimisticPlan(queryClient, range) };
}

/**
 * After any change to the plan: every range read (the planner's week, the dashboard's, the landing's, the plan
 * ahead) and the shopping lists made from it.
 */
export function invalidatePlan(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mealPlanKeys.ranges() }),
    queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  ]);
}
