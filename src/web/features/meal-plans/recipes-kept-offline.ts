import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MealPlanEntry } from '../../../shared/meal-plans.ts';
import { recipeOptions } from '../../api/recipes/get-recipe.ts';

/** The recipes of a week's entries, once each, in the order planned; free text and deleted recipes have none. */
export function plannedRecipeIds(entries: readonly Pick<MealPlanEntry, 'recipeId'>[]): string[] {
  return [...new Set(entries.flatMap((entry) => (entry.recipeId ? [entry.recipeId] : [])))];
}

/**
 * This week's recipes open in cook mode offline (decision 0076): while the planner shows this week online, each
 * planned recipe is read once, so the service worker keeps its answer (pwa-options.ts lists recipe reads). Only when
 * a worker controls the page: without one, the reads would fetch what nothing keeps.
 */
export function useRecipesKeptOffline(entries: readonly MealPlanEntry[], thisWeek: boolean): void {
  const queryClient = useQueryClient();
  const ids = thisWeek ? plannedRecipeIds(entries).join(' ') : '';
  useEffect(() => {
    if (!ids || !navigator.onLine || !navigator.serviceWorker?.controller) return;
    for (const id of ids.split(' ')) void queryClient.prefetchQuery(recipeOptions(id));
  }, [ids, queryClient]);
}
