import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** DELETE /api/champion/goals/{id}: the goal and its ticks go. */
export async function deleteGoal(id: string): Promise<void> {
  await apiRequest(`/api/champion/goals/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGoal, onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }) });
}
