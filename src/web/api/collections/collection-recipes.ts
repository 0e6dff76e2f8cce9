import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CollectionRecipes } from '../../../shared/collections.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

/** GET /api/collections/{id}/recipes: a manual collection's recipes, or a page of a smart one's search, run now. */
export function getCollectionRecipes(id: string, cursor: string | null, signal?: AbortSignal): Promise<CollectionRecipes> {
  const query = cursor === null ? '' : `?${new URLSearchParams({ cursor }).toString()}`;
  return apiRequest<CollectionRecipes>(`/api/collections/${encodeURIComponent(id)}/recipes${query}`, { signal });
}

export const collectionRecipesOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: collectionKeys.recipes(id),
    queryFn: ({ pageParam, signal }) => getCollectionRecipes(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useCollectionRecipes(id: string | null) {
  return useInfiniteQuery({ ...collectionRecipesOptions(id ?? ''), enabled: id !== null });
}
