import { expect, test } from './fixtures.ts';

// The app in the visitor's language (docs/decisions/0044-languages.md): the server draws each page in it, before
// any script runs; signed out, `Language` changes it at once and for the pages that follow.

test.describe('a browser that asks for US English', () => {
  test.use({ locale: 'en-US' });

  test('gets the pages drawn in US English before any script runs', async ({ page }) => {
    const html = await (await page.request.get('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text();
    expect(html).toContain('<html lang="en-US" dir="ltr">');
    expect(html).toContain('neighbors who cook together');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByText(/neighbors who cook together/)).toBeVisible();
  });
});

test.describe('the language switcher', () => {
  test('changes the page at once, and the pages that follow', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByText(/neighbours who cook together/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English (US)' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByText(/neighbors who cook together/)).toBeVisible();

    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  });
});
