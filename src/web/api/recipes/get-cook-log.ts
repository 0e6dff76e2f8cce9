import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CookLog } from '../../../shared/cook-log.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** GET /api/recipes/{id}/cooked: the person's own entries and their household's, newest first. */
export function getCookLog(recipeId: string, signal?: AbortSignal): Promise<CookLog> {
  return apiRequest<CookLog>(`/api/recipes/${encodeURIComponent(recipeId)}/cooked`, { signal });
}

export const cookLogOptions = (recipeId: string) =>
  queryOptions({ queryKey: recipeKeys.cookLog(recipeId), queryFn: ({ signal }) => getCookLog(recipeId, signal) });

export function useCookLog(recipeId: string) {
  return useQuery(cookLogOptions(recipeId));
}
