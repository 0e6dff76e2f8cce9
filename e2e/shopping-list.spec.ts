import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, test, type E2eUser } from './fixtures.ts';
import { expectNoAxeViolations, expectNoHorizontalScroll, mainNavigation } from './support/page-helpers.ts';
import { BASE_URL } from './support/ports.ts';

const LIST = '/meal-planning/shopping-list';
/** This week, Monday first (the default week start), as the browser on this machine sees it. */
const monday = () => weekStartOf(localToday(), 'monday');

async function createRecipe(api: APIRequestContext, title: string, ingredients: string[]): Promise<string> {
  const response = await api.post('/api/recipes', { data: { title, servings: 2, ingredients, steps: ['Cook it.'] } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function plan(api: APIRequestContext, date: string, recipeId: string): Promise<void> {
  const response = await api.post('/api/meal-plan/entries', { data: { date, mealType: 'dinner', recipeId, servings: 2 } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Two recipes planned this week, both with onions in different units, so the list has to merge them. */
async function plannedWeek(api: APIRequestContext): Promise<void> {
  const soup = await createRecipe(api, 'Onion soup', ['200 g onions', '1 cup milk']);
  const tart = await createRecipe(api, 'Onion tart', ['0.5 kg onions', '2 eggs']);
  await plan(api, monday(), soup);
  await plan(api, addDays(monday(), 2), tart);
}

async function openList(page: Page, user: E2eUser, signInAs: (user: E2eUser) => Promise<void>): Promise<void> {
  await signInAs(user);
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
}

const onions = (page: Page) => page.getByRole('checkbox', { name: /^onions, 700 g$/ });
const progress = (page: Page) => page.getByRole('status').filter({ hasText: /ticked$/ });
const tickSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/shopping-list/items/') && r.request().method() === 'PATCH' && r.ok());

test.describe('the shopping list', () => {
  test('merges the week’s planned ingredients by aisle, and ticks are kept on the server', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const user = await createUser({ name: 'Sol Shopper' });
    await plannedWeek(await apiAs(user));
    await openList(page, user, signInAs);

    // 200 g and 0.5 kg are one line; each line names the recipes it is for.
    await expect(onions(page)).toBeVisible();
    await expect(onions(page)).toHaveAccessibleDescription(/Onion soup/);
    await expect(onions(page)).toHaveAccessibleDescription(/Onion tart/);
    await expect(page.getByRole('checkbox', { name: /^milk, 1 cup$/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^eggs, 2$/ })).toBeVisible();
    await expect(progress(page)).toHaveText('0 of 3 ticked');
    // Every item sits under its aisle's heading.
    const aisle = page.getByRole('region').filter({ has: onions(page) });
    await expect(aisle.getByRole('heading', { level: 2 })).toHaveCount(1);

    const saved = tickSaved(page);
    await onions(page).check();
    await saved;
    await expect(progress(page)).toHaveText('1 of 3 ticked');

    await page.reload();
    await expect(onions(page)).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^milk/ })).not.toBeChecked();
    await expect(progress(page)).toHaveText('1 of 3 ticked');

    const unticked = tickSaved(page);
    await onions(page).uncheck();
    await unticked;
    await page.reload();
    await expect(onions(page)).not.toBeChecked();
  });

  // Regression: an item lost "(1)", and one over the limit was cut to 200 characters by the field.
  test('keeps an item exactly as written, as text, and refuses one too long with the limit', async ({ page, createUser, signInAs }) => {
    const user = await createUser({ name: 'Tex Exact' });
    await openList(page, user, signInAs);
    const written = '<img src=x onerror=alert(1)> خبز';
    await page.getByLabel('Add an item').fill(written);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: written, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: written, exact: true })).toBeVisible();

    const field = page.getByLabel('Add an item');
    await field.fill('x'.repeat(1000));
    await expect(field).toHaveValue('x'.repeat(1000));
    await expect(page.getByText('1,000 / 200')).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(field).toHaveAccessibleDescription(/An item can be at most 200 characters/);
    await expect(page.getByRole('checkbox', { name: /^x{10}/ })).toHaveCount(0);
  });

  test('adds an item by hand, ticks it and removes it', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser({ name: 'Max Manual' });
    await plannedWeek(await apiAs(user));
    await openList(page, user, signInAs);
    await expect(onions(page)).toBeVisible();

    await page.getByLabel('Add an item').fill('bin bags');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const binBags = page.getByRole('checkbox', { name: /^bin bags?$/ });
    await expect(binBags).toBeVisible();
    await expect(binBags).toHaveAccessibleDescription('Added by you');
    await expect(page.getByLabel('Add an item')).toHaveValue('');
    await expect(progress(page)).toHaveText('0 of 4 ticked');

    const saved = tickSaved(page);
    await binBags.check();
    await saved;
    await page.reload();
    await expect(binBags).toBeChecked();
    await expect(progress(page)).toHaveText('1 of 4 ticked');

    // Planned items come and go with the plan: only hand-added ones can be removed.
    await expect(page.getByRole('button', { name: /^Remove onions/ })).toHaveCount(0);
    await page.getByRole('button', { name: /^Remove bin bag/ }).click();
    await expect(binBags).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Removed bin bag/ })).toBeVisible();
    await expect(page.getByLabel('Add an item')).toBeFocused();
    await page.reload();
    await expect(onions(page)).toBeVisible();
    await expect(binBags).toHaveCount(0);
  });

  test('an empty item is refused in the form, with nothing sent', async ({ page, createUser, signInAs }) => {
    await openList(page, await createUser(), signInAs);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByLabel('Add an item')).toHaveAccessibleDescription(/Write the item to add/);
  });

  test('prints just the list: no navigation, no buttons, no form', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser();
    await plannedWeek(await apiAs(user));
    await openList(page, user, signInAs);
    await expect(onions(page)).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
    await expect(onions(page)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^milk/ })).toBeVisible();
    await expect(mainNavigation(page)).toBeHidden();
    for (const name of ['Print', 'Copy as text', 'Add']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
    }
    await expect(page.getByLabel('Add an item')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Previous week' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Meal Planning' })).toBeHidden();

    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('copies the list as text', async ({ page, context, createUser, signInAs, apiAs }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const user = await createUser();
    await plannedWeek(await apiAs(user));
    await openList(page, user, signInAs);
    const saved = tickSaved(page);
    await onions(page).check();
    await saved;

    await page.getByRole('button', { name: 'Copy as text' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied the list as text' })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^Shopping list, /);
    expect(text).toContain('[x] 700 g onions');
    expect(text).toContain('[ ] 1 cup milk');
    expect(text).toContain('[ ] 2 eggs');
  });

  test('fits a 360 px phone with rows big enough for a thumb, and has no axe violations', async ({ page, createUser, signInAs, apiAs }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const user = await createUser();
    await plannedWeek(await apiAs(user));
    await openList(page, user, signInAs);
    await expect(onions(page)).toBeVisible();
    // Regression: the first item was 650 px down, below the week buttons, the actions and the add form:
    // the list itself should be on the first screen, not one item peeking at its foot.
    const rows = page.getByRole('listitem').filter({ has: page.getByRole('checkbox') });
    for (const index of [0, 1]) {
      const box = (await rows.nth(index).boundingBox())!;
      expect(box.y + box.height, `item ${index + 1}, whole, on the first screen`).toBeLessThanOrEqual(740);
    }
    await onions(page).check();
    await expect(progress(page)).toHaveText('1 of 3 ticked');

    await expectNoHorizontalScroll(page);
    const row = page.getByRole('listitem').filter({ has: onions(page) });
    const box = await row.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);

    await expectNoAxeViolations(page, 'the shopping list');
  });

  test('with nothing planned, says how to fill it; moves between weeks and back to Meal Planning', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await openList(page, await createUser(), signInAs);
    await expect(page.getByText('Plan some meals and their ingredients appear here')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plan your meals' })).toHaveAttribute('href', '/meal-planning');
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);

    await expectNoAxeViolations(page, 'the empty shopping list');

    const next = addDays(monday(), 7);
    await page.getByRole('link', { name: 'Next week' }).click();
    await expect(page).toHaveURL(`${LIST}?from=${next}&to=${addDays(next, 6)}`);
    await page.getByRole('link', { name: 'Previous week' }).click();
    await page.getByRole('link', { name: 'Previous week' }).click();
    const previous = addDays(monday(), -7);
    await expect(page).toHaveURL(`${LIST}?from=${previous}&to=${addDays(previous, 6)}`);

    await page.getByRole('link', { name: 'Back to Meal Planning' }).click();
    await expect(page).toHaveURL(/\/meal-planning(\?|$)/);
  });
});

test.describe('a tick the server refuses', () => {
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test('is undone, with the reason shown', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser();
    await plannedWeek(await apiAs(user));
    await openList(page, user, signInAs);
    await expect(onions(page)).toBeVisible();

    await page.route('**/api/shopping-list/items/**', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'The kitchen is closed' }) })
        : route.fallback(),
    );
    await onions(page).click();
    await expect(page.getByRole('alert')).toContainText('onions could not be ticked: The kitchen is closed');
    await expect(onions(page)).not.toBeChecked();
    await expect(progress(page)).toHaveText('0 of 3 ticked');
  });
});
