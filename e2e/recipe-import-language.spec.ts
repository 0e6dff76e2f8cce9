import { expect, test } from './fixtures.ts';
import { BASE_URL } from './support/ports.ts';

// Regression (issue 17): the importer's refusals were written in English only, so a German participant who gave
// an address inside the network, or a page without a recipe, read English in the German import dialog.
test.describe('the recipe importer in German', () => {
  test.use({ locale: 'de', allowedConsoleErrors: [/status of 422/] });

  test('says in German why an address or a page cannot be read', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser());
    await page.goto('/recipe-catalog?tab=mine&import=1');
    const dialog = page.getByRole('dialog', { name: 'Rezept importieren' });

    await dialog.getByLabel('Webadresse des Rezepts').fill(`${BASE_URL}/api/health`);
    await dialog.getByRole('button', { name: 'Rezept einlesen' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Diese Adresse ist nicht erlaubt: Sie führt in ein privates Netzwerk');

    await dialog.getByRole('radio', { name: 'Eingefügter Quelltext' }).check();
    await dialog.getByRole('textbox', { name: 'Quelltext der Seite' }).fill('<html><body><p>Nur Nachrichten.</p></body></html>');
    await dialog.getByRole('button', { name: 'Rezept einlesen' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Auf dieser Seite ist kein Rezept, das wir lesen können');
  });
});
