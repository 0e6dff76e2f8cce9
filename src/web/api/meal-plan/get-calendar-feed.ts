import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../shared/meal-plans.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { mealPlanKeys } from './keys.ts';

/** GET /api/meal-plan/calendar: the secret address of the user's .ics feed. */
export async function getCalendarFeed(signal?: AbortSignal): Promise<string> {
  const { url } = await apiRequest<CalendarFeed>('/api/meal-plan/calendar', { signal });
  return url;
}

export const calendarFeedOptions = () =>
  queryOptions({ queryKey: mealPlanKeys.calendar(), queryFn: ({ signal }) => getCalendarFeed(signal), staleTime: Infinity });

export function useCalendarFeed() {
  return useQuery(calendarFeedOptions());
}
