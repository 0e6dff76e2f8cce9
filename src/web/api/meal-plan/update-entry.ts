import { useMutation } from '@tanstack/react-query';
import type { DateRange, MealPlanEntry, MealPlanEntryUpdate } from '../../../shared/meal-plans.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { changeEntry } from './plan-entries.ts';
import { invalidatePlan, usePlanCache } from './optimistic-plan.ts';

/** PATCH /api/meal-plan/entries/{id}: servings, text, or a move to another day, meal or place (positions renumbered). */
export function updateEntry(id: string, patch: MealPlanEntryUpdate): Promise<MealPlanEntry> {
  return apiRequest<MealPlanEntry>(`/api/meal-plan/entries/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

/** Changes or moves an entry of the week shown: at once, rolled back if the server refuses. */
export function useUpdateEntry(range: DateRange, onError: (error: unknown) => void) {
  const { queryClient, plan } = usePlanCache(range);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MealPlanEntryUpdate }) => updateEntry(id, patch),
    onMutate: async ({ id, patch }) => ({ snapshot: await plan.apply((entries) => changeEntry(entries, id, patch)) }),
    onError: (error, _input, context) => {
      plan.rollback(context?.snapshot);
      onError(error);
    },
    onSettled: () => invalidatePlan(queryClient),
  });
}
