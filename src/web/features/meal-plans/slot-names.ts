import type { MealType } from '../../../shared/meal-plan-rules.ts';
import { activeLocale, translate } from '../../lib/i18n/i18n.ts';
import { dayLabel, weekdayName } from './week-labels.ts';

/**
 * The names of meals and slots. A slot's name is a name, not a date: "Monday breakfast" is part of the interface
 * (buttons are found by it: "Add to Monday breakfast"), so its weekday is in the interface's language, like the
 * words around it. One message per meal, so that a language can put the day after the meal.
 */

/** "Breakfast": a meal of the day, as a label on its own. */
export function mealTypeLabel(mealType: MealType): string {
  return translate(`mealPlans.mealType.${mealType}`);
}

/** "Monday breakfast": the name of one meal slot. */
export function slotName(date: string, mealType: MealType): string {
  return translate(`mealPlans.slotName.${mealType}`, { weekday: weekdayName(date, activeLocale()) });
}

/** "Monday 24 November, breakfast": the add dialog's title. */
export function slotTitle(date: string, mealType: MealType): string {
  return translate(`mealPlans.slotTitle.${mealType}`, { day: dayLabel(date) });
}
