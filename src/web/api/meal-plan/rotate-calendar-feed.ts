import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../shared/meal-plans.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { mealPlanKeys } from './keys.ts';

/** POST /api/meal-plan/calendar/rotate: a new secret address; the old one stops working. */
export async function rotateCalendarFeed(): Promise<string> {
  const { url } = await apiRequest<CalendarFeed>('/api/meal-plan/calendar/rotate', { method: 'POST' });
  return url;
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (url) => queryClient.setQueryData(mealPlanKeys.calendar(), url),
  });
}
