import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ImportStatus } from '../../../shared/imports.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { importKeys } from './keys.ts';

const ended = (status: ImportStatus | undefined) => status?.status === 'done' || status?.status === 'failed';

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: () => apiRequest<ImportStatus>(`/api/imports/${encodeURIComponent(id)}`),
    // Asked again every second until the import has ended; then it no longer changes.
    refetchInterval: (query) => (ended(query.state.data) ? false : 1000),
  });

/** GET /api/imports/{id}, followed until it ends; the person's recipe lists are read again as it brings recipes in. */
export function useImportStatus(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...importQueryOptions(id ?? ''), enabled: id !== null });
  const imported = query.data?.imported ?? 0;
  useEffect(() => {
    if (imported > 0) void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
  }, [imported, queryClient]);
  return query;
}
