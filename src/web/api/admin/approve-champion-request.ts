import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminChampion } from '../../../shared/admin.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** POST /api/admin/champion-requests/{id}/approve: the person becomes the champion type they asked for. */
export function approveChampionRequest(id: string): Promise<AdminChampion> {
  return apiRequest<AdminChampion>(`/api/admin/champion-requests/${encodeURIComponent(id)}/approve`, { method: 'POST' });
}

export function useApproveChampionRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveChampionRequest, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
