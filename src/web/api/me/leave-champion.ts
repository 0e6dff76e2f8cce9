import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyChampion } from '../../../shared/champions.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';

/** DELETE /api/me/champion: leaves the champion's group. */
export async function leaveChampion(): Promise<void> {
  await apiRequest('/api/me/champion', { method: 'DELETE' });
}

export function useLeaveChampion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveChampion,
    onSuccess: () => {
      queryClient.setQueryData<MyChampion>(meKeys.champion(), { champion: null, recommendations: [] });
      return queryClient.invalidateQueries({ queryKey: meKeys.champion() });
    },
  });
}
