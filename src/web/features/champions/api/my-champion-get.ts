import { queryOptions, useQuery } from '@tanstack/react-query';
import { myChampionSchema, type MyChampion } from '../../../../shared/champions.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/me/champion: the person's champion and what they recommend. Under "me", the key the profile, the
 * dashboard and the invitation pages share, so joining or leaving anywhere refreshes it here.
 */
export function getMyChampion(signal?: AbortSignal): Promise<MyChampion> {
  return apiRequest('/api/me/champion', { signal, schema: myChampionSchema });
}

export const myChampionOptions = () =>
  queryOptions({ queryKey: ['me', 'champion'] as const, queryFn: ({ signal }) => getMyChampion(signal) });

export function useMyChampion() {
  return useQuery(myChampionOptions());
}
