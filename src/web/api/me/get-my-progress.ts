import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyProgress } from '../../../shared/progress.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';

/** GET /api/me/progress: the person's own last eight weeks, and their champion's goals in them. */
export function getMyProgress(signal?: AbortSignal): Promise<MyProgress> {
  return apiRequest<MyProgress>('/api/me/progress', { signal });
}

// Under the champion's key, so joining or leaving a group reads it again; kept here, not in keys.ts, which the
// shell loads on every page.
const myProgressKey = [...meKeys.champion(), 'progress'] as const;

// The weeks move with what the person does on other pages (planning, cooking): read afresh on each visit.
export const myProgressOptions = () =>
  queryOptions({ queryKey: myProgressKey, queryFn: ({ signal }) => getMyProgress(signal), staleTime: 0 });

export function useMyProgress() {
  return useQuery(myProgressOptions());
}
