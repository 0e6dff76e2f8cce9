import { readdirSync, readFileSync } from 'node:fs';
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

test('the language switcher lists every catalogue of the build, by the language’s own name', async ({ page }) => {
  // A language is its catalogue (docs/decisions/0054-a-language-is-its-catalogue.md): read here straight from the
  // folder, not from the app's list, so a language the build left out (or a name it lost) shows.
  const folder = new URL('../src/shared/i18n/catalogues/', import.meta.url);
  const names = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => (JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, string>)['language.name'] ?? file)
    .sort(new Intl.Collator('und').compare);
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveText(names);
});
