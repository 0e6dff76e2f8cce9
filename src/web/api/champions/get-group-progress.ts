import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChampionProgress } from '../../../shared/progress.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { championKeys } from './keys.ts';

/** GET /api/champion/progress: the group across the champion's last eight weeks, and each goal in them. */
export function getGroupProgress(signal?: AbortSignal): Promise<ChampionProgress> {
  return apiRequest<ChampionProgress>('/api/champion/progress', { signal });
}

// The group's weeks move with what its members do elsewhere: read afresh on each visit.
export const groupProgressOptions = () =>
  queryOptions({ queryKey: championKeys.progress(), queryFn: ({ signal }) => getGroupProgress(signal), staleTime: 0 });

export function useGroupProgress() {
  return useQuery(groupProgressOptions());
}
