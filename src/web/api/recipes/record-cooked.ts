import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CookedCreateInput, CookLogEntry } from '../../../shared/cook-log.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { mealPlanKeys } from '../meal-plan/keys.ts';
import { recipeKeys } from './keys.ts';

/** POST /api/recipes/{id}/cooked: "I cooked this", a cook log entry (docs/decisions/0077-the-cook-log.md). */
export function recordCooked(recipeId: string, input: CookedCreateInput): Promise<CookLogEntry> {
  return apiRequest<CookLogEntry>(`/api/recipes/${encodeURIComponent(recipeId)}/cooked`, { method: 'POST', body: input });
}

/** The recipe's rating and last day, the lists and the plan (an entry shows cooked) are all read again after. */
export function useRecordCooked(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CookedCreateInput) => recordCooked(recipeId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
        queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
      ]),
  });
}
