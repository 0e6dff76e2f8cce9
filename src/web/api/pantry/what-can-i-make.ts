import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PantrySuggestions } from '../../../shared/pantry.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { pantryKeys } from './keys.ts';

/** GET /api/pantry/what-can-i-make?today=…: recipes ranked by how much of them the pantry covers, as of the reader's date. */
export function getWhatCanIMake(today: string, signal?: AbortSignal): Promise<PantrySuggestions> {
  return apiRequest<PantrySuggestions>(`/api/pantry/what-can-i-make?${new URLSearchParams({ today })}`, { signal });
}

export const whatCanIMakeOptions = (today: string) =>
  queryOptions({ queryKey: pantryKeys.suggestions(today), queryFn: ({ signal }) => getWhatCanIMake(today, signal) });

export function useWhatCanIMake(today: string) {
  return useQuery(whatCanIMakeOptions(today));
}
