import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyGoal } from '../../../shared/goals.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** PUT /api/me/goals/{id}/done: ticks or unticks a free-text goal for this week. */
export function tickGoal({ id, done }: { id: string; done: boolean }): Promise<MyGoal> {
  return apiRequest<MyGoal>(`/api/me/goals/${encodeURIComponent(id)}/done`, { method: 'PUT', body: { done } });
}

export function useTickGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: tickGoal, onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.mine() }) });
}
