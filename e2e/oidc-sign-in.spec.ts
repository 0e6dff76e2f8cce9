import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNavLinks } from './support/page-helpers.ts';
import { PROVIDER_ACCOUNT_NAME } from './support/oidc-provider.ts';
import { OIDC_PORT } from './support/ports.ts';

/** Google's part, played by the local OpenID provider: its login form, then its consent screen. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

function uniqueEmail(): string {
  return `google-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test.describe('Continue with Google', () => {
  test('a new person signs up through the provider, finishes setup, and later signs straight in', async ({
    page,
    browser,
    clientAddress,
  }) => {
    const email = uniqueEmail();
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${OIDC_PORT}/`));
    await signInAtProvider(page, email);

    await expect(page).toHaveURL('/setup');
    await expect(page.getByLabel('Full name')).toHaveValue(PROVIDER_ACCOUNT_NAME);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await page.getByRole('radio', { name: 'Participant' }).check();
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expectNavLinks(page, ['Dashboard', 'Meal Planning', 'Recipe Catalog']);
    await expect(page.getByRole('button', { name: 'OP Olivia' })).toBeVisible();

    // Another browser, the same Google account: straight to the dashboard, no setup again.
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
    try {
      const again = await other.newPage();
      await again.goto('/signin');
      await again.getByRole('button', { name: 'Continue with Google' }).click();
      await signInAtProvider(again, email);
      await expect(again).toHaveURL('/dashboard');
      await expect(again.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('signing in through the provider returns to the page asked for', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, uniqueEmail());
    await page.getByRole('radio', { name: 'Both' }).check();
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL('/dashboard');

    await page.getByRole('button', { name: 'OP Olivia' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/recipe-catalog');
    await expect(page).toHaveURL('/signin?redirectTo=%2Frecipe-catalog');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    // The provider remembers this browser and its consent, so the round trip asks nothing.
    await expect(page).toHaveURL('/recipe-catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Catalog' })).toBeVisible();
  });
});

// Review 14.12: account deletion asked only for the email; without a password, a fresh sign-in confirms it is them.
test('a person who signs in only through the provider deletes their account right after signing in, with no password asked', async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email);
  await page.getByRole('radio', { name: 'Participant' }).check();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'Your sign-in methods' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('You sign in without a password here.')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await dialog.getByLabel('Type your email to confirm').fill(email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
});
