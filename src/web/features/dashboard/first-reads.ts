import { localToday } from '../../../shared/meal-plan-rules.ts';
import { myChampionAddress, myChampionOptions } from '../../api/me/get-my-champion.ts';
import { myCheckInOptions } from '../../api/me/get-my-check-in.ts';
import { myMessagesOptions } from '../../api/me/get-my-messages.ts';
import { mealPlanOptions } from '../../api/meal-plan/get-meal-plan.ts';
import { shoppingListOptions } from '../../api/shopping-list/get-shopping-list.ts';
import { recipeListAddress, recipeShortlistOptions } from '../../api/recipes/list-recipes.ts';
import type { FirstReadAddresses, FirstReads } from '../../app/first-reads.ts';
import { SHORTLIST_SIZE } from './components/recipe-shortlist.tsx';
import { weekOf } from './dashboard-week.ts';

/**
 * The reads the dashboard's first render makes: this week's plan and shopping list, the shortlists, the champion, their
 * messages and this week's check-in.
 */
export const dashboardFirstReads: FirstReads = ({ queryClient, me }) => {
  const week = weekOf(localToday(), me.weekStart);
  void queryClient.prefetchQuery(mealPlanOptions(week));
  void queryClient.prefetchQuery(shoppingListOptions(week));
  void queryClient.prefetchQuery(recipeShortlistOptions('eat-this-week', SHORTLIST_SIZE));
  void queryClient.prefetchQuery(recipeShortlistOptions('favourites', SHORTLIST_SIZE));
  // The getting-started checklist asks whether any recipe is saved at all.
  void queryClient.prefetchQuery(recipeShortlistOptions('all', 1));
  void queryClient.prefetchQuery(myChampionOptions());
  void queryClient.prefetchQuery(myMessagesOptions());
  void queryClient.prefetchQuery(myCheckInOptions());
};

/** The reads above that depend on nothing the browser alone knows (the week does: it is the person's local date). */
export const dashboardFirstReadAddresses: FirstReadAddresses = [
  recipeListAddress({ filter: 'eat-this-week', limit: SHORTLIST_SIZE }),
  recipeListAddress({ filter: 'favourites', limit: SHORTLIST_SIZE }),
  recipeListAddress({ filter: 'all', limit: 1 }),
  myChampionAddress,
];
