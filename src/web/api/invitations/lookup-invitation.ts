import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationLookup } from '../../../shared/invitations.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { isRefusal } from '../../lib/api-failure.ts';
import { invitationKeys } from './keys.ts';

/**
 * GET /api/invitations/lookup/{code} (public): who invites, and why; 4xx with its own message otherwise. A code
 * is read as the server reads it, without the spaces a copy and paste brings along.
 */
export function lookupInvitation(code: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return apiRequest<InvitationLookup>(`/api/invitations/lookup/${encodeURIComponent(code.trim())}`, { signal });
}

export const invitationLookupOptions = (code: string) =>
  queryOptions({
    queryKey: invitationKeys.lookup(code),
    queryFn: ({ signal }) => lookupInvitation(code, signal),
    // A refusal (invalid, expired, used up, revoked, own) will not change by asking again; look-ups are rate limited.
    retry: (failures, error) => !isRefusal(error) && failures < 2,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });

/** The invitation behind a code; nothing is asked while there is no code. */
export function useInvitationLookup(code: string | null) {
  return useQuery({ ...invitationLookupOptions(code ?? ''), enabled: Boolean(code?.trim()) });
}
