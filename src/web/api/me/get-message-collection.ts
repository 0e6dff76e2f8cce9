import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageCollection } from '../../../shared/group-messages.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';

/** GET /api/me/messages/{id}/collection: the collection a message of the champion's recommends, as posted. */
export function getMessageCollection(messageId: string, signal?: AbortSignal): Promise<MessageCollection> {
  return apiRequest<MessageCollection>(`/api/me/messages/${encodeURIComponent(messageId)}/collection`, { signal });
}

export const messageCollectionOptions = (messageId: string) =>
  queryOptions({ queryKey: meKeys.messageCollection(messageId), queryFn: ({ signal }) => getMessageCollection(messageId, signal) });

export function useMessageCollection(messageId: string) {
  return useQuery(messageCollectionOptions(messageId));
}
