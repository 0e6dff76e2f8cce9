import type { DateRange } from '../../../shared/meal-plans.ts';

/**
 * Every cache key of the meal plan (GET /api/meal-plan…). A range holds its entries alone, whoever reads it
 * (the planner's week, the dashboard's and the landing's week, the plan ahead in a recipe's dialog), so an
 * optimistic change made on one page shows on the others.
 */
export const mealPlanKeys = {
  all: ['meal-plan'] as const,
  ranges: () => [...mealPlanKeys.all, 'range'] as const,
  range: ({ from, to }: DateRange) => [...mealPlanKeys.ranges(), from, to] as const,
  calendar: () => [...mealPlanKeys.all, 'calendar'] as const,
};
