import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cataloguePageSchema, type CatalogueSummary } from '../../../../shared/recipes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { plannerCatalogueKeys } from './query-keys.ts';

const RESULTS = 12;

/** GET /api/catalogue?q=…: the first results of a search of the shared catalogue. */
export async function searchCatalogue(q: string, signal?: AbortSignal): Promise<CatalogueSummary[]> {
  const params = new URLSearchParams({ q, limit: String(RESULTS) });
  const { recipes } = await apiRequest(`/api/catalogue?${params.toString()}`, { signal, schema: cataloguePageSchema });
  return recipes;
}

export const catalogueSearchOptions = (q: string) =>
  queryOptions({ queryKey: plannerCatalogueKeys.search(q), queryFn: ({ signal }) => searchCatalogue(q, signal) });

/** Searches once there are words to search for; the last results stay while the next ones load. */
export function useCatalogueSearch(q: string) {
  return useQuery({ ...catalogueSearchOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}
