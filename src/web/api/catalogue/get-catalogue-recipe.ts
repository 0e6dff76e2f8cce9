import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueRecipe } from '../../../shared/recipes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { catalogueKeys } from './keys.ts';

/** GET /api/catalogue/{id}: a catalogue recipe, whole, with what the person saved of it. */
export function getCatalogueRecipe(id: string, signal?: AbortSignal): Promise<CatalogueRecipe> {
  return apiRequest<CatalogueRecipe>(`/api/catalogue/${encodeURIComponent(id)}`, { signal });
}

export const catalogueRecipeOptions = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.detail(id), queryFn: ({ signal }) => getCatalogueRecipe(id, signal) });

export function useCatalogueRecipe(id: string | null) {
  return useQuery({ ...catalogueRecipeOptions(id ?? ''), enabled: id !== null });
}
