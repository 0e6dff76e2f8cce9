import type { MessageKey } from '../../../shared/i18n/messages.ts';
import type { KeyValueStorage } from '../../lib/setup-state.ts';
import { myRecipesHref } from './dashboard-week.ts';
import { paths } from '../../../shared/routing.ts';

/** What the checklist is computed from: the person's real recipes, plan and list. */
export interface GettingStartedFacts {
  savedRecipe: boolean;
  markedEatThisWeek: boolean;
  plannedMeal: boolean;
  openedShoppingList: boolean;
}

export interface GettingStartedStep {
  key: keyof GettingStartedFacts;
  /** The step's words, drawn in the person's language by the card. */
  label: MessageKey;
  to: string;
  done: boolean;
}

const steps: readonly Omit<GettingStartedStep, 'done'>[] = [
  { key: 'savedRecipe', label: 'dashboard.gettingStarted.saveRecipe', to: paths.recipeCatalog },
  { key: 'markedEatThisWeek', label: 'dashboard.gettingStarted.markEatThisWeek', to: myRecipesHref() },
  { key: 'plannedMeal', label: 'dashboard.gettingStarted.planMeal', to: paths.mealPlanning },
  { key: 'openedShoppingList', label: 'dashboard.gettingStarted.openShoppingList', to: paths.shoppingList },
];

export function gettingStartedSteps(facts: GettingStartedFacts): GettingStartedStep[] {
  return steps.map((step) => ({ ...step, done: facts[step.key] }));
}

/**
 * Opening the list leaves no trace on the server, so the shopping list page notes it in this browser under
 * this key (it writes the same name; features do not import each other). A list with something ticked or
 * added by hand has clearly been opened too, on any device.
 */
export const shoppingListOpenedKey = (userId: string) => `shoppingListOpened_${userId}`;

/** Once every step has been done the checklist is gone for good, even if a recipe is later deleted. */
export const gettingStartedDoneKey = (userId: string) => `gettingStartedDone_${userId}`;

export function hasFinishedGettingStarted(storage: KeyValueStorage, userId: string): boolean {
  return storage.getItem(gettingStartedDoneKey(userId)) === 'true';
}

export function hasOpenedShoppingList(storage: KeyValueStorage, userId: string): boolean {
  return storage.getItem(shoppingListOpenedKey(userId)) === 'true';
}
