import { expect, test } from './fixtures.ts';

// Regression (issue 17): the shared schemas refused in fixed English, so a German visitor read English beside the
// fields of a German page.
test.describe('a browser that asks for German', () => {
  test.use({ locale: 'de-DE' });

  test('reads the sign-in form’s refusals in German, beside the fields, and nothing is sent', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') signIns.push(request.url());
    });

    await page.getByRole('textbox', { name: 'E-Mail' }).fill('keine adresse');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();

    await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(/^Gib eine gültige E-Mail-Adresse ein/);
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveAccessibleDescription(/^Bitte gib dein Passwort ein/);
    expect(signIns).toEqual([]);
  });
});
