import { describe, expect, it } from 'vitest';
import type { ProgrammeStats } from '../../../shared/admin.ts';
import { escapeFormula, statsCsv, statsCsvFileName } from './stats-csv.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { asLocale, locales, type Locale } from '../../../shared/i18n/locales.ts';

const stats: ProgrammeStats = {
  generatedAt: '2026-11-23T12:00:00.000Z',
  users: { total: 5, byType: { regular: 2, champion: 1, both: 1, setupIncomplete: 1 }, admins: 1 },
  champions: 2,
  groups: { count: 1, members: 2 },
  weeklyActiveUsers: [
    { weekStart: '2026-11-16', users: 3 },
    { weekStart: '2026-11-23', users: 4 },
  ],
  recipes: { personal: 7, catalogue: 3 },
  plannedMeals: { total: 9, thisWeek: 4 },
  invitations: { sent: 2, accepted: 1 },
  weeklyTrends: [
    { weekStart: '2026-11-16', activeUsers: 3, mealsPlanned: 5, mealsCooked: 2, checkIns: 0, checkInAverage: null, messagesPosted: 1 },
    { weekStart: '2026-11-23', activeUsers: 4, mealsPlanned: 9, mealsCooked: 4, checkIns: 2, checkInAverage: 3.5, messagesPosted: 0 },
  ],
};

describe('CSV formula escaping', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Ann = Bob', 'Ann = Bob'],
    [' Ann', ' Ann'],
    ['Ann-Marie', 'Ann-Marie'],
    ['plain', 'plain'],
    ['', ''],
  ])('%j becomes %j', (cell, expected) => {
    expect(escapeFormula(cell)).toBe(expected);
  });

  // Review 14.10: white space, control characters or NBSP before = + - @ hid a formula from the escaping
  it.each([
    [' =1+1', "' =1+1"],
    ['   @SUM(A1)', "'   @SUM(A1)"],
    ['\u00a0=HYPERLINK("http://evil.example")', '\'\u00a0=HYPERLINK("http://evil.example")'],
    ['\u2003+1', "'\u2003+1"],
    ['\u200b-1', "'\u200b-1"],
    ['\ufeff=1', "'\ufeff=1"],
    ['\n=1', "'\n=1"],
    ['\u0000@x', "'\u0000@x"],
    ['\u001b=1', "'\u001b=1"],
    ['\r\n =1', "'\r\n =1"],
    ['\uff1dSUM(A1)', "'\uff1dSUM(A1)"],
    ['\tplain', "'\tplain"],
  ])('a formula behind leading white space or control characters: %j becomes %j', (cell, expected) => {
    expect(escapeFormula(cell)).toBe(expected);
  });

  it('leaves numbers as numbers', () => {
    expect(escapeFormula(42)).toBe(42);
  });
});

describe('the statistics CSV', () => {
  it('writes metric,value rows, the weekly series and the champions, escaping names that start a formula', () => {
    const csv = statsCsv(
      stats,
      [
        { name: '=HYPERLINK("http://evil.example","Click")', groupSize: 2 },
        { name: 'Ann, "the cook"', groupSize: 0 },
      ],
      translatorFor(asLocale('en-GB')),
    );
    const lines = csv.split('\r\n');
    expect(lines.slice(0, 4)).toEqual(['metric,value', 'generated at,2026-11-23T12:00:00.000Z', 'users,5', 'users: participants,2']);
    expect(lines).toContain('invitations accepted,1');
    expect(lines).toContain('week starting,weekly active users');
    expect(lines).toContain('2026-11-23,4');
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")",2`);
    expect(lines).toContain('"Ann, ""the cook""",0');
    expect(csv).not.toMatch(/(^|,)"?=/m);
  });

  it('ends with the weekly trends, one row a week, an average nobody gave left empty', () => {
    const lines = statsCsv(stats, [{ name: 'Ann', groupSize: 2 }], translatorFor(asLocale('en-GB'))).split('\r\n');
    const header = lines.indexOf('week starting,weekly active users,meals planned,meals cooked,check-ins,check-in average,messages posted');
    expect(header).toBeGreaterThan(lines.indexOf('Ann,2'));
    expect(lines.slice(header + 1, header + 3)).toEqual(['2026-11-16,3,5,2,0,,1', '2026-11-23,4,9,4,2,3.5,0']);
  });

  it('writes its headers in the admin’s language', () => {
    expect(statsCsv(stats, [], translatorFor(asLocale('en-GB'))).split('\r\n')).toContain('catalogue recipes,3');
    expect(statsCsv(stats, [], translatorFor(asLocale('en-US'))).split('\r\n')).toContain('catalog recipes,3');
  });

  // Regression (issue 17): the Spanish CSV's header for admins was the English "admins".
  it('writes no English header in another language, but the words a language shares with English', () => {
    /** The programme's own word, kept by these languages, and German's own "Admins". */
    const sameIn: Partial<Record<string, readonly string[]>> = {
      de: ['champion', 'admins'],
      fr: ['champion'],
      nl: ['champion'],
      it: ['champion'],
    };
    const cells = (locale: Locale) =>
      statsCsv(stats, [], translatorFor(locale))
        .split('\r\n')
        .map((line) => line.split(','));
    const english = cells(asLocale('en-GB'));
    for (const locale of locales.filter((l) => !l.startsWith('en'))) {
      const left = cells(locale).flatMap((row, r) =>
        row.filter((cell, c) => {
          const same = cell.toLowerCase() === english[r]?.[c]?.toLowerCase();
          return same && /\p{L}/u.test(cell) && !/\d/.test(cell) && !(sameIn[locale] ?? []).includes(cell.toLowerCase());
        }),
      );
      expect(left, `English headers left in ${locale}`).toEqual([]);
    }
  });

  it('names the file after the date of the figures', () => {
    expect(statsCsvFileName(stats)).toBe('champion-kitchen-stats-2026-11-23.csv');
  });
});
