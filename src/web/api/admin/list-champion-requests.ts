import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChampionRequestList, ChampionRequest } from '../../../shared/admin.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/champion-requests: who chose Champion or Both and waits for an admin, oldest first. */
export async function listChampionRequests(signal?: AbortSignal): Promise<ChampionRequest[]> {
  const { requests } = await apiRequest<ChampionRequestList>('/api/admin/champion-requests', { signal });
  return requests;
}

export function useChampionRequests() {
  return useQuery(queryOptions({ queryKey: adminKeys.championRequests(), queryFn: ({ signal }) => listChampionRequests(signal) }));
}
