import { expect, test } from './fixtures.ts';

// Regression: the sign-in pages, the profile and the admin tools had their words written into them, so a browser
// asking for American English still read British English there.
test.describe('the account pages in American English', () => {
  test.use({ locale: 'en-US' });

  test('the sign-in page reads “Forgot your password?”', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  });

  test('the profile speaks of the program', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ name: 'Uma Usage' }));
    await page.goto('/profile');
    await expect(page.getByText('Your details, and how you take part in the program.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save details' })).toBeVisible();
  });

  test('an admin reads the program statistics with catalog recipes', async ({ page, signInAs, createAdmin }) => {
    await signInAs(await createAdmin({ name: 'Ava Admin' }));
    await page.goto('/admin-access');
    await page.getByRole('link', { name: 'Program statistics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Program statistics' })).toBeVisible();
    await expect(page.getByText('Catalog recipes')).toBeVisible();
  });
});
