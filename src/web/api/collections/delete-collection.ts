import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

/** DELETE /api/collections/{id}: the owner's collection goes; its recipes stay where they are. */
export function deleteCollection(id: string): Promise<void> {
  return apiRequest<void>(`/api/collections/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCollection, onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }) });
}
