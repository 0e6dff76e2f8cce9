import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CataloguePage } from '../../../shared/recipes.ts';
import type { CatalogueSort } from '../../../shared/recipe-rules.ts';
import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/catalogue?{query}: a page of the shared catalogue, with the next page's cursor in the answer. */
export function searchCatalogue(query: string, signal?: AbortSignal): Promise<CataloguePage> {
  return apiRequest<CataloguePage>(`/api/catalogue?${query}`, { signal });
}

const PAGE_SIZE = 24;

/** What the Recipe Catalog searches for: its words, filters and order. */
export interface CatalogueSearch {
  q: string;
  tags: readonly string[];
  dietary: readonly DietaryNeed[];
  maxMinutes: number | null;
  /** Only recipes that suit everyone at home: the server reads whose needs those are. */
  suitsHousehold: boolean;
  sort: CatalogueSort | null;
}

/** The API query of a search and its filters (the cursor is added per page): also the search's cache key. */
export function catalogueSearchParams(search: CatalogueSearch): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.tags.length) params.set('tags', search.tags.join(','));
  if (search.dietary.length) params.set('dietary', search.dietary.join(','));
  if (search.maxMinutes !== null) params.set('maxMinutes', String(search.maxMinutes));
  if (search.suitsHousehold) params.set('suits', 'household');
  // Relevance needs words to rank by; without them the server's default order (newest) applies.
  if (search.sort && !(search.sort === 'relevance' && !search.q.trim())) params.set('sort', search.sort);
  return params.toString();
}

/** The Recipe Catalog's results, a page at a time. */
export const catalogueSearchOptions = (params: string) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.search(params),
    queryFn: ({ pageParam, signal }) => searchCatalogue(pageParam ? `${params}&cursor=${encodeURIComponent(pageParam)}` : params, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useCatalogueSearch(params: string) {
  return useInfiniteQuery(catalogueSearchOptions(params));
}

/** The first few results for some words: to pick one recipe (the planner's search, a champion's recommendation). */
export const quickSearchOptions = (q: string, limit: number, suitsHousehold = false) =>
  queryOptions({
    queryKey: catalogueKeys.quick(q, limit, suitsHousehold),
    queryFn: ({ signal }) =>
      searchCatalogue(new URLSearchParams({ q, limit: String(limit), ...(suitsHousehold && { suits: 'household' }) }).toString(), signal),
  });

/** Searches once there are words to search for; the last results stay while the next ones load. */
export function useQuickSearch(q: string, limit: number, suitsHousehold = false) {
  const words = q.trim();
  return useQuery({ ...quickSearchOptions(words, limit, suitsHousehold), enabled: words.length > 0, placeholderData: keepPreviousData });
}
