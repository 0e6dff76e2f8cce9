import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChampionList, ChampionSummary } from '../../../shared/champions.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { championKeys } from './keys.ts';

/** GET /api/champions: the programme's champions with the size of their groups. */
export async function listChampions(signal?: AbortSignal): Promise<ChampionSummary[]> {
  const { champions } = await apiRequest<ChampionList>('/api/champions', { signal });
  return champions;
}

export const championsListOptions = () => queryOptions({ queryKey: championKeys.list(), queryFn: ({ signal }) => listChampions(signal) });

export function useChampionsList() {
  return useQuery(championsListOptions());
}
