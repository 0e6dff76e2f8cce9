import { useMutation } from '@tanstack/react-query';
import type { DateRange } from '../../../shared/meal-plans.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { removeEntry as withoutEntry } from './plan-entries.ts';
import { invalidatePlan, usePlanCache } from './optimistic-plan.ts';

/** DELETE /api/meal-plan/entries/{id} (204). */
export async function removeEntry(id: string): Promise<void> {
  await apiRequest(`/api/meal-plan/entries/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes an entry from the week shown: gone at once, back if the server refuses. */
export function useRemoveEntry(range: DateRange, onError: (error: unknown) => void) {
  const { queryClient, plan } = usePlanCache(range);
  return useMutation({
    mutationFn: (id: string) => removeEntry(id),
    onMutate: async (id) => ({ snapshot: await plan.apply((entries) => withoutEntry(entries, id)) }),
    onError: (error, _id, context) => {
      plan.rollback(context?.snapshot);
      onError(error);
    },
    onSettled: () => invalidatePlan(queryClient),
  });
}
