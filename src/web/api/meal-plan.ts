import type { QueryClient } from '@tanstack/react-query';
import {
  mealPlanEntrySchema,
  mealPlanSchema,
  type DateRange,
  type MealPlanEntry,
  type MealPlanEntryCreate,
} from '../../shared/meal-plans.ts';
import { apiRequest } from '../lib/api-client.ts';

/**
 * The meal plan's calls and cache keys, for every feature that reads or adds to the plan: the planner, and
 * the Recipe Catalog, which plans a recipe from its dialog without leaving the page.
 */
export const mealPlanKeys = {
  all: ['meal-plan'] as const,
  ranges: () => [...mealPlanKeys.all, 'range'] as const,
  range: ({ from, to }: DateRange) => [...mealPlanKeys.ranges(), from, to] as const,
  calendar: () => [...mealPlanKeys.all, 'calendar'] as const,
};

/** GET /api/meal-plan?from&to: the user's entries in the range, both ends included. */
export async function getMealPlan(range: DateRange, signal?: AbortSignal): Promise<MealPlanEntry[]> {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  const { entries } = await apiRequest(`/api/meal-plan?${params.toString()}`, { signal, schema: mealPlanSchema });
  return entries;
}

/** POST /api/meal-plan/entries: a recipe of the user's own or free text, at the end of its slot. */
export function addMealPlanEntry(input: MealPlanEntryCreate): Promise<MealPlanEntry> {
  return apiRequest('/api/meal-plan/entries', { method: 'POST', body: input, schema: mealPlanEntrySchema });
}

/** After any change to the plan: every range read (this week, the dashboard's) and the shopping lists made from it. */
export function invalidatePlan(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mealPlanKeys.ranges() }),
    queryClient.invalidateQueries({ queryKey: ['shopping-list'] }),
  ]);
}
