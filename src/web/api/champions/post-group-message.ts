import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupMessage, GroupMessageCreateInput } from '../../../shared/group-messages.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { championKeys } from './keys.ts';

/** POST /api/champion/messages: an announcement to the whole group. */
export function postGroupMessage(input: GroupMessageCreateInput): Promise<GroupMessage> {
  return apiRequest<GroupMessage>('/api/champion/messages', { method: 'POST', body: input });
}

export function usePostGroupMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGroupMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: championKeys.messages() }),
  });
}
