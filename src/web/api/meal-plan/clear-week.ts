import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearedWeek } from '../../../shared/meal-plans.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { invalidatePlan } from './optimistic-plan.ts';

/** POST /api/meal-plan/clear-week: every entry of the seven days from `weekStart` removed; answers how many. */
export async function clearWeek(weekStart: string): Promise<number> {
  const { removed } = await apiRequest<ClearedWeek>('/api/meal-plan/clear-week', { method: 'POST', body: { weekStart } });
  return removed;
}

export function useClearWeek() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearWeek, onSettled: () => invalidatePlan(queryClient) });
}
