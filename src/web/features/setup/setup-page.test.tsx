import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/users.ts';
import { heldReply, stubApi, type StubHandler } from '../../test/fetch-stub.ts';
import { meFor } from '../../test/people.ts';
import { renderPage } from '../../test/render.tsx';
import { SetupPage } from './setup-page.tsx';

/** The server as the setup page meets it: a session, the user's document, the sign-in settings, and more. */
function stubSignedIn(me: Me, more: Record<string, StubHandler> = {}, championSignup: 'open' | 'approval' = 'open') {
  return stubApi({
    'GET /api/auth/get-session': { body: { session: { id: 's-1' }, user: { id: me.id } } },
    'GET /api/me': { body: me },
    'GET /api/auth-config': { body: { google: false, oidc: null, championSignup, appUrl: null } },
    ...more,
  });
}

const setupAnswer = (overrides: Partial<Me>) => ({ body: meFor({ setupComplete: true, ...overrides }) });

async function openSetup(url = '/setup') {
  // The page reads its words through the app's language provider, as it does inside AppProviders.
  const view = renderPage(<SetupPage />, { url, path: url.split('?')[0] });
  await screen.findByRole('textbox', { name: 'Full name' });
  return view;
}

describe('the setup form', () => {
  it('asks for a name (filled in from sign-up), how they take part, household size and dietary needs', async () => {
    stubSignedIn(meFor({ name: 'Sam Rivers' }));
    await openSetup();

    expect(screen.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Sam Rivers');
    const types = screen.getByRole('radiogroup', { name: 'How will you take part?' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['regular', 'champion', 'both']);
    expect(within(types).getByRole('radio', { name: 'Participant' })).not.toBeChecked();
    expect(within(types).getByRole('radio', { name: 'Champion' })).toHaveAccessibleDescription(
      'Run a group: invite people, see how they are getting on and recommend recipes.',
    );
    expect(screen.getByRole('spinbutton', { name: 'Household size' })).toHaveValue(2);
    const needs = screen.getByRole('group', { name: 'Dietary needs' });
    expect(
      within(needs)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free']);
    expect(screen.getByText('Signed in as sam@example.com')).toBeVisible();
  });

  it('preselects Champion on /champion/setup', async () => {
    stubSignedIn(meFor());
    await openSetup('/champion/setup');

    expect(screen.getByRole('radio', { name: 'Champion' })).toBeChecked();
  });

  it('refuses an empty name and a missing choice beside their fields, sends nothing, and puts the keyboard on the name', async () => {
    const api = stubSignedIn(meFor({ name: '' }));
    const { user } = await openSetup();

    await user.click(screen.getByRole('button', { name: 'Finish setup' }));

    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('Full name is required');
    const types = screen.getByRole('radiogroup', { name: 'How will you take part?' });
    expect(types).toHaveAccessibleDescription('Choose how you will take part');
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.requestsTo('PUT /api/me/setup')).toHaveLength(0);
  });

  it('counts the characters of a long name and says how many to remove once it is too long', async () => {
    stubSignedIn(meFor({ name: '' }));
    const { user } = await openSetup();
    const name = screen.getByRole('textbox', { name: 'Full name' });

    await user.type(name, 'a'.repeat(79));
    expect(screen.queryByText(/Characters used/)).not.toBeInTheDocument();
    await user.type(name, 'a');
    // jsdom drops the space inside the visually hidden "Characters used: " when it joins the description.
    expect(name).toHaveAccessibleDescription(/^Characters used:\s*80 \/ 100$/);

    await user.clear(name);
    await user.click(name);
    await user.paste('b'.repeat(101));
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription(
      /^This can be at most 100 characters: remove 1 character to save it\. Characters used:\s*101 \/ 100$/,
    );
  });

  it('sends the answers and takes a participant to their dashboard, the button busy while the server works', async () => {
    const reply = heldReply();
    const api = stubSignedIn(meFor({ name: '' }), { 'PUT /api/me/setup': reply.handler });
    const { user } = await openSetup();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), '  Robin Ash ');
    await user.click(screen.getByRole('radio', { name: 'Participant' }));
    const household = screen.getByRole('spinbutton', { name: 'Household size' });
    await user.clear(household);
    await user.type(household, '4');
    await user.click(screen.getByRole('checkbox', { name: 'Nut-free' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));

    const finish = screen.getByRole('button', { name: 'Finish setup' });
    await waitFor(() => expect(finish).toBeDisabled());
    expect(finish).toHaveAttribute('aria-busy', 'true');
    expect(api.requestsTo('PUT /api/me/setup').map((r) => r.body)).toEqual([
      { name: 'Robin Ash', userType: 'regular', householdSize: 4, dietaryNeeds: ['vegan', 'nut-free'] },
    ]);

    reply.release(setupAnswer({ name: 'Robin Ash', userType: 'regular', householdSize: 4 }));
    expect(await screen.findByText('Now at /dashboard')).toBeVisible();
  });

  it('shows the server’s refusal in words, above the form and beside the field it names', async () => {
    stubSignedIn(meFor(), {
      'PUT /api/me/setup': {
        status: 400,
        body: {
          error: 'Check the marked fields',
          code: 'BAD_REQUEST',
          details: [{ path: 'name', message: 'Write your full name on one line, without line breaks or tabs' }],
        },
      },
    });
    const { user } = await openSetup();

    await user.click(screen.getByRole('radio', { name: 'Both' }));
    await user.click(screen.getByRole('button', { name: 'Finish setup' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Check the marked fields');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Write your full name on one line, without line breaks or tabs',
    );
    expect(screen.getByRole('button', { name: 'Finish setup' })).toBeEnabled();
  });

  it('says an admin must confirm Champion when the programme asks for approval', async () => {
    stubSignedIn(meFor(), {}, 'approval');
    const { user } = await openSetup();

    await user.click(screen.getByRole('radio', { name: 'Champion' }));

    expect(await screen.findByRole('radiogroup', { name: 'How will you take part?' })).toHaveAccessibleDescription(
      'An admin will confirm your champion role. Until then you take part as a Participant.',
    );
  });

  it('with a champion invitation, shows who invites, fixes the type to Champion and sends the code on finishing', async () => {
    const api = stubSignedIn(meFor(), {
      'GET /api/invitations/lookup/INVITE-CODE-1': {
        body: { kind: 'champion', inviter: { name: 'Jo Marsh' }, message: 'Come and run a group with us', expiresAt: null },
      },
      'PUT /api/me/setup': setupAnswer({ userType: 'champion' }),
    });
    const { user } = await openSetup('/setup?invite=INVITE-CODE-1');

    const invitation = await screen.findByRole('region', { name: 'Your invitation' });
    expect(await within(invitation).findByText('Come and run a group with us')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Champion' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Participant' })).toBeDisabled();
    expect(screen.getByRole('radiogroup', { name: 'How will you take part?' })).toHaveAccessibleDescription(
      'Your invitation is to become a champion, so you take part as a Champion.',
    );

    await user.click(screen.getByRole('button', { name: 'Finish setup' }));

    expect(await screen.findByText('Now at /champion/dashboard')).toBeVisible();
    expect(api.requestsTo('PUT /api/me/setup')[0]?.body).toMatchObject({ inviteCode: 'INVITE-CODE-1', userType: 'champion' });
  });
});
