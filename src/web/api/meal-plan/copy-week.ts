import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealPlan, MealPlanEntry } from '../../../shared/meal-plans.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { invalidatePlan } from './optimistic-plan.ts';

/** POST /api/meal-plan/copy-week: the seven days from `from` added to the seven days from `to`; answers the copies. */
export async function copyWeek(from: string, to: string): Promise<MealPlanEntry[]> {
  const { entries } = await apiRequest<MealPlan>('/api/meal-plan/copy-week', { method: 'POST', body: { from, to } });
  return entries;
}

export function useCopyWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => copyWeek(from, to),
    onSettled: () => invalidatePlan(queryClient),
  });
}
