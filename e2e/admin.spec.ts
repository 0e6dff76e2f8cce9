import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, mainNavigation } from './support/page-helpers.ts';

test.describe('the admin tools', () => {
  test('a non-admin is told they do not have admin access, and no figures show', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ userType: 'champion' }));
    await page.goto('/admin-tools/static-dashboard');
    await expect(page.getByText('You do not have admin access')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
    await page.goto('/admin-tools/champions');
    await expect(page.getByText('You do not have admin access')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make champion' })).toHaveCount(0);
    await page.goto('/admin-access');
    await expect(page.getByText('You do not have admin access')).toBeVisible();
    await expectNoAxeViolations(page, 'admin access for a non-admin');
  });

  test('signed out, the admin pages ask for sign-in', async ({ page }) => {
    await page.goto('/admin-tools/static-dashboard');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('an admin sees the figures with charts and downloads them as CSV', async ({ page, signInAs, createAdmin }) => {
    const admin = await createAdmin({ name: 'Ada Admin' });
    await signInAs(admin);

    await page.goto('/admin-access');
    await expect(page.getByText('You have admin access')).toBeVisible();
    await page.getByRole('link', { name: 'Programme statistics' }).click();
    await expect(page).toHaveURL('/admin-tools/static-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Programme statistics' })).toBeVisible();

    for (const label of ['People', 'Champions', 'Groups', 'Personal recipes', 'Catalogue recipes', 'Planned meals', 'Invitations sent']) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    const weekly = page.getByRole('list', { name: 'Weekly active users' });
    await expect(weekly.getByRole('listitem')).toHaveCount(8);
    const region = page.getByRole('figure', { name: 'Weekly active users' });
    await region.getByText('Show as a table').click();
    await expect(region.getByRole('table').getByRole('row')).toHaveCount(9);
    await expectNoAxeViolations(page, 'programme statistics');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(path, 'utf8');
    expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^metric,value/);
  });

  test('an admin makes someone a champion by email, and they then see the champion navigation', async ({
    page,
    browser,
    createUser,
    signInAs,
    createAdmin,
  }) => {
    const admin = await createAdmin({ name: 'Ada Admin' });
    const participant = await createUser({ name: 'Paz Promoted' });

    await signInAs(admin);
    await page.goto('/admin-tools/champions');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage champions' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(participant.email);
    await page.getByRole('button', { name: 'Make champion' }).click();
    await expect(page.getByText(`${participant.email} is now a champion.`)).toBeVisible();
    const row = page.getByRole('row', { name: /Paz Promoted/ });
    await expect(row.getByRole('cell', { name: participant.email })).toBeVisible();
    await expectNoAxeViolations(page, 'manage champions');

    // The promoted user, signed in on their own, now has the champion navigation.
    const theirs = await browser.newContext();
    await theirs.addCookies(participant.cookies);
    const theirPage = await theirs.newPage();
    await theirPage.goto('/dashboard');
    await expect(mainNavigation(theirPage).getByRole('link', { name: 'Champion Dashboard' })).toBeVisible();
    await theirs.close();

    // Demoting asks first.
    await row.getByRole('button', { name: 'Demote Paz Promoted' }).click();
    const confirm = page.getByRole('dialog', { name: 'Demote Paz Promoted?' });
    await confirm.getByRole('button', { name: 'Demote' }).click();
    await expect(page.getByText('Paz Promoted is no longer a champion.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Paz Promoted/ })).toHaveCount(0);
  });

  test('an admin invites a new champion by email and sees whom it went to', async ({ page, signInAs, createAdmin, apiAs }) => {
    const admin = await createAdmin({ name: 'Ada Admin' });
    await signInAs(admin);
    await page.goto('/admin-tools/champions');
    const section = page.getByRole('region', { name: 'Invite a new champion' });
    await section.getByLabel('Their email').fill('new-champion@example.com');
    await section.getByLabel('Personal message (optional)').fill('We would love you to run a group.');
    await section.getByRole('button', { name: 'Send champion invitation' }).click();
    await expect(section.getByText('Champion invitation sent to new-champion@example.com.')).toBeVisible();
    await expect(section.getByText(/\/accept-invite\//)).toBeVisible();
    const { invitations } = (await (await (await apiAs(admin)).get('/api/invitations')).json()) as {
      invitations: { kind: string; email: string | null; message: string | null; status: string }[];
    };
    expect(invitations).toEqual([
      expect.objectContaining({
        kind: 'champion',
        email: 'new-champion@example.com',
        message: 'We would love you to run a group.',
        status: 'pending',
      }),
    ]);
  });
});

test.describe('promoting an unknown email', () => {
  // The server answers 404, which Chromium logs as a console error.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown email gets a clear message', async ({ page, signInAs, createAdmin }) => {
    const admin = await createAdmin({ name: 'Ada Admin' });
    await signInAs(admin);
    await page.goto('/admin-tools/champions');
    await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Make champion' }).click();
    // Beside the field it is about, and read out with it.
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAccessibleDescription(/No account has that email/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('making a champion of a champion', () => {
  test.use({ allowedConsoleErrors: [/status of 409/] });

  // Regression: it answered as if it had made them one.
  test('says they already are one', async ({ page, createUser, signInAs, createAdmin }) => {
    const admin = await createAdmin({ name: 'Ada Admin' });
    const champion = await createUser({ name: 'Alex Already', userType: 'champion' });
    await signInAs(admin);
    await page.goto('/admin-tools/champions');
    await page.getByLabel('Email', { exact: true }).fill(champion.email);
    await page.getByRole('button', { name: 'Make champion' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/Alex Already is already a champion/);
    await expect(page.getByText(`${champion.email} is now a champion.`)).toHaveCount(0);
  });
});
