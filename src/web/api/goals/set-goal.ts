import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalCreate } from '../../../shared/goals.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** POST /api/champion/goals: a weekly goal for the champion's group. */
export function setGoal(goal: GoalCreate): Promise<Goal> {
  return apiRequest<Goal>('/api/champion/goals', { method: 'POST', body: goal });
}

export function useSetGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setGoal, onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }) });
}
