import { stringify } from 'csv-stringify/sync';
import type { AdminChampion, ProgrammeStats } from '../../../shared/admin.ts';

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

/** The statistics as CSV: "metric,value" rows, then the weekly active users, then each champion's group size. */
export function statsCsv(stats: ProgrammeStats, champions: Pick<AdminChampion, 'name' | 'groupSize'>[]): string {
  const rows: (string | number)[][] = [
    ['metric', 'value'],
    ['generated at', stats.generatedAt],
    ['users', stats.users.total],
    ['users: participants', stats.users.byType.regular],
    ['users: champions', stats.users.byType.champion],
    ['users: both', stats.users.byType.both],
    ['users: setup incomplete', stats.users.byType.setupIncomplete],
    ['admins', stats.users.admins],
    ['champions (champion or both)', stats.champions],
    ['groups', stats.groups.count],
    ['group members', stats.groups.members],
    ['personal recipes', stats.recipes.personal],
    ['catalogue recipes', stats.recipes.catalogue],
    ['planned meals', stats.plannedMeals.total],
    ['planned meals this week', stats.plannedMeals.thisWeek],
    ['invitations sent', stats.invitations.sent],
    ['invitations accepted', stats.invitations.accepted],
    [],
    ['week starting', 'weekly active users'],
    ...stats.weeklyActiveUsers.map((w) => [w.weekStart, w.users]),
    [],
    ['champion', 'group size'],
    ...champions.map((c) => [c.name, c.groupSize]),
  ];
  return stringify(
    rows.map((row) => row.map(escapeFormula)),
    { record_delimiter: '\r\n' },
  );
}
