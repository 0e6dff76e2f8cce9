import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedInvitation, InvitationCreate } from '../../../shared/invitations.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { householdKeys } from '../household/keys.ts';
import { invitationKeys } from './keys.ts';

/**
 * POST /api/invitations: a champion invites to their group, an admin may also invite a new champion, anyone invites
 * to their household; with an email address the server sends the link. The answer carries the link and code, which are never shown again.
 */
export function createInvitation(input: InvitationCreate): Promise<CreatedInvitation> {
  return apiRequest<CreatedInvitation>('/api/invitations', { method: 'POST', body: input });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    // A household invitation is listed with the household's, the others with the champion's own.
    onSuccess: (invitation) =>
      queryClient.invalidateQueries({ queryKey: invitation.kind === 'household' ? householdKeys.invitations() : invitationKeys.sent() }),
  });
}
