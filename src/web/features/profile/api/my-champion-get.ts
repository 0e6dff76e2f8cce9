import { queryOptions, useQuery } from '@tanstack/react-query';
import { myChampionSchema, type MyChampion } from '../../../../shared/champions.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/me/champion, under the "me" key the dashboard, champions page and invitation pages share. */
export function getMyChampion(signal?: AbortSignal): Promise<MyChampion> {
  return apiRequest('/api/me/champion', { signal, schema: myChampionSchema });
}

export const myChampionKey = ['me', 'champion'] as const;

export const myChampionOptions = () => queryOptions({ queryKey: myChampionKey, queryFn: ({ signal }) => getMyChampion(signal) });

export function useMyChampion() {
  return useQuery(myChampionOptions());
}
