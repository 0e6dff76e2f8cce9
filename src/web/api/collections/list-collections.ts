import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionList } from '../../../shared/collections.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { collectionKeys } from './keys.ts';

/**
 * GET /api/collections: the person's collections, then those their household shares; with a recipe id, each manual
 * one says whether it holds that recipe.
 */
export function listCollections(recipeId: string | null, signal?: AbortSignal): Promise<CollectionList> {
  const query = recipeId === null ? '' : `?${new URLSearchParams({ recipe: recipeId }).toString()}`;
  return apiRequest<CollectionList>(`/api/collections${query}`, { signal });
}

export const collectionListOptions = (recipeId: string | null = null) =>
  queryOptions({ queryKey: collectionKeys.list(recipeId), queryFn: ({ signal }) => listCollections(recipeId, signal) });

export function useCollections(recipeId: string | null = null, enabled = true) {
  return useQuery({ ...collectionListOptions(recipeId), enabled });
}
