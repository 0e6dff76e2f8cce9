import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InvitationPage } from '../../../shared/invitations.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { invitationKeys } from './keys.ts';

/** GET /api/invitations: a page (at most 100, newest first) of the invitations this person has sent, with their status. */
export function listInvitations(cursor: string | null, signal?: AbortSignal): Promise<InvitationPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiRequest<InvitationPage>(`/api/invitations${query}`, { signal });
}

export const invitationListOptions = () =>
  infiniteQueryOptions({
    queryKey: invitationKeys.sent(),
    queryFn: ({ pageParam, signal }) => listInvitations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useInvitations() {
  return useInfiniteQuery(invitationListOptions());
}
