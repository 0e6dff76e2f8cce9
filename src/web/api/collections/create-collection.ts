import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collection, CollectionCreate } from '../../../shared/collections.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

/** POST /api/collections: a manual collection, or a smart one keeping a Recipe Catalog search. */
export function createCollection(input: CollectionCreate): Promise<Collection> {
  return apiRequest<Collection>('/api/collections', { method: 'POST', body: input });
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCollection, onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }) });
}
