import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptedInvitation, InvitationAccept } from '../../../shared/invitations.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { browserStorage } from '../../lib/browser-storage.ts';
import { forgetPendingInvite } from '../../lib/pending-invite.ts';
import { meKeys } from '../me/keys.ts';

export type { AcceptedInvitation };

/**
 * POST /api/invitations/accept. A person who already has a champion gets 409 INVITATION_CONFIRM_MOVE until
 * they confirm the move (`confirmMove: true`).
 */
export function acceptInvitation(input: InvitationAccept): Promise<AcceptedInvitation> {
  return apiRequest<AcceptedInvitation>('/api/invitations/accept', { method: 'POST', body: input });
}

/**
 * On success the pending invitation is spent, and the person (a champion invitation changes their type) and
 * their champion are read again.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (_accepted, input) => {
      forgetPendingInvite(browserStorage, input.code);
      return queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
