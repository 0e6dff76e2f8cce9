import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupMessages } from '../../../shared/group-messages.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { championKeys } from './keys.ts';

/** GET /api/champion/messages: what the champion has posted to the group, with its reactions. */
export function getGroupMessages(signal?: AbortSignal): Promise<GroupMessages> {
  return apiRequest<GroupMessages>('/api/champion/messages', { signal });
}

export const groupMessagesOptions = () =>
  queryOptions({ queryKey: championKeys.messages(), queryFn: ({ signal }) => getGroupMessages(signal) });

export function useGroupMessages() {
  return useQuery(groupMessagesOptions());
}
