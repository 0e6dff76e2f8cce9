import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { householdKeys } from './keys.ts';

/** DELETE /api/household/invitations/{id}: any member withdraws one of the household's invitations; its link stops working. */
export async function withdrawHouseholdInvitation(id: string): Promise<void> {
  await apiRequest(`/api/household/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useWithdrawHouseholdInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawHouseholdInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdKeys.invitations() }),
  });
}
