import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupMessages, UnreadMessages } from '../../../shared/group-messages.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';

/** GET /api/me/messages: the champion's messages, newest first, those new to the person marked. */
export function getMyMessages(signal?: AbortSignal): Promise<GroupMessages> {
  return apiRequest<GroupMessages>('/api/me/messages', { signal });
}

export const myMessagesOptions = () => queryOptions({ queryKey: meKeys.messages(), queryFn: ({ signal }) => getMyMessages(signal) });

export function useMyMessages() {
  return useQuery(myMessagesOptions());
}

/** GET /api/me/messages/unread: how many are new, for the navigation. */
export function getUnreadMessages(signal?: AbortSignal): Promise<UnreadMessages> {
  return apiRequest<UnreadMessages>('/api/me/messages/unread', { signal });
}

export function useUnreadMessages(enabled: boolean) {
  return useQuery({ queryKey: meKeys.unreadMessages(), queryFn: ({ signal }) => getUnreadMessages(signal), enabled });
}
