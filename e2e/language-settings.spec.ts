import { expect, test } from './fixtures.ts';

test('choosing English (US) in the profile switches the page at once, and the next page the server draws keeps it', async ({
  page,
  createUser,
  signInAs,
}) => {
  await signInAs(await createUser({ name: 'Lou Language' }));
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language.getByRole('option', { name: 'Same as my browser', selected: true })).toBeAttached();
  await language.selectOption({ label: 'English (US)' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('status').filter({ hasText: 'Your language and measures are saved.' })).toBeVisible();
  // An American week starts on Sunday, until the person chooses otherwise.
  await expect(page.getByRole('option', { name: 'As my language does (Sunday)' })).toBeAttached();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(language).toHaveValue('en-US');

  // Signing out keeps the browser's language: the public pages are drawn in it too.
  await page.context().clearCookies({ name: /better-auth/ });
  await page.goto('/signin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});
