import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyCheckIn } from '../../../shared/check-ins.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { meKeys } from './keys.ts';

/** GET /api/me/check-in: this week's check-in, and the champion who reads its note. */
export function getMyCheckIn(signal?: AbortSignal): Promise<MyCheckIn> {
  return apiRequest<MyCheckIn>('/api/me/check-in', { signal });
}

export const myCheckInOptions = () => queryOptions({ queryKey: meKeys.checkIn(), queryFn: ({ signal }) => getMyCheckIn(signal) });

export function useMyCheckIn() {
  return useQuery(myCheckInOptions());
}
