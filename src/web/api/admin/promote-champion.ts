import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { promoteChampionSchema } from '../../../shared/admin.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** POST /api/admin/champions: makes the account with this email a champion (404 "No account has that email"). */
export async function promoteChampion(input: z.input<typeof promoteChampionSchema>): Promise<void> {
  await apiRequest('/api/admin/champions', { method: 'POST', body: input });
}

export function usePromoteChampion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: promoteChampion, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
