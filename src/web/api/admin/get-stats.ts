import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgrammeStats } from '../../../shared/admin.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/stats: the programme's figures (admins only; 403 otherwise). */
export function getStats(signal?: AbortSignal): Promise<ProgrammeStats> {
  return apiRequest<ProgrammeStats>('/api/admin/stats', { signal });
}

export const statsOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getStats(signal) });

export function useStats() {
  return useQuery(statsOptions());
}
