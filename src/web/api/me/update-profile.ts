import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, ProfileUpdate } from '../../../shared/users.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';

/** PATCH /api/me: the profile's own details; the answer replaces the signed-in user's document. */
export function updateProfile(patch: ProfileUpdate): Promise<Me> {
  return apiRequest<Me>('/api/me', { method: 'PATCH', body: patch });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (me) => queryClient.setQueryData(meKeys.all, me) });
}
