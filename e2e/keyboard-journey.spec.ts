import { expect, test } from './fixtures.ts';
import { mainNavigation, tabTo } from './support/page-helpers.ts';

/*
 * Issue 8: the main journey with the keyboard alone. Every action is a key press (Tab, Shift+Tab, arrows,
 * Enter, Space) or typing into what Tab reached; the test only reads the page to know where focus is.
 */

function uniqueEmail(): string {
  return `keyboard-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test('sign up, set up, save a recipe, plan it and tick a shopping item with the keyboard alone', async ({ page }) => {
  test.slow(); // One person's whole first session, with sign-up's password hashing, on two shared cores.

  // Sign up.
  await page.goto('/signup');
  await tabTo(page, page.getByLabel('Full name'));
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(uniqueEmail());
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('a long enough password');
  await page.keyboard.press('Enter');

  // Setup: the name is filled in; choose Participant with the arrow keys and finish.
  await expect(page).toHaveURL('/setup');
  const takePart = page.getByRole('radiogroup', { name: 'How will you take part?' });
  await tabTo(page, takePart.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(takePart.getByRole('radio', { name: 'Participant', exact: true })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Finish setup' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();

  // The catalogue: open the first recipe and save it to My recipes.
  await tabTo(page, mainNavigation(page).getByRole('link', { name: 'Recipe Catalog' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Catalog' })).toBeFocused();
  const first = page.getByRole('list', { name: 'Recipes' }).getByRole('link').first();
  const title = (await first.textContent())!.trim();
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Save to my recipes' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('In your recipes')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Meal planning: add it to Monday's dinner through the add dialog's Search tab.
  await tabTo(page, mainNavigation(page).getByRole('link', { name: 'Meal Planning' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planning' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Add to Monday dinner' }));
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: /^Add to Monday/ });
  await expect(add).toBeVisible();
  await tabTo(page, add.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(add.getByRole('tab', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(add.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, add.getByRole('searchbox', { name: 'Search recipes' }));
  await page.keyboard.type(title);
  const mine = add.getByRole('list', { name: 'Your recipes' }).getByRole('button').filter({ hasText: title });
  await tabTo(page, mine);
  await page.keyboard.press('Enter');
  await expect(add).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();

  // The shopping list: tick the first item with Space.
  await tabTo(page, page.getByRole('link', { name: 'Shopping list' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeFocused();
  const item = page.getByRole('checkbox').first();
  await tabTo(page, item);
  const saved = page.waitForResponse((r) => r.url().includes('/api/shopping-list/items/') && r.request().method() === 'PATCH' && r.ok());
  await page.keyboard.press('Space');
  await expect(item).toBeChecked();
  await saved;
  await expect(page.getByRole('status').filter({ hasText: /ticked$/ })).toHaveText(/^1 of \d+ ticked$/);
});
