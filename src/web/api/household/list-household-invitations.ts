import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseholdInvitationList } from '../../../shared/households.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { householdKeys } from './keys.ts';

/** GET /api/household/invitations: the household's invitations that can still be accepted, whoever made them. */
export function listHouseholdInvitations(signal?: AbortSignal): Promise<HouseholdInvitationList> {
  return apiRequest<HouseholdInvitationList>('/api/household/invitations', { signal });
}

export const householdInvitationsOptions = () =>
  queryOptions({ queryKey: householdKeys.invitations(), queryFn: ({ signal }) => listHouseholdInvitations(signal) });

export function useHouseholdInvitations() {
  return useQuery(householdInvitationsOptions());
}
