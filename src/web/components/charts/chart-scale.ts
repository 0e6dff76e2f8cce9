import { formatCalendarDate } from '../../lib/date-format.ts';
import { translate } from '../../lib/i18n/i18n.ts';

export interface Bar {
  label: string;
  value: number;
  /** The bar's length as a share of the longest, 0–100 (a value above 0 always shows a sliver). */
  percent: number;
}

/** A value's bar length as a share of `max`, 0–100; a value above 0 always shows a sliver, nothing none. */
export function percentOf(value: number | null, max: number): number {
  if (value === null || max <= 0 || value <= 0) return 0;
  return Math.min(100, Math.max(2, Math.round((value / max) * 100)));
}

/** Bars scaled to the largest value; all zeros give empty bars rather than dividing by zero. */
export function barsOf(rows: readonly { label: string; value: number }[]): Bar[] {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return rows.map(({ label, value }) => ({ label, value, percent: percentOf(value, max) }));
}

/** "Week of 3 Mar" (en-GB), "Week of Mar 3" (en-US) from YYYY-MM-DD; the text as given when it is no date. */
export function weekLabel(weekStart: string, locale?: string): string {
  const day = formatCalendarDate(weekStart, 'shortDayMonth', locale);
  return day === weekStart ? weekStart : translate('admin.stats.weekOf', { day });
}
