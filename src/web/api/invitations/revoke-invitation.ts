import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { invitationKeys } from './keys.ts';

/** DELETE /api/invitations/{id}: the invitation can no longer be accepted. */
export async function revokeInvitation(id: string): Promise<void> {
  await apiRequest(`/api/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.sent() }),
  });
}
