import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invitationSchema, type Invitation } from '../../../../shared/invitations.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupKeys } from './group-keys.ts';

const invitationListSchema = z.object({ invitations: z.array(invitationSchema) });

/** GET /api/invitations: the invitations this person has sent, with their status and who accepted them. */
export async function listInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  const { invitations } = await apiRequest('/api/invitations', { signal, schema: invitationListSchema });
  return invitations;
}

export const invitationListOptions = () =>
  queryOptions({ queryKey: groupKeys.invitations(), queryFn: ({ signal }) => listInvitations(signal) });

export function useInvitations() {
  return useQuery(invitationListOptions());
}
