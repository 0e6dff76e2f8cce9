import { sql, type RawBuilder } from 'kysely';
import { addDays } from '../../shared/meal-plans.ts';

/**
 * Weekly series computed in the database (docs/decisions/0085-progress-over-time.md): each row is given the first day
 * of the week it falls in by a CASE over the weeks asked for, and the database groups by it. The same SQL on SQLite
 * and PostgreSQL, with the weeks as parameters; callers group in an outer query over the bucketed rows, since
 * PostgreSQL will not match a GROUP BY to a select expression whose parameters are numbered apart.
 */

/** The first days of `count` weeks, oldest first, the week starting `thisWeek` last. */
export function lastWeeks(thisWeek: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(thisWeek, -7 * (count - 1 - i)));
}

/** The last day of the span the weeks cover. */
export const lastDayOf = (weeks: readonly string[]): string => addDays(weeks[weeks.length - 1] ?? '1970-01-01', 6);

/**
 * The week (its first day) a YYYY-MM-DD column falls in; null outside the weeks. `shift` moves each week's window by
 * days: a week of someone else's that starts up to three days either side counts in the week holding its middle.
 */
export function weekOfDay(day: RawBuilder<unknown>, weeks: readonly string[], shift: { from: number; to: number } = { from: 0, to: 6 }) {
  const cases = weeks.map((week) => sql`when ${day} >= ${addDays(week, shift.from)} and ${day} <= ${addDays(week, shift.to)} then ${week}`);
  return sql<string | null>`case ${sql.join(cases, sql` `)} end`;
}

/** Midnight UTC of a date, as timestamps are stored (ISO text on SQLite, timestamptz on PostgreSQL). */
export const instantOf = (date: string) => `${date}T00:00:00.000Z`;

/** The week (its first day) a timestamp column falls in, by UTC days; null outside the weeks. */
export function weekOfInstant(moment: RawBuilder<unknown>, weeks: readonly string[]) {
  const cases = weeks.map((week) => sql`when ${moment} >= ${instantOf(week)} and ${moment} < ${instantOf(addDays(week, 7))} then ${week}`);
  return sql<string | null>`case ${sql.join(cases, sql` `)} end`;
}

/** Rows of (week, count) as the database answers them, into a count for every week (0 for a week with none). */
export function perWeek(weeks: readonly string[], rows: readonly { week: string | null; n: unknown }[]): Map<string, number> {
  const counts = new Map(weeks.map((week) => [week, 0]));
  for (const row of rows) if (row.week !== null && counts.has(row.week)) counts.set(row.week, Number(row.n ?? 0));
  return counts;
}
