import { expect, test } from './fixtures.ts';

// The Recipe Catalog was written in British English only; it now draws its words from the person's language.
test.describe('the Recipe Catalog in US English', () => {
  test.use({ locale: 'en-US' });

  test('speaks US English, on the page and in a recipe’s dialog, and keeps the names people know it by', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await signInAs(await createUser());
    await page.goto('/recipe-catalog');

    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Catalog' })).toBeVisible();
    await expect(page.getByText('Healthy, everyday recipes shared across the program, and your own collection.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'All recipes' })).toBeVisible();

    const title = 'Green Lentil Bolognese with Spaghetti';
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('lentil bolognese');
    await page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('button', { name: 'Save to my recipes' })).toBeVisible();
    const nutrition = dialog.getByRole('region', { name: 'Nutrition per serving' });
    await expect(nutrition.getByText('Fiber', { exact: true })).toBeVisible();
  });
});
