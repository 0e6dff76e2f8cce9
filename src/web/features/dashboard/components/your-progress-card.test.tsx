import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyProgress } from '../../../../shared/progress.ts';
import { weekLabel } from '../../../components/charts/chart-scale.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import { hasProgressToShow, YourProgressCard } from './your-progress-card.tsx';

const week = (weekStart: string, mealsPlanned: number, mealsCooked: number, checkIn: number | null) => ({
  weekStart,
  mealsPlanned,
  mealsCooked,
  checkIn,
});

const goal = {
  id: 'g1',
  kind: 'cook-meals' as const,
  target: 2,
  text: null,
  weekStartsOn: 'monday' as const,
  startWeek: '2026-11-16',
  endWeek: '2026-12-14',
  createdAt: '2026-11-10T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
};

describe('the dashboard’s own weeks', () => {
  it('draws each chart as a figure whose numbers are a list and, on demand, a table with the words for a missing value', async () => {
    const progress: MyProgress = {
      weeks: [week('2026-11-16', 0, 1, null), week('2026-11-23', 2, 1, 4)],
      goals: [
        {
          goal,
          weeks: [
            { weekStart: '2026-11-16', progress: 1, reached: false },
            { weekStart: '2026-11-23', progress: 2, reached: true },
          ],
        },
      ],
    };
    stubApi({ 'GET /api/me/progress': { body: progress }, 'GET /api/me/goals': { body: { goals: [] } } });
    const { user } = renderPage(<YourProgressCard />);
    const chart = await screen.findByRole('figure', { name: 'Planned, cooked and your check-ins' });
    // Each week reads as a sentence of its figures ("Week of 16 Nov", in the reader's own date order).
    const items = within(chart).getByRole('list', { name: 'Planned, cooked and your check-ins' }).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      `${weekLabel('2026-11-16')}Meals planned0Meals cooked1Your check-in (1–5)none`,
      `${weekLabel('2026-11-23')}Meals planned2Meals cooked1Your check-in (1–5)4`,
    ]);
    await user.click(within(chart).getByText('Show as a table'));
    const table = within(chart).getByRole('table', { name: 'Planned, cooked and your check-ins' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Week', 'Meals planned', 'Meals cooked', 'Your check-in (1–5)']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(`${weekLabel('2026-11-16')}01none`);

    const goalChart = screen.getByRole('figure', { name: 'Cook 2 meals at home a week' });
    expect(within(goalChart).getByText('Reached in 1 of these 2 weeks.')).toBeVisible();
  });

  it('is drawn only once there is something in the weeks: a plan, a cooked meal, a check-in or a goal', () => {
    const empty = [week('2026-11-16', 0, 0, null), week('2026-11-23', 0, 0, null)];
    expect(hasProgressToShow({ weeks: empty, goals: [] })).toBe(false);
    expect(hasProgressToShow({ weeks: [...empty, week('2026-11-30', 0, 1, null)], goals: [] })).toBe(true);
    expect(hasProgressToShow({ weeks: [...empty, week('2026-11-30', 0, 0, 3)], goals: [] })).toBe(true);
    expect(hasProgressToShow({ weeks: empty, goals: [{ goal, weeks: [] }] })).toBe(true);
  });
});
