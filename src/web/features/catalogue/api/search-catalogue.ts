import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { cataloguePageSchema, type CataloguePage } from '../../../../shared/recipes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CatalogueView } from '../catalogue-url.ts';
import { catalogueKeys } from './query-keys.ts';

const PAGE_SIZE = 24;

/** The API query of a view's search and filters (the cursor is added per page). */
export function catalogueSearchParams(view: Pick<CatalogueView, 'q' | 'tags' | 'dietary' | 'maxMinutes' | 'sort'>): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.tags.length) params.set('tags', view.tags.join(','));
  if (view.dietary.length) params.set('dietary', view.dietary.join(','));
  if (view.maxMinutes !== null) params.set('maxMinutes', String(view.maxMinutes));
  // Relevance needs words to rank by; without them the server's default order (newest) applies.
  if (view.sort && !(view.sort === 'relevance' && !view.q.trim())) params.set('sort', view.sort);
  return params.toString();
}

export function searchCatalogue(params: string, cursor: string | null, signal?: AbortSignal): Promise<CataloguePage> {
  const query = cursor ? `${params}&cursor=${encodeURIComponent(cursor)}` : params;
  return apiRequest(`/api/catalogue?${query}`, { signal, schema: cataloguePageSchema });
}

export const catalogueSearchOptions = (params: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.search(params),
    queryFn: ({ pageParam, signal }) => searchCatalogue(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useCatalogueSearch(params: string) {
  return useInfiniteQuery(catalogueSearchOptions(params));
}
