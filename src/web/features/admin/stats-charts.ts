import type { ProgrammeStats } from '../../../shared/admin.ts';
import { formatCalendarDate } from '../../lib/date-format.ts';

export interface Bar {
  label: string;
  value: number;
  /** The bar's length as a share of the longest, 0–100 (a value above 0 always shows a sliver). */
  percent: number;
}

/** Bars scaled to the largest value; all zeros give empty bars rather than dividing by zero. */
export function barsOf(rows: readonly { label: string; value: number }[]): Bar[] {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return rows.map(({ label, value }) => ({
    label,
    value,
    percent: max === 0 || value <= 0 ? 0 : Math.max(2, Math.round((value / max) * 100)),
  }));
}

/** "Week of 3 Mar" (en-GB), "Week of Mar 3" (en-US) from YYYY-MM-DD; the text as given when it is no date. */
export function weekLabel(weekStart: string, locale?: string): string {
  const day = formatCalendarDate(weekStart, 'shortDayMonth', locale);
  return day === weekStart ? weekStart : `Week of ${day}`;
}

export interface Figure {
  label: string;
  value: number;
  detail?: string;
}

/** The headline figures, in the order the dashboard shows them. */
export function headlineFigures(stats: ProgrammeStats): Figure[] {
  const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '0%');
  return [
    { label: 'People', value: stats.users.total, detail: `${stats.users.admins} ${stats.users.admins === 1 ? 'admin' : 'admins'}` },
    { label: 'Champions', value: stats.champions },
    {
      label: 'Groups',
      value: stats.groups.count,
      detail: `${stats.groups.members} ${stats.groups.members === 1 ? 'member' : 'members'} in all`,
    },
    { label: 'Personal recipes', value: stats.recipes.personal },
    { label: 'Catalogue recipes', value: stats.recipes.catalogue },
    { label: 'Planned meals', value: stats.plannedMeals.total, detail: `${stats.plannedMeals.thisWeek} this week` },
    { label: 'Invitations sent', value: stats.invitations.sent },
    {
      label: 'Invitations accepted',
      value: stats.invitations.accepted,
      detail: `${percent(stats.invitations.accepted, stats.invitations.sent)} of those sent`,
    },
  ];
}

export function usersByTypeRows(stats: ProgrammeStats): { label: string; value: number }[] {
  const { byType } = stats.users;
  return [
    { label: 'Participants', value: byType.regular },
    { label: 'Champions', value: byType.champion },
    { label: 'Both', value: byType.both },
    { label: 'Setup not finished', value: byType.setupIncomplete },
  ];
}

export function weeklyActiveRows(stats: ProgrammeStats): { label: string; value: number }[] {
  return stats.weeklyActiveUsers.map((week) => ({ label: weekLabel(week.weekStart), value: week.users }));
}
