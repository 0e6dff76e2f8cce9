import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

export interface CollectionMembership {
  collectionId: string;
  recipeId: string;
  /** True puts it in (PUT), false takes it out (DELETE); either again changes nothing. */
  inside: boolean;
}

/** PUT or DELETE /api/collections/{id}/recipes/{recipeId}: a recipe in or out of the person's manual collection. */
export function putInCollection({ collectionId, recipeId, inside }: CollectionMembership): Promise<void> {
  return apiRequest<void>(`/api/collections/${encodeURIComponent(collectionId)}/recipes/${encodeURIComponent(recipeId)}`, {
    method: inside ? 'PUT' : 'DELETE',
  });
}

export function usePutInCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putInCollection, onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }) });
}
