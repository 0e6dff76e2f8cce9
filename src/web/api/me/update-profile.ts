import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, ProfileUpdate } from '../../../shared/users.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';
import { shoppingListKeys } from '../shopping-list/keys.ts';
import { catalogueKeys } from '../catalogue/keys.ts';

/** PATCH /api/me: the profile's own details; the answer replaces the signed-in user's document. */
export function updateProfile(patch: ProfileUpdate): Promise<Me> {
  return apiRequest<Me>('/api/me', { method: 'PATCH', body: patch });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me, patch) => {
      queryClient.setQueryData(meKeys.all, me);
      const stale: Promise<unknown>[] = [];
      // The shopping list's lines follow the person's measures.
      if (patch.measures !== undefined) stale.push(queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }));
      // Searches that suit everyone at home follow everyone's needs, the person's among them.
      if (patch.dietaryNeeds !== undefined) stale.push(queryClient.invalidateQueries({ queryKey: catalogueKeys.all }));
      return Promise.all(stale);
    },
  });
}
