import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChampionGroup } from '../../../shared/champions.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { championKeys } from './keys.ts';

/** GET /api/champion/group: the champion's members with their activity counts, the week's totals and recommendations. */
export function getGroup(signal?: AbortSignal): Promise<ChampionGroup> {
  return apiRequest<ChampionGroup>('/api/champion/group', { signal });
}

export const groupOptions = () => queryOptions({ queryKey: championKeys.group(), queryFn: ({ signal }) => getGroup(signal) });

export function useGroup() {
  return useQuery(groupOptions());
}
