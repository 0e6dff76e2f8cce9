import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub.ts';
import { meFor } from '../../../test/people.ts';
import { renderPage } from '../../../test/render.tsx';
import { WeeklyEmailSection } from './weekly-email-section.tsx';

const signedIn = meFor({ setupComplete: true, userType: 'regular' });

describe('Weekly email on the profile', () => {
  it('is off at first, and ticking it saves it on and says so', async () => {
    const api = stubApi({ 'PATCH /api/me': { body: { ...signedIn, weeklyEmail: true } } });
    const { user } = renderPage(<WeeklyEmailSection me={signedIn} />);
    const box = screen.getByRole('checkbox', { name: 'Weekly email' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/Once a week: next week’s meals/);

    await user.click(box);
    expect(await screen.findByText('Weekly email is on: you’ll get one email a week.')).toBeVisible();
    expect(api.requestsTo('PATCH /api/me').map((r) => r.body)).toEqual([{ weeklyEmail: true }]);
  });

  it('says when the setting could not be saved', async () => {
    stubApi({ 'PATCH /api/me': { status: 503, body: { error: 'The server is busy. Try again in a minute.' } } });
    const { user } = renderPage(<WeeklyEmailSection me={{ ...signedIn, weeklyEmail: true }} />);
    await user.click(screen.getByRole('checkbox', { name: 'Weekly email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy. Try again in a minute.');
    expect(screen.getByRole('checkbox', { name: 'Weekly email' })).toBeChecked();
  });
});
