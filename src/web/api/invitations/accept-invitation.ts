import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptedInvitation, InvitationAccept } from '../../../shared/invitations.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { browserStorage } from '../../lib/browser-storage.ts';
import { forgetPendingInvite } from '../../lib/pending-invite.ts';
import { refreshAfterMove } from '../household/refresh-after-move.ts';
import { meKeys } from '../me/keys.ts';

export type { AcceptedInvitation };

/**
 * POST /api/invitations/accept. A person who already has a champion gets 409 INVITATION_CONFIRM_MOVE until
 * they confirm the move (`confirmMove: true`); so does someone alone in their household who accepts a household
 * invitation while it holds a plan or a list (409 HOUSEHOLD_CONFIRM_MOVE: they are kept for them until they leave).
 */
export function acceptInvitation(input: InvitationAccept): Promise<AcceptedInvitation> {
  return apiRequest<AcceptedInvitation>('/api/invitations/accept', { method: 'POST', body: input });
}

/**
 * On success the pending invitation is spent, and the person (a champion invitation changes their type) and
 * their champion are read again; after joining a household, also its members, plan and list.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (accepted, input) => {
      forgetPendingInvite(browserStorage, input.code);
      if (accepted.kind === 'household') return refreshAfterMove(queryClient);
      return queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
