import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { championInvitationSchema } from '../../../shared/admin.ts';
import { createInvitation } from '../invitations/create-invitation.ts';
import { invitationKeys } from '../invitations/keys.ts';
import { adminKeys } from './keys.ts';

/**
 * A champion invitation emailed to someone new. The server offers this as POST /api/invitations with kind
 * "champion" (admins may create either kind; it emails the link when given an address): the separate
 * /api/admin/champion-invitations of the first contract was not built, and one endpoint is enough.
 */
export function inviteChampion(input: z.output<typeof championInvitationSchema>) {
  return createInvitation({ kind: 'champion', email: input.email, ...(input.message ? { message: input.message } : {}), maxUses: 1 });
}

export function useInviteChampion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteChampion,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
        queryClient.invalidateQueries({ queryKey: invitationKeys.sent() }),
      ]),
  });
}
