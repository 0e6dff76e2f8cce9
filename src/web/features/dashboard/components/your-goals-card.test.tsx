import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyGoal } from '../../../../shared/goals.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import { YourGoalsCard } from './your-goals-card.tsx';

const goal = (id: string, kind: MyGoal['goal']['kind'], target: number, text: string | null = null): MyGoal['goal'] => ({
  id,
  kind,
  target,
  text,
  weekStartsOn: 'monday',
  startWeek: '2026-11-23',
  endWeek: '2026-12-14',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

describe('the dashboard’s goals card', () => {
  it('shows each goal as a progressbar named by the goal, its value in words, and lets a free-text goal be ticked', async () => {
    const api = stubApi({
      'GET /api/me/goals': {
        body: {
          goals: [
            { goal: goal('g1', 'cook-meals', 3), week: '2026-11-23', progress: 2, reached: false },
            { goal: goal('g2', 'plan-meals', 1), week: '2026-11-23', progress: 4, reached: true },
            { goal: goal('g3', 'free-text', 1, 'Fruit every day'), week: '2026-11-23', progress: 0, reached: false },
          ],
        },
      },
      'PUT /api/me/goals/g3/done': {
        body: { goal: goal('g3', 'free-text', 1, 'Fruit every day'), week: '2026-11-23', progress: 1, reached: true },
      },
    });
    const { user } = renderPage(<YourGoalsCard />);
    const cook = await screen.findByRole('progressbar', { name: 'Cook 3 meals at home a week' });
    expect(cook).toHaveAttribute('aria-valuetext', '2 of 3 meals cooked');
    expect(screen.getByText('2 of 3 meals cooked')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Plan 1 meal a week' })).toHaveAttribute('aria-valuetext', '4 of 1 meal planned');
    expect(screen.getAllByText('Goal met')).toHaveLength(1);

    const tick = screen.getByRole('checkbox', { name: 'Done this week: Fruit every day' });
    expect(tick).not.toBeChecked();
    await user.click(tick);
    expect(tick).toBeChecked();
    expect(api.requestsTo('PUT /api/me/goals/g3/done').map((r) => r.body)).toEqual([{ done: true }]);
  });

  it('shows nothing when the person’s champion has no goal running', async () => {
    const api = stubApi({ 'GET /api/me/goals': { body: { goals: [] } } });
    renderPage(<YourGoalsCard />);
    // Nothing is drawn while it asks (a placeholder that then went away would move the cards after it), nor after.
    expect(screen.queryByRole('region', { name: 'Your goals' })).toBeNull();
    await waitFor(() => expect(api.requestsTo('GET /api/me/goals')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your goals' })).toBeNull());
  });
});
