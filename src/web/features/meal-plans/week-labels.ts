import { addDays, localToday, type MealType } from '../../../shared/meal-plan-rules.ts';
import { formatCalendarDate, formatCalendarRange } from '../../lib/date-format.ts';
import { activeLocale, translate } from '../../lib/i18n/i18n.ts';

/**
 * The words the planner uses for days, slots and weeks. Dates are written by the app's one date formatter
 * (src/web/lib/date-format.ts). A slot's name is a name, not a date: "Monday breakfast" is part of the
 * interface (buttons are found by it: "Add to Monday breakfast"), so its weekday is in the interface's language,
 * like the words around it.
 */

/** "Monday": the weekday of a slot's name, in the interface's language. */
export function weekdayName(date: string): string {
  return formatCalendarDate(date, 'weekday', activeLocale());
}

/** "Monday 24 November" (en-GB), "Monday, November 24" (en-US): a day's heading. */
export function dayLabel(date: string, locale?: string): string {
  return formatCalendarDate(date, 'weekdayDate', locale);
}

/** "Breakfast": a meal of the day, as a label on its own. */
export function mealTypeLabel(mealType: MealType): string {
  return translate(`mealPlans.mealType.${mealType}`);
}

/** "Monday breakfast": the name of one meal slot (one message per meal, so a language can put the day after it). */
export function slotName(date: string, mealType: MealType): string {
  return translate(`mealPlans.slotName.${mealType}`, { weekday: weekdayName(date) });
}

/** "Monday 24 November, breakfast": the add dialog's title. */
export function slotTitle(date: string, mealType: MealType): string {
  return translate(`mealPlans.slotTitle.${mealType}`, { day: dayLabel(date) });
}

/** "24–30 November 2025" (en-GB), "November 24 – 30, 2025" (en-US), "29 December 2025 – 4 January 2026". */
export function weekHeading(start: string, locale?: string): string {
  return formatCalendarRange(start, addDays(start, 6), 'date', locale);
}

/** Is `date` today in the person's own calendar? */
export function isToday(date: string, today = localToday()): boolean {
  return date === today;
}
