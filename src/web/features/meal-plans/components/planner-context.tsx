import { createContext, useContext } from 'react';
import type { MealPlanEntry } from '../../../../shared/meal-plans.ts';
import type { Slot } from '../../../api/meal-plan/plan-entries.ts';

/** A recipe as the planner adds it: servings show as the recipe's until the server answers. */
export interface PlannableRecipe {
  id: string;
  title: string;
  servings: number;
}

/** What is being dragged: a recipe from the eat-this-week tray, or an entry of the week. */
export type DragPayload = { kind: 'recipe'; recipe: PlannableRecipe } | { kind: 'entry'; entry: MealPlanEntry };

/** Where a moved entry goes: a slot, and optionally a place in it (counted without the entry). */
export type MoveTarget = Slot & { position?: number | undefined };

export interface DragTracker {
  start: (payload: DragPayload) => void;
  end: () => void;
  current: () => DragPayload | null;
}

export interface PlannerActions {
  /** The seven dates of the week shown. */
  dates: string[];
  entries: MealPlanEntry[];
  addRecipe: (slot: Slot, recipe: PlannableRecipe) => void;
  addText: (slot: Slot, text: string) => void;
  move: (entry: MealPlanEntry, target: MoveTarget) => void;
  remove: (entry: MealPlanEntry) => void;
  setServings: (entry: MealPlanEntry, servings: number) => void;
  openAdd: (slot: Slot) => void;
  openMove: (entry: MealPlanEntry) => void;
  /** The drag in progress, kept outside React state: drag events come faster than renders. */
  drag: DragTracker;
}

const PlannerContext = createContext<PlannerActions | null>(null);
export const PlannerProvider = PlannerContext;

export function usePlanner(): PlannerActions {
  const planner = useContext(PlannerContext);
  if (!planner) throw new Error('usePlanner needs a PlannerProvider');
  return planner;
}

/**
 * Focus targets that survive a re-render: an element marked data-focus-key="…" takes focus once it exists.
 * The keys name the slot too, so a moved entry's button is found in its new slot, not its old one.
 */
export const focusKeys = {
  move: (entry: Pick<MealPlanEntry, 'id' | 'date' | 'mealType'>) => `move:${entry.id}:${entry.date}:${entry.mealType}`,
  add: (slot: Slot) => `add:${slot.date}:${slot.mealType}`,
};
