import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { championKeys } from './keys.ts';

/** DELETE /api/champion/recommendations/{id}: the group no longer sees it. */
export async function removeRecommendation(id: string): Promise<void> {
  await apiRequest(`/api/champion/recommendations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRecommendation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: championKeys.group() }),
  });
}
