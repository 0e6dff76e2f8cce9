import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChampionGoalList } from '../../../shared/goals.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** GET /api/champion/goals: the champion's goals, each with this week's progress across the group. */
export function listGroupGoals(signal?: AbortSignal): Promise<ChampionGoalList> {
  return apiRequest<ChampionGoalList>('/api/champion/goals', { signal });
}

// Progress moves with what the members do elsewhere: read it afresh whenever the page shows it.
export const groupGoalsOptions = () =>
  queryOptions({ queryKey: goalKeys.group(), queryFn: ({ signal }) => listGroupGoals(signal), staleTime: 0 });

export function useGroupGoals() {
  return useQuery(groupGoalsOptions());
}
