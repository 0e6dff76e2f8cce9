import type { Period } from './job-kind.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The period `at` falls in, as a key that names it (UTC): `2026-11-26T23` for an hour, `2026-11-26` for a day and
 * `week-2026-11-23` (its Monday) for a week. Weeks start on Monday in UTC whatever anyone's week start: the key only
 * has to be the same on every app server.
 */
export function periodKey(period: Period, at: Date): string {
  const iso = at.toISOString();
  if (period === 'hour') return iso.slice(0, 13);
  if (period === 'day') return iso.slice(0, 10);
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - daysSinceMonday * dayMs);
  return `week-${monday.toISOString().slice(0, 10)}`;
}
