import { addDays, localToday, type MealType } from '../../../shared/meal-plan-rules.ts';
import { formatCalendarDate, formatCalendarRange } from '../../lib/date-format.ts';

/**
 * The words the planner uses for days, slots and weeks. Dates are written by the app's one date formatter
 * (src/web/lib/date-format.ts), in the reader's locale. A slot's name is a name, not a date: "Monday
 * breakfast" is part of the English interface (buttons are found by it: "Add to Monday breakfast"), so its
 * weekday is English, like the words around it.
 */
const INTERFACE_LOCALE = 'en-GB';

/** "Monday": the weekday of a slot's name. */
export function weekdayName(date: string): string {
  return formatCalendarDate(date, 'weekday', INTERFACE_LOCALE);
}

/** "Monday 24 November" (en-GB), "Monday, November 24" (en-US): a day's heading. */
export function dayLabel(date: string, locale?: string): string {
  return formatCalendarDate(date, 'weekdayDate', locale);
}

/** "Monday breakfast": the name of one meal slot. */
export function slotName(date: string, mealType: MealType): string {
  return `${weekdayName(date)} ${mealType}`;
}

/** "Monday 24 November, breakfast": the add dialog's title. */
export function slotTitle(date: string, mealType: MealType): string {
  return `${dayLabel(date)}, ${mealType}`;
}

/** "24–30 November 2025" (en-GB), "November 24 – 30, 2025" (en-US), "29 December 2025 – 4 January 2026". */
export function weekHeading(start: string, locale?: string): string {
  return formatCalendarRange(start, addDays(start, 6), 'date', locale);
}

/** Is `date` today in the person's own calendar? */
export function isToday(date: string, today = localToday()): boolean {
  return date === today;
}
