import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { mealPlanKeys } from '../meal-plan/keys.ts';
import { recipeKeys } from './keys.ts';

/** DELETE /api/recipes/{id}/cooked/{entryId}: one of the person's own cook log entries. */
export function deleteCooked(recipeId: string, entryId: string): Promise<void> {
  return apiRequest<void>(`/api/recipes/${encodeURIComponent(recipeId)}/cooked/${encodeURIComponent(entryId)}`, { method: 'DELETE' });
}

export function useDeleteCooked(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => deleteCooked(recipeId, entryId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
        queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }),
      ]),
  });
}
