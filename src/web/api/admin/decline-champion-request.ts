import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** POST /api/admin/champion-requests/{id}/decline: the person stays a participant (and may ask again). */
export async function declineChampionRequest(id: string): Promise<void> {
  await apiRequest(`/api/admin/champion-requests/${encodeURIComponent(id)}/decline`, { method: 'POST' });
}

export function useDeclineChampionRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineChampionRequest, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
