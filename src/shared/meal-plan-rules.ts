import { sharedWords } from './i18n/shared-words.ts';
import type { WeekStart } from './users.ts';

/*
 * The meal plan's words, limits and calendar arithmetic, without zod: the planner, the dashboard and the home page
 * use them on their first load, which carries no zod (docs/decisions/0040-typed-answers.md). The schemas built on
 * them are in meal-plans.ts, which also re-exports everything here.
 */

export const mealTypes = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof mealTypes)[number];

/** A meal's name, in the language of whoever reads it when it is read. */
export const mealTypeLabels: Record<MealType, string> = {
  get breakfast() {
    return sharedWords('calendar.meal.breakfast');
  },
  get lunch() {
    return sharedWords('calendar.meal.lunch');
  },
  get dinner() {
    return sharedWords('calendar.meal.dinner');
  },
  get snack() {
    return sharedWords('calendar.meal.snack');
  },
};

/** The longest range one request may read or act on (a shopping list for a month, a plan for two). */
export const MAX_RANGE_DAYS = 62;
export const MAX_ENTRY_TEXT = 200;
/** Entries in one meal slot of one day: more is a mistake, not a plan. */
export const MAX_ENTRIES_PER_SLOT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar arithmetic in UTC, so that no time zone or daylight-saving change shifts a day. */
export function parseIsoDate(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

export function toIsoDate(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** Written YYYY-MM-DD, and a date that exists (no 2026-02-30): what isoDateSchema accepts. */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(parseIsoDate(value)) === value;
}

export function addDays(date: string, days: number): string {
  return toIsoDate(new Date(parseIsoDate(date).getTime() + days * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / DAY_MS);
}

const firstWeekday: Record<WeekStart, number> = { sunday: 0, monday: 1, saturday: 6 };

/** The first day of the week holding `date`: Monday, or the Sunday or Saturday of people who start their week then. */
export function weekStartOf(date: string, weekStart: WeekStart): string {
  const weekday = parseIsoDate(date).getUTCDay(); // 0 = Sunday
  const back = (weekday - firstWeekday[weekStart] + 7) % 7;
  return addDays(date, -back);
}

/** The seven dates of the week starting on `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** Today as the person's own calendar sees it (the browser's local date). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Where a recipe planned from the catalogue goes by default: the first day from `from` (today) whose `mealType`
 * holds nothing yet, looking `days` days ahead; `from` itself when every one of them is taken. Never a past day.
 */
export function nextFreeDate(
  entries: readonly { date: string; mealType: MealType }[],
  mealType: MealType,
  from: string,
  days = MAX_RANGE_DAYS,
): string {
  const taken = new Set(entries.filter((entry) => entry.mealType === mealType).map((entry) => entry.date));
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (!taken.has(date)) return date;
  }
  return from;
}
