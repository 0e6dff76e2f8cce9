import { dateRangeSchema, type DateRange } from '../../../shared/meal-plans.ts';
import { addDays, weekStartOf } from '../../../shared/meal-plan-rules.ts';
import type { WeekStart } from '../../../shared/users.ts';
import { formatCalendarRange } from '../../lib/date-format.ts';

/**
 * The shopping list's range lives in its URL (?from=YYYY-MM-DD&to=YYYY-MM-DD), so that a list can be shared,
 * bookmarked and reopened. Without one it is the current week, by the person's own week start.
 */
export function currentWeek(today: string, weekStart: WeekStart): DateRange {
  const from = weekStartOf(today, weekStart);
  return { from, to: addDays(from, 6) };
}

export interface ShoppingRangeView {
  range: DateRange;
  /** The URL asked for a range that cannot be read (a bad date, the wrong way round, too long): the week is shown instead. */
  invalid: boolean;
}

/** Reads the range from the query; anything malformed falls back to the current week, never throws. */
export function readShoppingRange(params: URLSearchParams, today: string, weekStart: WeekStart): ShoppingRangeView {
  const from = params.get('from');
  const to = params.get('to');
  if (from === null && to === null) return { range: currentWeek(today, weekStart), invalid: false };
  // A start alone means the seven days from it.
  const wanted = { from: from ?? '', to: to ?? (from ? addDays(from, 6) : '') };
  const parsed = dateRangeSchema.safeParse(wanted);
  return parsed.success ? { range: parsed.data, invalid: false } : { range: currentWeek(today, weekStart), invalid: true };
}

/** The same days a number of weeks earlier (negative) or later. */
export function shiftWeeks(range: DateRange, weeks: number): DateRange {
  return { from: addDays(range.from, weeks * 7), to: addDays(range.to, weeks * 7) };
}

/** The query string (with its "?") of a range. */
export function shoppingListSearch(range: DateRange): string {
  return `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

/** "16–22 November 2026" in the reader's locale, as the planner heads the same week. */
export function formatDateRange(range: DateRange, locale?: string): string {
  return formatCalendarRange(range.from, range.to, 'date', locale);
}
