import type { ProgrammeStats } from '../../../shared/admin.ts';
import { formatCalendarDate } from '../../lib/date-format.ts';
import { activeLocale, translate } from '../../lib/i18n/i18n.ts';

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
  return day === weekStart ? weekStart : translate('admin.stats.weekOf', { day });
}

export interface Figure {
  label: string;
  value: number;
  detail?: string;
}

/** The headline figures, in the order the dashboard shows them, in the active language. */
export function headlineFigures(stats: ProgrammeStats): Figure[] {
  const { sent, accepted } = stats.invitations;
  const acceptedShare = new Intl.NumberFormat(activeLocale(), { style: 'percent' }).format(sent > 0 ? accepted / sent : 0);
  return [
    {
      label: translate('admin.stats.people'),
      value: stats.users.total,
      detail: translate('admin.stats.peopleAdmins', { count: stats.users.admins }),
    },
    { label: translate('admin.stats.champions'), value: stats.champions },
    {
      label: translate('admin.stats.groups'),
      value: stats.groups.count,
      detail: translate('admin.stats.groupsMembers', { count: stats.groups.members }),
    },
    { label: translate('admin.stats.personalRecipes'), value: stats.recipes.personal },
    { label: translate('admin.stats.catalogueRecipes'), value: stats.recipes.catalogue },
    {
      label: translate('admin.stats.plannedMeals'),
      value: stats.plannedMeals.total,
      detail: translate('admin.stats.plannedMealsThisWeek', { count: stats.plannedMeals.thisWeek }),
    },
    { label: translate('admin.stats.invitationsSentFigure'), value: sent },
    {
      label: translate('admin.stats.invitationsAcceptedFigure'),
      value: accepted,
      detail: translate('admin.stats.invitationsAcceptedShare', { share: acceptedShare }),
    },
  ];
}

export function usersByTypeRows(stats: ProgrammeStats): { label: string; value: number }[] {
  const { byType } = stats.users;
  return [
    { label: translate('admin.stats.participants'), value: byType.regular },
    { label: translate('admin.stats.champions'), value: byType.champion },
    { label: translate('admin.stats.both'), value: byType.both },
    { label: translate('admin.stats.setupNotFinished'), value: byType.setupIncomplete },
  ];
}

export function weeklyActiveRows(stats: ProgrammeStats): { label: string; value: number }[] {
  return stats.weeklyActiveUsers.map((week) => ({ label: weekLabel(week.weekStart), value: week.users }));
}
