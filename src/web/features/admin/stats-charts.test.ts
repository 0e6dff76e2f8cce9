import { afterEach, describe, expect, it } from 'vitest';
import { asLocale, sourceLocale } from '../../../shared/i18n/locales.ts';
import { activateLocale } from '../../lib/i18n/i18n.ts';
import type { ProgrammeStats } from '../../../shared/admin.ts';
import { headlineFigures, usersByTypeRows, weeklyActiveRows } from './stats-charts.ts';

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
  weeklyTrends: [],
};

describe('labels and rows', () => {
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
