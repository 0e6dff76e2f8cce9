import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminChampion, AdminChampionList } from '../../../shared/admin.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/champions: every champion with their email and group size. */
export async function listChampions(signal?: AbortSignal): Promise<AdminChampion[]> {
  const { champions } = await apiRequest<AdminChampionList>('/api/admin/champions', { signal });
  return champions;
}

export const championListOptions = () => queryOptions({ queryKey: adminKeys.champions(), queryFn: ({ signal }) => listChampions(signal) });

export function useAdminChampions() {
  return useQuery(championListOptions());
}
