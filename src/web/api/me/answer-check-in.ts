import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInAnswerInput, MyCheckIn } from '../../../shared/check-ins.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';

/** PUT /api/me/check-in: answers this week's check-in, or changes the answer. */
export function answerCheckIn(input: CheckInAnswerInput): Promise<MyCheckIn> {
  return apiRequest<MyCheckIn>('/api/me/check-in', { method: 'PUT', body: input });
}

export function useAnswerCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCheckIn,
    onSuccess: (saved) => queryClient.setQueryData(meKeys.checkIn(), saved),
  });
}
