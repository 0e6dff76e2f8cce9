import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateRange, MealPlanEntry, MealPlanEntryCreate } from '../../../shared/meal-plans.ts';
import type { MealType } from '../../../shared/meal-plan-rules.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { invalidatePlan, usePlanCache } from './optimistic-plan.ts';
import { appendEntry, pendingEntryId, replaceEntry } from './plan-entries.ts';

/** POST /api/meal-plan/entries: a recipe of the person's own or free text, at the end of its slot. */
export function addMealPlanEntry(input: MealPlanEntryCreate): Promise<MealPlanEntry> {
  return apiRequest<MealPlanEntry>('/api/meal-plan/entries', { method: 'POST', body: input });
}

/**
 * What the planner adds: one of the person's recipes, or text. `servings` is what the entry shows until the
 * server answers: the household's size, which is what the server gives a new entry.
 */
export type NewEntry = { date: string; mealType: MealType; servings: number } & (
  { recipe: { id: string; title: string } } | { text: string }
);

function toRequest(entry: NewEntry): MealPlanEntryCreate {
  const { date, mealType } = entry;
  return 'recipe' in entry ? { date, mealType, recipeId: entry.recipe.id } : { date, mealType, text: entry.text.trim() };
}

function shownAtOnce(entry: NewEntry, id: string): MealPlanEntry {
  const base = { id, date: entry.date, mealType: entry.mealType, position: 0, recipeDeleted: false, thumbnailUrl: null, cooked: false };
  return 'recipe' in entry
    ? { ...base, recipeId: entry.recipe.id, text: null, title: entry.recipe.title, servings: entry.servings }
    : { ...base, recipeId: null, text: entry.text.trim(), title: entry.text.trim(), servings: entry.servings };
}

/** Adds an entry to the week shown: it appears at once and goes again if the server refuses it. */
export function useAddEntry(range: DateRange, onError: (error: unknown) => void) {
  const { queryClient, plan } = usePlanCache(range);
  return useMutation({
    mutationFn: (entry: NewEntry) => addMealPlanEntry(toRequest(entry)),
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

export interface PlanRecipeInput {
  date: string;
  mealType: MealType;
  /** The person's own recipe to plan; a catalogue recipe is saved first (`copied`), since only those are planned. */
  ownRecipe: () => Promise<{ id: string; copied: boolean }>;
}

/** Plans a recipe from its dialog; the planner, the dashboard and shopping lists read the plan again after. */
export function usePlanRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ date, mealType, ownRecipe }: PlanRecipeInput): Promise<{ entry: MealPlanEntry; copied: boolean }> => {
      const own = await ownRecipe();
      const entry = await addMealPlanEntry({ date, mealType, recipeId: own.id });
      return { entry, copied: own.copied };
    },
    onSettled: () => invalidatePlan(queryClient),
  });
}
