import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../../shared/users.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { meFor } from '../../../test/people.ts';
import { renderPage } from '../../../test/render.tsx';
import { ChampionSeesSection } from './champion-sees-section.tsx';

const member = meFor({ setupComplete: true, userType: 'regular' });
const inGroup = { champion: { id: 'c1', name: 'Cam Champion', joinedAt: '2026-11-01T00:00:00.000Z' }, recommendations: [] };

describe('What my champion can see, on the profile', () => {
  it('shows the three choices as they are, and saves one alone when it changes, saying so', async () => {
    const api = stubApi({
      'GET /api/me/champion': { body: inGroup },
      'PATCH /api/me': (request) => ({
        body: { ...member, championSees: { ...member.championSees, ...(request.body as Partial<Me>).championSees } },
      }),
    });
    const { user } = renderPage(<ChampionSeesSection me={member} />);
    const section = screen.getByRole('region', { name: 'What my champion can see' });
    expect(section).toBeVisible();
    const progress = await screen.findByRole('checkbox', { name: 'Goal progress' });
    expect(screen.getByRole('checkbox', { name: 'Activity counts' })).toBeChecked();
    expect(progress).not.toBeChecked();
    await waitFor(() => expect(progress).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: 'Check-in notes' })).toBeChecked();
    expect(progress).toHaveAccessibleDescription(/counted in the group’s figures but never named/);

    await user.click(progress);
    expect(progress).toBeChecked();
    expect(await screen.findByText('Saved: your champion sees what you chose.')).toBeVisible();
    expect(api.requestsTo('PATCH /api/me').map((r) => r.body)).toEqual([{ championSees: { goalProgress: true } }]);
  });

  it('greys the choices out, saying why, for someone in no group', async () => {
    stubApi({ 'GET /api/me/champion': { body: { champion: null, recommendations: [] } } });
    renderPage(<ChampionSeesSection me={member} />);
    expect(await screen.findByText(/You are not in a champion’s group/)).toBeVisible();
    for (const name of ['Activity counts', 'Goal progress', 'Check-in notes'])
      expect(screen.getByRole('checkbox', { name })).toBeDisabled();
  });

  it('puts a choice back and says so when it could not be saved', async () => {
    stubApi({
      'GET /api/me/champion': { body: inGroup },
      'PATCH /api/me': { status: 409, body: { error: 'That clashes with something already saved' } },
    });
    const { user } = renderPage(<ChampionSeesSection me={member} />);
    const activity = await screen.findByRole('checkbox', { name: 'Activity counts' });
    await waitFor(() => expect(activity).toBeEnabled());
    await user.click(activity);
    expect(await screen.findByRole('alert')).toHaveTextContent('That clashes with something already saved');
    expect(activity).toBeChecked();
  });
});
