import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PantryList } from '../../../shared/pantry.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { pantryKeys } from './keys.ts';

/** GET /api/pantry: the household's pantry, soonest best-before date first. */
export function getPantry(signal?: AbortSignal): Promise<PantryList> {
  return apiRequest<PantryList>('/api/pantry', { signal });
}

export const pantryOptions = () => queryOptions({ queryKey: pantryKeys.items(), queryFn: ({ signal }) => getPantry(signal) });

export function usePantry(enabled = true) {
  return useQuery({ ...pantryOptions(), enabled });
}
