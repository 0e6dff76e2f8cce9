import type { DateRange, MealPlanEntry } from '../../../shared/meal-plans.ts';
import { addDays, mealTypes, weekDates, weekStartOf } from '../../../shared/meal-plan-rules.ts';
import { paths } from '../../../shared/routing.ts';
import type { WeekStart } from '../../../shared/users.ts';
import { formatCalendarDate } from '../../lib/date-format.ts';
import { translate } from '../../lib/i18n/i18n.ts';

/** The week holding `today`, by the person's own week start. */
export function weekOf(today: string, weekStart: WeekStart): DateRange {
  const from = weekStartOf(today, weekStart);
  return { from, to: addDays(from, 6) };
}

/** Entries in the order of the day: date, then breakfast, lunch, dinner, snack, then their place in the slot. */
export function sortEntries(entries: readonly MealPlanEntry[]): MealPlanEntry[] {
  // Calendar dates ("2026-11-24") sort as plain text; the locale's collation would only cost time.
  return [...entries].sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      mealTypes.indexOf(a.mealType) - mealTypes.indexOf(b.mealType) ||
      a.position - b.position,
  );
}

export interface DayPlan {
  date: string;
  entries: MealPlanEntry[];
}

/** What is planned today. */
export function plannedOn(entries: readonly MealPlanEntry[], date: string): MealPlanEntry[] {
  return sortEntries(entries.filter((entry) => entry.date === date));
}

/** The days of the week after today, each with what is planned on it (nothing, for some). */
export function restOfWeek(entries: readonly MealPlanEntry[], today: string, week: DateRange): DayPlan[] {
  return weekDates(week.from)
    .filter((date) => date > today)
    .map((date) => ({ date, entries: plannedOn(entries, date) }));
}

/** "Tomorrow", else "Saturday 21 November", in the reader's locale, as the planner heads the day. */
export function dayName(date: string, today: string, locale?: string): string {
  if (date === addDays(today, 1)) return translate('dashboard.week.tomorrow');
  return formatCalendarDate(date, 'weekdayDate', locale);
}

/** "3 meals planned this week". */
export function mealCountText(count: number): string {
  return translate('dashboard.week.mealCount', { count });
}

/** My recipes with one of its filters. */
export function myRecipesHref(filter?: 'favourites' | 'eat-this-week'): string {
  const params = new URLSearchParams({ tab: 'mine' });
  if (filter) params.set('filter', filter);
  return `${paths.recipeCatalog}?${params.toString()}`;
}

export function shoppingListHref(range: DateRange): string {
  return `${paths.shoppingList}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}
