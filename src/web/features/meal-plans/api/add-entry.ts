import { useMutation } from '@tanstack/react-query';
import {
  mealPlanEntrySchema,
  type DateRange,
  type MealPlanEntry,
  type MealPlanEntryCreate,
  type MealType,
} from '../../../../shared/meal-plans.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { appendEntry, pendingEntryId, replaceEntry } from '../plan-entries.ts';
import { invalidatePlan, usePlanCache } from './optimistic-plan.ts';

/** POST /api/meal-plan/entries: a recipe of the user's own or free text, at the end of its slot. */
export function addEntry(input: MealPlanEntryCreate): Promise<MealPlanEntry> {
  return apiRequest('/api/meal-plan/entries', { method: 'POST', body: input, schema: mealPlanEntrySchema });
}

/** What the planner adds: one of the user's recipes (servings shown as the recipe's until the server answers), or text. */
export type NewEntry = { date: string; mealType: MealType } & (
  { recipe: { id: string; title: string; servings: number } } | { text: string }
);

function toRequest(entry: NewEntry): MealPlanEntryCreate {
  const { date, mealType } = entry;
  return 'recipe' in entry ? { date, mealType, recipeId: entry.recipe.id } : { date, mealType, text: entry.text.trim() };
}

function shownAtOnce(entry: NewEntry, id: string): MealPlanEntry {
  const base = { id, date: entry.date, mealType: entry.mealType, position: 0, recipeDeleted: false, thumbnailUrl: null };
  return 'recipe' in entry
    ? { ...base, recipeId: entry.recipe.id, text: null, title: entry.recipe.title, servings: entry.recipe.servings }
    : { ...base, recipeId: null, text: entry.text.trim(), title: entry.text.trim(), servings: 1 };
}

/** Adds an entry to the week shown: it appears at once and goes again if the server refuses it. */
export function useAddEntry(range: DateRange, onError: (error: unknown) => void) {
  const { queryClient, plan } = usePlanCache(range);
  return useMutation({
    mutationFn: (entry: NewEntry) => addEntry(toRequest(entry)),
    onMutate: async (entry) => {
      const id = pendingEntryId();
      const snapshot = await plan.apply((entries) => appendEntry(entries, shownAtOnce(entry, id)));
      return { snapshot, id };
    },
    onSuccess: (saved, _entry, context) => plan.update((entries) => replaceEntry(entries, context.id, saved)),
    onError: (error, _entry, context) => {
      plan.rollback(context?.snapshot);
      onError(error);
    },
    onSettled: () => invalidatePlan(queryClient),
  });
}
