import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Goal } from '../../../shared/goals.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { GoalEditDialog } from './goal-edit-dialog.tsx';

const goal = (kind: Goal['kind'], target: number, text: string | null = null): Goal => ({
  id: 'g1',
  kind,
  target,
  text,
  weekStartsOn: 'monday',
  startWeek: '2026-11-23',
  endWeek: '2026-12-14',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function open(edited: Goal) {
  const onClose = vi.fn();
  const view = renderPage(<GoalEditDialog goal={edited} onClose={onClose} />);
  return { ...view, onClose };
}

describe('the champion’s Edit goal dialog', () => {
  it('is the goal’s form filled in, its kind said in words; it sends only what the kind has, and closes when saved', async () => {
    const api = stubApi({ 'PATCH /api/champion/goals/g1': { body: goal('cook-meals', 4) } });
    const { user, onClose } = open(goal('cook-meals', 3));
    const dialog = screen.getByRole('dialog', { name: 'Edit goal' });
    expect(dialog).toHaveTextContent('Cook 3 meals at home a week');
    expect(dialog).toHaveTextContent('Kind of goal: Cook meals at home. It cannot be changed');
    expect(screen.queryByRole('combobox', { name: 'Kind of goal' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'The goal' })).toBeNull();
    const target = screen.getByRole('spinbutton', { name: 'Target per week' });
    expect(target).toHaveValue(3);
    expect(screen.getByLabelText('First week')).toHaveValue('2026-11-23');
    expect(screen.getByLabelText('Last week')).toHaveValue('2026-12-14');

    await user.clear(target);
    await user.type(target, '4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requestsTo('PATCH /api/champion/goals/g1').map((r) => r.body)).toEqual([
      { target: 4, startWeek: '2026-11-23', endWeek: '2026-12-14' },
    ]);
  });

  it('changes the words of a free-text goal, with no target; a goal done once a week has neither', async () => {
    const api = stubApi({ 'PATCH /api/champion/goals/g1': { body: goal('free-text', 1, 'Fruit at every meal') } });
    const { user, onClose } = open(goal('free-text', 1, 'Fruit every day'));
    expect(screen.queryByRole('spinbutton', { name: 'Target per week' })).toBeNull();
    const words = screen.getByRole('textbox', { name: 'The goal' });
    expect(words).toHaveValue('Fruit every day');
    await user.clear(words);
    await user.type(words, 'Fruit at every meal');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requestsTo('PATCH /api/champion/goals/g1').map((r) => r.body)).toEqual([
      { text: 'Fruit at every meal', startWeek: '2026-11-23', endWeek: '2026-12-14' },
    ]);
  });

  it('shows the server’s refusal beside its field and stays open', async () => {
    stubApi({
      'PATCH /api/champion/goals/g1': {
        status: 400,
        body: {
          error: 'The last week cannot come before the first.',
          code: 'BAD_REQUEST',
          details: [{ path: 'endWeek', message: 'The last week cannot come before the first.' }],
        },
      },
    });
    const { user, onClose } = open(goal('shopping-before-weekend', 1));
    expect(screen.queryByRole('spinbutton', { name: 'Target per week' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'The goal' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText('Last week')).toHaveAccessibleDescription(/The last week cannot come before the first\./);
    expect(onClose).not.toHaveBeenCalled();
  });
});
