import { afterEach, describe, expect, it } from 'vitest';
import { asLocale, sourceLocale } from '../../../shared/i18n/locales.ts';
import { activateLocale } from '../../lib/i18n/i18n.ts';
import type { ProgrammeStats } from '../../../shared/admin.ts';
import { barsOf, headlineFigures, usersByTypeRows, weekLabel, weeklyActiveRows } from './stats-charts.ts';

const stats: ProgrammeStats = {
  generatedAt: '2026-11-23T10:00:00.000Z',
  users: { total: 12, byType: { regular: 7, champion: 2, both: 1, setupIncomplete: 2 }, admins: 1 },
  champions: 3,
  groups: { count: 2, members: 5 },
  weeklyActiveUsers: [
    { weekStart: '2026-09-28', users: 0 },
    { weekStart: '2026-10-05', users: 4 },
  ],
  recipes: { personal: 30, catalogue: 60 },
  plannedMeals: { total: 40, thisWeek: 9 },
  invitations: { sent: 4, accepted: 3 },
};

describe('barsOf', () => {
  it('scales to the largest value', () => {
    expect(
      barsOf([
        { label: 'a', value: 10 },
        { label: 'b', value: 5 },
        { label: 'c', value: 0 },
      ]),
    ).toEqual([
      { label: 'a', value: 10, percent: 100 },
      { label: 'b', value: 5, percent: 50 },
      { label: 'c', value: 0, percent: 0 },
    ]);
  });

  it('keeps a sliver for a small value and copes with all zeros or none', () => {
    expect(
      barsOf([
        { label: 'a', value: 1000 },
        { label: 'b', value: 1 },
      ])[1]?.percent,
    ).toBe(2);
    expect(barsOf([{ label: 'a', value: 0 }])).toEqual([{ label: 'a', value: 0, percent: 0 }]);
    expect(barsOf([])).toEqual([]);
  });
});

describe('labels and rows', () => {
  it('names weeks by their first day', () => {
    expect(weekLabel('2026-03-02')).toBe('Week of 2 Mar');
    expect(weekLabel('nonsense')).toBe('nonsense');
  });

  it('lists users by type and the weeks oldest first', () => {
    expect(usersByTypeRows(stats).map((r) => r.value)).toEqual([7, 2, 1, 2]);
    expect(weeklyActiveRows(stats)).toEqual([
      { label: 'Week of 28 Sept', value: 0 },
      { label: 'Week of 5 Oct', value: 4 },
    ]);
  });

  it('gives the headline figures with their details', () => {
    const figures = headlineFigures(stats);
    expect(figures.find((f) => f.label === 'Invitations accepted')).toEqual({
      label: 'Invitations accepted',
      value: 3,
      detail: '75% of those sent',
    });
    expect(figures.find((f) => f.label === 'Planned meals')?.detail).toBe('9 this week');
    expect(figures.find((f) => f.label === 'Groups')?.detail).toBe('5 members in all');
  });
});

describe('the figures’ words', () => {
  afterEach(async () => {
    await activateLocale(sourceLocale);
  });

  it('count one and many in the right form', () => {
    const one = headlineFigures({ ...stats, users: { ...stats.users, admins: 1 }, groups: { count: 1, members: 1 } });
    expect(one.find((f) => f.label === 'People')?.detail).toBe('1 admin');
    expect(one.find((f) => f.label === 'Groups')?.detail).toBe('1 member in all');
    const many = headlineFigures({ ...stats, users: { ...stats.users, admins: 2 }, invitations: { sent: 0, accepted: 0 } });
    expect(many.find((f) => f.label === 'People')?.detail).toBe('2 admins');
    expect(many.find((f) => f.label === 'Invitations accepted')?.detail).toBe('0% of those sent');
  });

  // Regression: the labels were English strings in this file, so the statistics stayed English in every language.
  it('follow the active language', async () => {
    await activateLocale(asLocale('en-US'));
    expect(headlineFigures(stats).map((f) => f.label)).toContain('Catalog recipes');
    expect(usersByTypeRows(stats).map((r) => r.label)).toEqual(['Participants', 'Champions', 'Both', 'Setup not finished']);
  });
});
