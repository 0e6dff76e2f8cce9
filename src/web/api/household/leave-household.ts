import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeftHousehold } from '../../../shared/households.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { householdKeys } from './keys.ts';
import { refreshAfterMove } from './refresh-after-move.ts';

/**
 * POST /api/household/leave: back to the household kept for them (`returned`), or a new one of their own with an
 * empty plan and list; the household they leave keeps its own. 409 HOUSEHOLD_ALONE for someone who is its only member.
 */
export function leaveHousehold(): Promise<LeftHousehold> {
  return apiRequest<LeftHousehold>('/api/household/leave', { method: 'POST' });
}

export function useLeaveHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveHousehold,
    onSuccess: ({ returned: _returned, ...household }) => {
      queryClient.setQueryData(householdKeys.all, household);
      return refreshAfterMove(queryClient);
    },
  });
}
