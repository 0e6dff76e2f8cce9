import { addDays, localToday } from '../../../shared/meal-plan-rules.ts';
import { mealPlanOptions } from '../../api/meal-plan/get-meal-plan.ts';
import { wholeRecipeListOptions } from '../../api/recipes/list-recipes.ts';
import type { FirstReads } from '../../app/first-reads.ts';
import { readPlannerView } from './planner-url.ts';

/** The planner's first reads: the week the address asks for (this one by default) and the eat-this-week tray. */
export const mealPlanningFirstReads: FirstReads = ({ queryClient, me, search }) => {
  const { week } = readPlannerView(search, { today: localToday(), weekStart: me.weekStart });
  void queryClient.prefetchQuery(mealPlanOptions({ from: week, to: addDays(week, 6) }));
  void queryClient.prefetchQuery(wholeRecipeListOptions('eat-this-week'));
};
