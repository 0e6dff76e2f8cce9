import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalUpdate } from '../../../shared/goals.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** PATCH /api/champion/goals/{id}: the target, the words or the weeks of one of the champion's goals. */
export function changeGoal({ id, patch }: { id: string; patch: GoalUpdate }): Promise<Goal> {
  return apiRequest<Goal>(`/api/champion/goals/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function useChangeGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeGoal, onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }) });
}
