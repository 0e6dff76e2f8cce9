import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { stubApi } from '../../../test/fetch-stub.ts';
import { CheckInCard } from './check-in-card.tsx';

const weekStart = '2026-11-23';
const champion = { name: 'Cora Champion' };

describe('the dashboard’s weekly check-in', () => {
  it('asks how the week went first, then sends the answer and the note, and shows what was answered', async () => {
    const api = stubApi({
      'GET /api/me/check-in': { body: { weekStart, champion, checkIn: null } },
      'PUT /api/me/check-in': ({ body }) => ({
        body: { weekStart, champion, checkIn: { ...(body as object), updatedAt: '2026-11-24T09:00:00.000Z' } },
      }),
    });
    const { user } = renderPage(<CheckInCard />);
    const note = await screen.findByRole('textbox', { name: 'Note to Cora Champion (optional)' });
    expect(note).toHaveAccessibleDescription(/Only Cora Champion, your champion, reads this note\./);

    await user.click(screen.getByRole('button', { name: 'Send check-in' }));
    expect(screen.getByRole('group', { name: 'How did your week go?' })).toHaveAccessibleDescription(
      'Choose how your week went, from 1 to 5, then send your check-in',
    );
    expect(api.requestsTo('PUT /api/me/check-in')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '2 – Not great' }));
    await user.type(note, 'Busy week at work');
    await user.click(screen.getByRole('button', { name: 'Send check-in' }));
    expect(await screen.findByText('This week you answered: 2 – Not great')).toBeVisible();
    expect(screen.getByText('Your note: Busy week at work')).toBeVisible();
    expect(api.requestsTo('PUT /api/me/check-in').map((r) => r.body)).toEqual([{ mood: 2, note: 'Busy week at work' }]);

    await user.click(screen.getByRole('button', { name: 'Change my check-in' }));
    expect(screen.getByRole('radio', { name: '2 – Not great' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Note to Cora Champion (optional)' })).toHaveValue('Busy week at work');
  });

  it('shows the refusal beside the note and keeps what was typed', async () => {
    stubApi({
      'GET /api/me/check-in': { body: { weekStart, champion, checkIn: null } },
      'PUT /api/me/check-in': {
        status: 400,
        body: {
          error: 'The note holds a character that cannot be saved',
          details: [{ path: 'note', message: 'The note holds a character that cannot be saved' }],
        },
      },
    });
    const { user } = renderPage(<CheckInCard />);
    await user.click(await screen.findByRole('radio', { name: '3 – All right' }));
    const note = screen.getByRole('textbox', { name: 'Note to Cora Champion (optional)' });
    await user.type(note, 'Odd text');
    await user.click(screen.getByRole('button', { name: 'Send check-in' }));
    await screen.findByText('The note holds a character that cannot be saved');
    expect(note).toHaveAccessibleDescription(expect.stringContaining('The note holds a character that cannot be saved'));
    expect(note).toHaveValue('Odd text');
  });

  it('is not shown to someone in no group', async () => {
    const api = stubApi({ 'GET /api/me/check-in': { body: { weekStart, champion: null, checkIn: null } } });
    renderPage(<CheckInCard />);
    await expect.poll(() => api.requestsTo('GET /api/me/check-in').length).toBe(1);
    await expect.poll(() => screen.queryByRole('region', { name: 'Weekly check-in' })).toBeNull();
  });
});
