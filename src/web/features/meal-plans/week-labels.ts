import { addDays, localToday, parseIsoDate, type MealType } from '../../../shared/meal-plans.ts';

/**
 * The words the planner uses for days, slots and weeks. Accessible names are built from them ("Add to
 * Monday breakfast"), so they are fixed to one locale rather than the browser's: people and tests rely on them.
 * Dates are calendar dates held at UTC midnight (src/shared/meal-plans.ts), so they are formatted in UTC.
 */
const LOCALE = 'en-GB';
const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', ...options });
const weekdayFormat = format({ weekday: 'long' });
const dayFormat = format({ weekday: 'long', day: 'numeric', month: 'long' });
const dayMonthFormat = format({ day: 'numeric', month: 'long' });
const fullFormat = format({ day: 'numeric', month: 'long', year: 'numeric' });

/** "Monday" */
export function weekdayName(date: string): string {
  return weekdayFormat.format(parseIsoDate(date));
}

/** "Monday 24 November" */
export function dayLabel(date: string): string {
  return dayFormat.format(parseIsoDate(date)).replace(',', '');
}

/** "Monday breakfast": the name of one meal slot. */
export function slotName(date: string, mealType: MealType): string {
  return `${weekdayName(date)} ${mealType}`;
}

/** "Monday 24 November, breakfast": the add dialog's title. */
export function slotTitle(date: string, mealType: MealType): string {
  return `${dayLabel(date)}, ${mealType}`;
}

/** "24 – 30 November 2025", "27 October – 2 November 2025", "29 December 2025 – 4 January 2026". */
export function weekHeading(start: string): string {
  const end = addDays(start, 6);
  const [startYear, startMonth] = start.split('-');
  const [endYear, endMonth] = end.split('-');
  const last = fullFormat.format(parseIsoDate(end));
  if (startYear !== endYear) return `${fullFormat.format(parseIsoDate(start))} – ${last}`;
  if (startMonth !== endMonth) return `${dayMonthFormat.format(parseIsoDate(start))} – ${last}`;
  return `${Number(start.slice(8))} – ${last}`;
}

/** Is `date` today in the person's own calendar? */
export function isToday(date: string, today = localToday()): boolean {
  return date === today;
}
