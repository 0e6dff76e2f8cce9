import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type E2eUser } from './fixtures.ts';
import { expireInvitation } from './support/database.ts';
import { PROVIDER_ACCOUNT_NAME } from './support/oidc-provider.ts';
import { expectNoAxeViolations, localStorageItem } from './support/page-helpers.ts';
import { OIDC_PORT } from './support/ports.ts';

interface Made {
  id: string;
  code: string;
  link: string;
}

async function invite(api: APIRequestContext, data: Record<string, unknown> = {}): Promise<Made> {
  const response = await api.post('/api/invitations', { data: { kind: 'participant', ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Made;
}

async function accept(api: APIRequestContext, code: string, confirmMove?: boolean): Promise<void> {
  const response = await api.post('/api/invitations/accept', { data: { code, ...(confirmMove ? { confirmMove } : {}) } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The path of the invitation's link (the link itself is the server's BASE_URL, the same origin in these tests). */
const invitePath = (made: Made) => new URL(made.link).pathname;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Google's part, played by the local OpenID provider (as in oidc-sign-in.spec.ts). */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function expectChampionOnDashboard(page: Page, championName: string): Promise<void> {
  await expect(page).toHaveURL('/dashboard');
  await expect(region(page, 'Your champion').getByText(`${championName} is your champion.`)).toBeVisible();
}

test.describe('accepting an invitation, signed out', () => {
  test('open the link, sign up to accept, meet the invitation in setup, finish, and be in the group', async ({
    page,
    createUser,
    apiAs,
  }) => {
    const champion = await createUser({ name: 'Cleo Champion', userType: 'champion' });
    const made = await invite(await apiAs(champion), { message: 'Come and cook with us on Thursdays.' });

    await page.goto(invitePath(made));
    await expect(page.getByRole('heading', { name: 'Cleo Champion invites you to join their group' })).toBeVisible();
    await expect(page.getByText('Come and cook with us on Thursdays.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `/signin?redirectTo=${encodeURIComponent(`/accept-invite/${made.code}`)}`,
    );
    await expectNoAxeViolations(page, 'the invite page');
    expect(await localStorageItem(page, 'pendingInvite')).toBe(made.code);

    await page.getByRole('link', { name: 'Sign up to accept' }).click();
    await expect(page).toHaveURL(`/signup?invite=${made.code}`);
    await page.getByLabel('Full name').fill('Pat Newcomer');
    await page.getByLabel('Email').fill(uniqueEmail('invited'));
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(`/setup?invite=${made.code}`);
    const invitation = region(page, 'Your invitation');
    await expect(invitation.getByText('Cleo Champion invites you to join their group')).toBeVisible();
    await expect(invitation.getByText('Come and cook with us on Thursdays.')).toBeVisible();
    await page.getByRole('radio', { name: 'Participant' }).check();
    await expectNoAxeViolations(page, 'the setup invite user variant');

    // A reload keeps it (storage and URL, not memory).
    await page.reload();
    await expect(region(page, 'Your invitation').getByText('Cleo Champion invites you to join their group')).toBeVisible();

    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expectChampionOnDashboard(page, 'Cleo Champion');
    expect(await localStorageItem(page, 'pendingInvite')).toBeNull();
  });

  test('the same through Continue with Google', async ({ page, createUser, apiAs }) => {
    const champion = await createUser({ name: 'Gus Google', userType: 'both' });
    const made = await invite(await apiAs(champion));

    await page.goto(invitePath(made));
    await page.getByRole('link', { name: 'Sign up to accept' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${OIDC_PORT}/`));
    await signInAtProvider(page, uniqueEmail('google-invited'));

    await expect(page).toHaveURL(`/setup?invite=${made.code}`);
    await expect(page.getByLabel('Full name')).toHaveValue(PROVIDER_ACCOUNT_NAME);
    await expect(region(page, 'Your invitation').getByText('Gus Google invites you to join their group')).toBeVisible();
    await page.getByRole('radio', { name: 'Participant' }).check();
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expectChampionOnDashboard(page, 'Gus Google');
  });

  test('a champion invitation fixes setup to Champion and makes them one', async ({ page, apiAs, createAdmin }) => {
    const admin = await createAdmin({ name: 'Ada Admin', userType: 'regular' });
    const made = await invite(await apiAs(admin), { kind: 'champion', message: 'We need you.' });

    await page.goto(invitePath(made));
    await expect(page.getByRole('heading', { name: 'Ada Admin invites you to become a champion' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign up to accept' }).click();
    await page.getByLabel('Full name').fill('Chen Champion');
    await page.getByLabel('Email').fill(uniqueEmail('new-champion'));
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(`/setup?invite=${made.code}`);
    await expect(region(page, 'Your invitation').getByText('Ada Admin invites you to become a champion')).toBeVisible();
    const takePart = page.getByRole('radiogroup', { name: 'How will you take part?' });
    await expect(takePart.getByRole('radio', { name: 'Champion', exact: true })).toBeChecked();
    await expect(takePart.getByRole('radio', { name: 'Participant' })).toBeDisabled();
    await expect(takePart.getByRole('radio', { name: 'Both' })).toBeDisabled();
    await expectNoAxeViolations(page, 'setup with a champion invitation');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL('/champion/dashboard');
  });
});

test.describe('accepting an invitation, signed in', () => {
  test('at /accept-invitation: type the code, look it up, accept, go to the dashboard', async ({ page, createUser, signInAs, apiAs }) => {
    const champion = await createUser({ name: 'Hana Host', userType: 'champion' });
    const made = await invite(await apiAs(champion), { message: 'Welcome aboard.' });
    await signInAs(await createUser({ name: 'Ivo Invited' }));

    await page.goto('/accept-invitation');
    await page.getByLabel('Invitation code').fill(made.code);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('heading', { name: 'Hana Host invites you to join their group' })).toBeVisible();
    await expect(page.getByText('Welcome aboard.')).toBeVisible();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: "You are now in Hana Host's group." })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expectChampionOnDashboard(page, 'Hana Host');

    // What the champion recommends reaches the dashboard, each opening in the catalogue's details dialog.
    const championApi = await apiAs(champion);
    const published = await championApi.post('/api/catalogue', {
      data: { title: 'Hana’s lentil soup', servings: 2, ingredients: ['200 g red lentils'], steps: ['Simmer.'], tags: ['soup'] },
    });
    expect(published.status(), await published.text()).toBe(201);
    const recipeId = ((await published.json()) as { id: string }).id;
    const recommended = await championApi.post('/api/champion/recommendations', { data: { recipeId, note: 'Great for Mondays.' } });
    expect(recommended.status(), await recommended.text()).toBe(201);
    await page.reload();
    const card = region(page, 'Your champion');
    await expect(card.getByText('Great for Mondays.')).toBeVisible();
    await card.getByRole('link', { name: 'Hana’s lentil soup' }).click();
    await expect(page).toHaveURL(`/recipe-catalog?open=${recipeId}`);
    await expect(page.getByRole('dialog', { name: 'Hana’s lentil soup' })).toBeVisible();

    // The champions page lists them, with the group's size, and names the person's own champion.
    await page.goto('/champions');
    await expect(page.getByRole('row', { name: /Hana Host/ }).getByRole('cell')).toHaveText('1 member');
    await expect(region(page, 'Your champion').getByText('Hana Host')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join a group with an invitation code' })).toHaveAttribute('href', '/accept-invitation');
  });

  test.describe('moving to another group', () => {
    test.use({ allowedConsoleErrors: [/status of 409/] });
    test('asks first, names both groups, and moves them', async ({ page, createUser, signInAs, apiAs }) => {
      const first = await createUser({ name: 'Fay First', userType: 'champion' });
      const second = await createUser({ name: 'Sid Second', userType: 'champion' });
      const person = await createUser({ name: 'Mo Mover' });
      await accept(await apiAs(person), (await invite(await apiAs(first))).code);
      const made = await invite(await apiAs(second));
      await signInAs(person);

      await page.goto(invitePath(made));
      await page.getByRole('button', { name: 'Accept invitation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Move to another group?' });
      await expect(dialog.getByText("You are in Fay First's group. Accepting moves you to Sid Second's group.")).toBeVisible();
      await dialog.getByRole('button', { name: 'Move to this group' }).click();
      await expect(page.getByRole('status').filter({ hasText: "You are now in Sid Second's group." })).toBeVisible();
      await page.goto('/dashboard');
      await expectChampionOnDashboard(page, 'Sid Second');
    });
  });

  test('someone signed in whose setup is unfinished is sent to setup with the invitation', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const champion = await createUser({ name: 'Una Unfinished', userType: 'champion' });
    const made = await invite(await apiAs(champion));
    await signInAs(await createUser({ userType: null }));
    await page.goto(invitePath(made));
    await expect(page).toHaveURL(`/setup?invite=${made.code}`);
    await expect(region(page, 'Your invitation').getByText('Una Unfinished invites you to join their group')).toBeVisible();
  });
});

test.describe('invitations that cannot be used', () => {
  // One pattern: a second element would be read as the fixture option's settings.
  test.use({ allowedConsoleErrors: [/status of 4(0\d|10)/] });

  // Regression: each was headed "You have been invited" above "This invitation cannot be used".
  async function expectRefusal(page: Page, path: string, message: string, heading: string): Promise<void> {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('You have been invited')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up to accept' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  }

  test('invalid, withdrawn, used up, expired and one’s own each say so', async ({ page, createUser, apiAs, signInAs }) => {
    const champion: E2eUser = await createUser({ name: 'Rita Refused', userType: 'champion' });
    const api = await apiAs(champion);

    await expectRefusal(
      page,
      '/accept-invite/not-a-real-code-at-all',
      'This invitation code is not valid. Check it, or ask for a new invitation.',
      'Invitation not found',
    );
    expect(await localStorageItem(page, 'pendingInvite')).toBeNull();

    const revoked = await invite(api);
    const withdrawn = await api.delete(`/api/invitations/${revoked.id}`);
    expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
    await expectRefusal(
      page,
      invitePath(revoked),
      'This invitation has been withdrawn. Ask the person who invited you for a new one.',
      'Invitation withdrawn',
    );

    const single = await invite(api, { maxUses: 1 });
    await accept(await apiAs(await createUser({ name: 'Quick Quentin' })), single.code);
    await expectRefusal(
      page,
      invitePath(single),
      'This invitation has already been used. Ask the person who invited you for a new one.',
      'Invitation already used',
    );

    const old = await invite(api);
    expireInvitation(old.id);
    await expectRefusal(
      page,
      invitePath(old),
      'This invitation has expired. Ask the person who invited you for a new one.',
      'Invitation expired',
    );

    const own = await invite(api);
    await signInAs(champion);
    await expectRefusal(
      page,
      invitePath(own),
      'This is your own invitation: send it to someone you would like to invite.',
      'Your own invitation',
    );
  });

  test('at /accept-invitation an unknown code says so', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser());
    await page.goto('/accept-invitation');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByText('Enter the invitation code')).toBeVisible();
    await page.getByLabel('Invitation code').fill('no-such-code');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This invitation code is not valid. Check it, or ask for a new invitation.' }),
    ).toBeVisible();
  });

  test('withdrawn during setup: setup says why and finishes without it', async ({ page, createUser, signInAs, apiAs }) => {
    const champion = await createUser({ name: 'Wendy Withdraws', userType: 'champion' });
    const api = await apiAs(champion);
    const made = await invite(api);
    await signInAs(await createUser({ name: 'Late Larry', userType: null }));
    await page.goto(`/setup?invite=${made.code}`);
    await expect(region(page, 'Your invitation').getByText('Wendy Withdraws invites you to join their group')).toBeVisible();
    await api.delete(`/api/invitations/${made.id}`);

    await page.getByRole('radio', { name: 'Participant' }).check();
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This invitation has been withdrawn. Ask the person who invited you for a new one.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Finish without the invitation' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(region(page, 'Your champion').getByText("You have not joined a champion's group yet.")).toBeVisible();
    expect(await localStorageItem(page, 'pendingInvite')).toBeNull();
  });
});
