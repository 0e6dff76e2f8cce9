import { stringify } from 'csv-stringify/sync';
import type { AdminChampion, ProgrammeStats } from '../../../shared/admin.ts';
import type { Translate } from '../../../shared/i18n/shared-words.ts';

/**
 * A cell a spreadsheet may read as a formula: one that starts with = + - @ (or their full-width forms) after any
 * run of white space, control or invisible formatting characters (spaces of every kind including NBSP, tab, CR,
 * LF, zero-width ones), which spreadsheets skip or the eye does not see; and any cell starting with tab or CR.
 */
const formulaStart = /^(?:[\s\p{Z}\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/u;

/**
 * A cell a spreadsheet shows as text: one starting like a formula gets a single quote in front (OWASP's
 * advice for CSV injection), so "=HYPERLINK(…)" in a champion's name is never run. Numbers pass as they are.
 */
export function escapeFormula(cell: string | number): string | number {
  return typeof cell === 'string' && formulaStart.test(cell) ? `'${cell}` : cell;
}

/** The file name of the export: champion-kitchen-stats-<YYYY-MM-DD>.csv (the date the figures were made). */
export function statsCsvFileName(stats: Pick<ProgrammeStats, 'generatedAt'>): string {
  return `champion-kitchen-stats-${stats.generatedAt.slice(0, 10)}.csv`;
}

/**
 * The statistics as CSV: "metric,value" rows, then the weekly active users, then each champion's group size, then
 * the weekly trends (last, so that every row before keeps its place for whoever reads the file by position). The
 * headers and row names are in the admin's language (`t`: lib/i18n.ts); figures and dates are left for the
 * spreadsheet to format.
 */
export function statsCsv(stats: ProgrammeStats, champions: Pick<AdminChampion, 'name' | 'groupSize'>[], t: Translate): string {
  const rows: (string | number)[][] = [
    [t('csv.metric'), t('csv.value')],
    [t('csv.generatedAt'), stats.generatedAt],
    [t('csv.users'), stats.users.total],
    [t('csv.usersParticipants'), stats.users.byType.regular],
    [t('csv.usersChampions'), stats.users.byType.champion],
    [t('csv.usersBoth'), stats.users.byType.both],
    [t('csv.usersSetupIncomplete'), stats.users.byType.setupIncomplete],
    [t('csv.admins'), stats.users.admins],
    [t('csv.champions'), stats.champions],
    [t('csv.groups'), stats.groups.count],
    [t('csv.groupMembers'), stats.groups.members],
    [t('csv.personalRecipes'), stats.recipes.personal],
    [t('csv.catalogueRecipes'), stats.recipes.catalogue],
    [t('csv.plannedMeals'), stats.plannedMeals.total],
    [t('csv.plannedMealsThisWeek'), stats.plannedMeals.thisWeek],
    [t('csv.invitationsSent'), stats.invitations.sent],
    [t('csv.invitationsAccepted'), stats.invitations.accepted],
    [],
    [t('csv.weekStarting'), t('csv.weeklyActiveUsers')],
    ...stats.weeklyActiveUsers.map((w) => [w.weekStart, w.users]),
    [],
    [t('csv.champion'), t('csv.groupSize')],
    ...champions.map((c) => [c.name, c.groupSize]),
    [],
    [
      t('csv.weekStarting'),
      t('csv.weeklyActiveUsers'),
      t('csv.mealsPlanned'),
      t('csv.mealsCooked'),
      t('csv.checkIns'),
      t('csv.checkInAverage'),
      t('csv.messagesPosted'),
    ],
    // An average with no answers is an empty cell, not 0: nobody rated that week 0.
    ...stats.weeklyTrends.map((w) => [
      w.weekStart,
      w.activeUsers,
      w.mealsPlanned,
      w.mealsCooked,
      w.checkIns,
      w.checkInAverage ?? '',
      w.messagesPosted,
    ]),
  ];
  return stringify(
    rows.map((row) => row.map(escapeFormula)),
    { record_delimiter: '\r\n' },
  );
}
