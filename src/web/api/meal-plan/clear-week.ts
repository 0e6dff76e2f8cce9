import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { invalidatePlan } from './optimistic-plan.ts';

const clearedSchema = z.object({ removed: z.number().int() });

/** POST /api/meal-plan/clear-week: every entry of the seven days from `weekStart` removed; answers how many. */
export async function clearWeek(weekStart: string): Promise<number> {
  const { removed } = await apiRequest('/api/meal-plan/clear-week', { method: 'POST', body: { weekStart }, schema: clearedSchema });
  return removed;
}

export function useClearWeek() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearWeek, onSettled: () => invalidatePlan(queryClient) });
}
