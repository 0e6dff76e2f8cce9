import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationLookupSchema, type InvitationLookup } from '../../../../shared/invitations.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isRefusal } from '../../../lib/api-failure.ts';
import { invitationKeys } from './invitation-keys.ts';

/** GET /api/invitations/lookup/{code} (public): who invites, and why; 4xx with its own message otherwise. */
export function lookupInvitation(code: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return apiRequest(`/api/invitations/lookup/${encodeURIComponent(code.trim())}`, { signal, schema: invitationLookupSchema });
}

export const invitationLookupOptions = (code: string) =>
  queryOptions({
    queryKey: invitationKeys.lookup(code.trim()),
    queryFn: ({ signal }) => lookupInvitation(code, signal),
    // A refusal (invalid, expired, used up, revoked, own) will not change by asking again; look-ups are rate limited.
    retry: (failures, error) => !isRefusal(error) && failures < 2,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });

export function useInvitationLookup(code: string | null) {
  return useQuery({ ...invitationLookupOptions(code ?? ''), enabled: Boolean(code?.trim()) });
}
