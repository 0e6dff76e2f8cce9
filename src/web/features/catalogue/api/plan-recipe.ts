import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, MAX_RANGE_DAYS, type MealPlanEntry, type MealType } from '../../../../shared/meal-plans.ts';
import { addMealPlanEntry, getMealPlan, invalidatePlan, mealPlanKeys } from '../../../api/meal-plan.ts';

/** The plan from today as far ahead as one read goes: where the next free slot of a meal is. */
export function usePlanAhead(today: string) {
  const range = { from: today, to: addDays(today, MAX_RANGE_DAYS - 1) };
  return useQuery({ queryKey: mealPlanKeys.range(range), queryFn: ({ signal }) => getMealPlan(range, signal) });
}

export interface PlanRecipeInput {
  date: string;
  mealType: MealType;
  /** The user's own recipe to plan; a catalogue recipe is saved first (`copied`), since only those are planned. */
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
