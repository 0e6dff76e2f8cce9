import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupMessageReaction } from '../../../shared/group-messages.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';

export interface ReactionChange {
  messageId: string;
  reaction: GroupMessageReaction;
  /** true gives the reaction, false takes it back. */
  given: boolean;
}

/** PUT or DELETE /api/me/messages/{id}/reactions/{reaction}. */
export async function reactToMessage({ messageId, reaction, given }: ReactionChange): Promise<void> {
  await apiRequest(`/api/me/messages/${encodeURIComponent(messageId)}/reactions/${reaction}`, { method: given ? 'PUT' : 'DELETE' });
}

export function useReactToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactToMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.messages(), exact: true }),
  });
}
