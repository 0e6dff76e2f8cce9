import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGoalList } from '../../../shared/goals.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { goalKeys } from './keys.ts';

/** GET /api/me/goals: the goals of the person's champion running this week, with their own progress. */
export function listMyGoals(signal?: AbortSignal): Promise<MyGoalList> {
  return apiRequest<MyGoalList>('/api/me/goals', { signal });
}

// Progress moves with what the person does on other pages (planning, cooking): read it afresh on each visit.
export const myGoalsOptions = () => queryOptions({ queryKey: goalKeys.mine(), queryFn: ({ signal }) => listMyGoals(signal), staleTime: 0 });

export function useMyGoals() {
  return useQuery(myGoalsOptions());
}
