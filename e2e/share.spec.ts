import { expect, newRecipe, test, uniqueWord } from './fixtures.ts';
import { BASE_URL } from './support/ports.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';

test.describe('sharing a recipe by a public link', () => {
  // Once sharing has stopped, the visitor's read of the recipe answers 404, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  // Issue 20, part 5: a recipe could not be shown to someone without an account, nor a shown one taken back.
  test('the owner shares; a visitor without an account reads it, and nothing of the owner’s; the owner stops; the link no longer works', async ({
    page,
    browser,
    createUser,
    signInAs,
    apiAs,
    clientAddress,
  }) => {
    test.slow(); // Two browsers (the owner's and a visitor's), each with axe, on two shared cores.
    const title = `Shared tomato soup ${uniqueWord()}`;
    const owner = await createUser({ name: 'Sasha Sharer' });
    const soup = await newRecipe(await apiAs(owner), {
      title,
      servings: 4,
      ingredients: ['800 g tomatoes', '1 onion'],
      steps: ['Chop the onion.', 'Simmer for 20 minutes.'],
    });
    await signInAs(owner);

    await page.goto(`/recipe-catalog?tab=mine&open=${soup.id}`);
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const link = dialog.getByRole('textbox', { name: 'Public link' });
    await expect(link).toHaveValue(new RegExp(`^${BASE_URL}/r/[A-Za-z0-9_-]{43}$`));
    await expect(link).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expectNoAxeViolations(page, 'the recipe dialog with its public link');
    const address = await link.inputValue();

    // Someone with no account, in a browser of their own.
    const stranger = await browser.newContext({
      baseURL: BASE_URL,
      locale: 'en-GB',
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
    });
    try {
      const visitor = await stranger.newPage();
      const answer = await visitor.goto(address);
      expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(visitor.getByRole('listitem').filter({ hasText: '800 g tomatoes' })).toBeVisible();
      await expect(visitor.getByRole('listitem').filter({ hasText: 'Simmer for 20 minutes.' })).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Print' })).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Find out more and sign up' })).toHaveAttribute('href', '/');
      await expect(visitor.getByText('Sasha')).toHaveCount(0);
      expect(await visitor.content()).not.toContain('Sasha Sharer');
      await expectNoAxeViolations(visitor, 'a shared recipe, read without an account');

      await dialog.getByRole('button', { name: 'Stop sharing' }).click();
      await expect(link).toBeHidden();
      await expect(dialog.getByRole('button', { name: 'Share', exact: true })).toBeFocused();

      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
      await expect(visitor.getByText(/Ask them to share it again and send you the new link/)).toBeVisible();
      await expect(visitor.getByText(title)).toHaveCount(0);
      await expectNoAxeViolations(visitor, 'a link that no longer works');
    } finally {
      await stranger.close();
    }
  });
});
