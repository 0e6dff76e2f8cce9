import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChampionCheckIns } from '../../../shared/check-ins.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { championKeys } from './keys.ts';

/** GET /api/champion/check-ins: the notes addressed to the champion and the group's weekly averages. */
export function getGroupCheckIns(signal?: AbortSignal): Promise<ChampionCheckIns> {
  return apiRequest<ChampionCheckIns>('/api/champion/check-ins', { signal });
}

export const groupCheckInsOptions = () =>
  queryOptions({ queryKey: championKeys.checkIns(), queryFn: ({ signal }) => getGroupCheckIns(signal) });

export function useGroupCheckIns() {
  return useQuery(groupCheckInsOptions());
}
