import { addDays, localToday } from '../../../shared/meal-plan-rules.ts';
import { formatCalendarDate, formatCalendarRange } from '../../lib/date-format.ts';

/**
 * The planner's days and weeks, written by the app's one date formatter (src/web/lib/date-format.ts). Plain
 * dates only, without the catalogue, so that the browser tests can say what the page shows (slot-names.ts has
 * the words around them).
 */

/** "Monday", in `locale` (by default the reader's, as the formatter decides). */
export function weekdayName(date: string, locale?: string): string {
  return formatCalendarDate(date, 'weekday', locale);
}

/** "Monday 24 November" (en-GB), "Monday, November 24" (en-US): a day's heading. */
export function dayLabel(date: string, locale?: string): string {
  return formatCalendarDate(date, 'weekdayDate', locale);
}

/** "24–30 November 2025" (en-GB), "November 24 – 30, 2025" (en-US), "29 December 2025 – 4 January 2026". */
export function weekHeading(start: string, locale?: string): string {
  return formatCalendarRange(start, addDays(start, 6), 'date', locale);
}

/** Is `date` today in the person's own calendar? */
export function isToday(date: string, today = localToday()): boolean {
  return date === today;
}
