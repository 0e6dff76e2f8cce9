import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Household } from '../../../shared/households.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { householdKeys } from './keys.ts';

/** GET /api/household: the person's household, its size and its members. */
export function getHousehold(signal?: AbortSignal): Promise<Household> {
  return apiRequest<Household>('/api/household', { signal });
}

export const householdOptions = () => queryOptions({ queryKey: householdKeys.all, queryFn: ({ signal }) => getHousehold(signal) });

export function useHousehold() {
  return useQuery(householdOptions());
}
