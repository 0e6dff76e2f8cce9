import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguePageSchema, type CataloguePage } from '../../../../shared/recipes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupKeys } from './group-keys.ts';

const RESULTS = 8;

/** GET /api/catalogue?q=…: a few catalogue recipes to pick one to recommend. */
export function searchCatalogueForRecommendation(q: string, signal?: AbortSignal): Promise<CataloguePage> {
  const params = new URLSearchParams({ q, limit: String(RESULTS) });
  return apiRequest(`/api/catalogue?${params.toString()}`, { signal, schema: cataloguePageSchema });
}

export const recommendationSearchOptions = (q: string) =>
  queryOptions({
    queryKey: groupKeys.recipeSearch(q),
    queryFn: ({ signal }) => searchCatalogueForRecommendation(q, signal),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export function useRecommendationSearch(q: string) {
  return useQuery(recommendationSearchOptions(q.trim()));
}
