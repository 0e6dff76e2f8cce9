import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogue/keys.ts';
import { mealPlanKeys } from '../meal-plan/keys.ts';
import { meKeys } from '../me/keys.ts';
import { shoppingListKeys } from '../shopping-list/keys.ts';
import { householdKeys } from './keys.ts';

/**
 * After joining or leaving a household, everything the household owns is someone else's now: its members, the
 * plan, the list, the person's household size (their document), and whose needs the catalogue's "suits everyone
 * at home" meets.
 */
export function refreshAfterMove(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [householdKeys.all, mealPlanKeys.all, shoppingListKeys.all, meKeys.all, catalogueKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
