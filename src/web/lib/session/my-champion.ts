import { queryOptions, useQuery } from '@tanstack/react-query';
import { myChampionSchema, type MyChampion } from '../../../shared/champions.ts';
import { apiRequest } from '../api-client.ts';

/**
 * GET /api/me/champion: the person's champion and what they recommend. One key for every page that shows it
 * (dashboard, champions page, profile, invitation pages), so joining or leaving anywhere refreshes them all.
 */
export const myChampionKey = ['me', 'champion'] as const;

export function getMyChampion(signal?: AbortSignal): Promise<MyChampion> {
  return apiRequest('/api/me/champion', { signal, schema: myChampionSchema });
}

export const myChampionOptions = () => queryOptions({ queryKey: myChampionKey, queryFn: ({ signal }) => getMyChampion(signal) });

export function useMyChampion(enabled = true) {
  return useQuery({ ...myChampionOptions(), enabled });
}
