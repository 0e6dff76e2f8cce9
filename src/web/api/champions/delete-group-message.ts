import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { championKeys } from './keys.ts';

/** DELETE /api/champion/messages/{id}: the group no longer sees it. */
export async function deleteGroupMessage(id: string): Promise<void> {
  await apiRequest(`/api/champion/messages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGroupMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: championKeys.messages() }),
  });
}
