import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadMessages } from '../../../shared/group-messages.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';

/** POST /api/me/messages/seen: the person has opened the messages. */
export async function markMessagesSeen(): Promise<void> {
  await apiRequest('/api/me/messages/seen', { method: 'POST' });
}

/**
 * Only the navigation's count is cleared: the list keeps its "new" marks while the person reads it, and loses them
 * the next time it is read.
 */
export function useMarkMessagesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessagesSeen,
    onSuccess: () => queryClient.setQueryData<UnreadMessages>(meKeys.unreadMessages(), { unread: 0 }),
  });
}
