import type { ProgrammeStats } from '../../../shared/admin.ts';
import type { ChartSeries } from '../../components/charts/bar-chart.tsx';
import { weekLabel } from '../../components/charts/chart-scale.ts';
import { activeLocale, translate } from '../../lib/i18n/i18n.ts';

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

export interface TrendChart {
  title: string;
  items: string[];
  series: ChartSeries[];
}

/**
 * The programme's weekly trends as two charts: activity (meals planned and cooked, messages posted; the weekly active
 * users have their own chart above) and check-ins (how many answered, their average on its 1–5 scale).
 */
export function trendCharts(stats: ProgrammeStats): TrendChart[] {
  const weeks = stats.weeklyTrends;
  const items = weeks.map((w) => weekLabel(w.weekStart));
  return [
    {
      title: translate('admin.stats.trendsActivityTitle'),
      items,
      series: [
        { label: translate('progress.mealsPlanned'), values: weeks.map((w) => w.mealsPlanned) },
        { label: translate('progress.mealsCooked'), values: weeks.map((w) => w.mealsCooked) },
        { label: translate('admin.stats.messagesPosted'), values: weeks.map((w) => w.messagesPosted) },
      ],
    },
    {
      title: translate('admin.stats.trendsCheckInsTitle'),
      items,
      series: [
        { label: translate('progress.checkIns'), values: weeks.map((w) => w.checkIns) },
        {
          label: translate('progress.checkInAverage'),
          values: weeks.map((w) => w.checkInAverage),
          max: 5,
          decimals: 1,
          missing: translate('progress.noAnswers'),
        },
      ],
    },
  ];
}
