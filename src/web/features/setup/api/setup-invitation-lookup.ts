import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationLookupSchema, type InvitationLookup } from '../../../../shared/invitations.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isRefusal } from '../../../lib/api-failure.ts';

/** GET /api/invitations/lookup/{code}: who invited the person setting up (the invite page reads the same key). */
export function lookupInvitation(code: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return apiRequest(`/api/invitations/lookup/${encodeURIComponent(code)}`, { signal, schema: invitationLookupSchema });
}

export const setupInvitationLookupOptions = (code: string) =>
  queryOptions({
    queryKey: ['invitations', 'lookup', code] as const,
    queryFn: ({ signal }) => lookupInvitation(code, signal),
    // A refusal will not change by asking again, and look-ups are rate limited.
    retry: (failures, error) => !isRefusal(error) && failures < 2,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });

export function useSetupInvitationLookup(code: string | null) {
  return useQuery({ ...setupInvitationLookupOptions(code ?? ''), enabled: code !== null });
}
