import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyChampion } from '../../../shared/champions.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';

/**
 * GET /api/me/champion: the person's champion and what they recommend. One key for every page that shows it
 * (dashboard, champions page, profile, invitation pages), so joining or leaving anywhere refreshes them all.
 */
export function getMyChampion(signal?: AbortSignal): Promise<MyChampion> {
  return apiRequest<MyChampion>(myChampionAddress, { signal });
}

/** The address getMyChampion asks (also preloaded by the server for a page's first reads: app/first-reads.ts). */
export const myChampionAddress = '/api/me/champion';

export const myChampionOptions = () => queryOptions({ queryKey: meKeys.champion(), queryFn: ({ signal }) => getMyChampion(signal) });

export function useMyChampion(enabled = true) {
  return useQuery({ ...myChampionOptions(), enabled });
}
