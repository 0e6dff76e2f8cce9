import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** DELETE /api/admin/champions/{id}: the champion becomes a participant again. */
export async function demoteChampion(id: string): Promise<void> {
  await apiRequest(`/api/admin/champions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDemoteChampion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: demoteChampion, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
