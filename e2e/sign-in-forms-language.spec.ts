import { expect, test } from './fixtures.ts';

// Issue 17: the sign-in forms' refusals came from better-auth in English; a German browser must read German.
test.describe('the sign-in forms in German', () => {
  test.use({ locale: 'de-DE', allowedConsoleErrors: [/status of (400|401|422)/] });

  test('a wrong password on the sign-in page is refused in German', async ({ page, createUser }) => {
    const user = await createUser({ userType: 'regular' });
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill('ganz sicher falsch');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'E-Mail und Passwort passen zu keinem Konto. Prüf sie oder setz dein Passwort zurück.',
    );
    await expect(page.getByText(/invalid|password/i)).toHaveCount(0);
    await expect(page).toHaveURL('/signin');
  });

  test('signing up with an email that has an account is refused in German', async ({ page, createUser }) => {
    const user = await createUser({ userType: 'regular' });
    await page.goto('/signup');
    await page.getByLabel('Vollständiger Name').fill('Doppel Gänger');
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill('Quarkkuchen mit Rhabarber im Sommer');
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await expect(
      page.getByText('Mit dieser E-Mail gibt es schon ein Konto. Melde dich stattdessen an oder setz dein Passwort zurück.'),
    ).toBeVisible();
    await expect(page.getByText(/already|exists/i)).toHaveCount(0);
  });

  test('a reset link that is not valid is refused in German', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('E-Mail').fill('niemand-hier@example.com');
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(
      page.getByText('Falls es zu dieser E-Mail ein Konto gibt, haben wir einen Link geschickt. Er gilt eine Stunde lang.'),
    ).toBeVisible();

    await page.goto('/reset-password?token=kein-echter-link-0123456789');
    await page.getByLabel('Neues Passwort').fill('Quarkkuchen mit Rhabarber im Sommer');
    await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
    await expect(page.getByText('Dieser Link ist abgelaufen oder wurde schon benutzt. Fordere einen neuen an.')).toBeVisible();
    await expect(page.getByText(/invalid|token/i)).toHaveCount(0);
  });

  test('a wrong current password when changing it is refused in German', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ name: 'Greta Wechsel' }));
    await page.goto('/profile');
    await page.getByLabel('Aktuelles Passwort').fill('nicht mein Passwort');
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Quarkkuchen mit Rhabarber im Sommer');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect(page.getByLabel('Aktuelles Passwort')).toHaveAccessibleDescription(
      'Dein aktuelles Passwort stimmt nicht. Versuch es noch einmal oder setz es auf der Anmeldeseite zurück.',
    );
    await expect(page.getByText(/invalid/i)).toHaveCount(0);
  });
});
