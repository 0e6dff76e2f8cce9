import { expect, test } from './fixtures.ts';

test.describe('importing an export file', () => {
  test('shows how far it has got as a fraction once the file’s recipes are counted, and keeps moving before', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await signInAs(await createUser());
    // What GET /api/imports/{id} reports while the job reads: first before the file is counted, then a quarter in.
    // Held here, so the test sees both states however fast the real job is; the upload itself is real.
    const reported = { total: 0, imported: 0 };
    await page.route('**/api/imports/*', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const real = await route.fetch();
      const body = (await real.json()) as Record<string, unknown>;
      await route.fulfill({
        response: real,
        json: { ...body, status: 'running', ...reported, skipped: 0, failed: 0, errors: [], recipeIds: [] },
      });
    });
    await page.goto('/recipe-catalog?tab=mine&import=1');
    const dialog = page.getByRole('dialog', { name: 'Import recipe' });
    await dialog.getByRole('radio', { name: 'Another app’s export file' }).check();
    const recipe = (name: string) => ({ '@type': 'Recipe', name, recipeIngredient: ['2 eggs'], recipeInstructions: 'Cook gently.' });
    await dialog.getByLabel('Export file', { exact: true }).setInputFiles({
      name: 'four.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(['One', 'Two', 'Three', 'Four'].map(recipe))),
    });
    await dialog.getByRole('button', { name: 'Import file' }).click();

    const bar = dialog.getByRole('progressbar', { name: 'Importing the recipes' });
    await expect(bar).toBeVisible();
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    reported.total = 4;
    reported.imported = 1;
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '25%');
  });
});
