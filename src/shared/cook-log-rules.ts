/*
 * The cook log's limits and calendar rules, without zod: the "I cooked this" dialog uses them on its first load
 * (docs/decisions/0040-typed-answers.md). The schemas built on them are in cook-log.ts, which re-exports them.
 */

/** The longest note an entry keeps: longer is refused with its length, never cut. */
export const MAX_COOK_NOTE = 2000;

export const cookRatings = [1, 2, 3, 4, 5] as const;

/** "Not cooked for a while": not cooked on any of the last this many days, or never. */
export const NOT_COOKED_FOR_DAYS = 30;

/**
 * The easternmost time zone: its today is the latest day that is today anywhere, so a day no later than it is never
 * in the future for whoever sends it when they did not say their zone.
 */
export const EARLIEST_TIME_ZONE = 'Pacific/Kiritimati';

/** Is this an IANA time zone name the runtime knows? */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
