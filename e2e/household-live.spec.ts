import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, mealSlot, newRecipe, planMeal, test, type E2eUser } from './fixtures.ts';
import { joinHousehold } from './support/database.ts';
import { BASE_URL } from './support/ports.ts';

const LIST = '/meal-planning/shopping-list';
const monday = () => weekStartOf(localToday(), 'monday');
const onions = (page: Page) => page.getByRole('checkbox', { name: /^onions, 200 g$/ });
const milk = (page: Page) => page.getByRole('checkbox', { name: /^milk, 1 cup$/ });
const eggs = (page: Page) => page.getByRole('checkbox', { name: /^eggs, 2$/ });
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You’re offline — changes will sync' });

/** Resolves once the page's live updates are open: the stream has answered. */
const streamOpen = (page: Page) => page.waitForResponse((r) => r.url() === `${BASE_URL}/api/household/events` && r.status() === 200);

/** A second person at another computer: a browser context of their own, whose pages fail the test on a console error. */
async function secondBrowser(context: BrowserContext, user: E2eUser, clientAddress: string) {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const theirs = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `${clientAddress.slice(0, -1)}2` } });
  await theirs.addCookies(user.cookies);
  const errors: string[] = [];
  theirs.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text());
  });
  return { context: theirs, errors };
}

/** What the arrangement needs of the test's fixtures. */
interface Arranging {
  createUser(options: { name: string }): Promise<E2eUser>;
  apiAs(user: E2eUser): Promise<APIRequestContext>;
}

/**
 * Two members of one household, Ana's, with a soup Ana planned for Monday's dinner, whose ingredients make the
 * week's shopping list.
 */
async function twoMembersWithSoup(
  { createUser, apiAs }: Arranging,
  names: { ana: string; ben: string },
  soup: { title: string; ingredients: string[] },
) {
  const ana = await createUser({ name: names.ana });
  const ben = await createUser({ name: names.ben });
  joinHousehold(ben.email, ana.email);
  const anaApi = await apiAs(ana);
  const recipe = await newRecipe(anaApi, { ...soup, servings: 2 });
  await planMeal(anaApi, { date: monday(), mealType: 'dinner', recipeId: recipe.id, servings: 2 });
  return { ana, ben, anaApi };
}

/** Opens `path` and waits until the page shows what `shown` expects and its live updates are open. */
async function openLive(page: Page, path: string, shown: () => Promise<void>): Promise<void> {
  const live = streamOpen(page);
  await page.goto(path);
  await shown();
  await live;
}

test.describe('a household, live', () => {
  test('one member plans a meal and ticks an item; the other sees both on their open pages without reloading', async ({
    page,
    context,
    createUser,
    signInAs,
    apiAs,
    clientAddress,
  }) => {
    const { ana, ben } = await twoMembersWithSoup(
      { createUser, apiAs },
      { ana: 'Ana Live', ben: 'Ben Live' },
      { title: 'Live onion soup', ingredients: ['200 g onions', '1 cup milk'] },
    );

    // Ben has the planner and the list open, each with its live updates.
    const bens = await secondBrowser(context, ben, clientAddress);
    const benPlan = await bens.context.newPage();
    const benList = await bens.context.newPage();
    await openLive(benPlan, '/meal-planning', () =>
      expect(mealSlot(benPlan, 'Monday dinner').getByRole('link', { name: 'Live onion soup' })).toBeVisible(),
    );
    await openLive(benList, LIST, () => expect(onions(benList)).not.toBeChecked());

    // Ana plans a meal on the planner…
    await signInAs(ana);
    await page.goto('/meal-planning');
    await mealSlot(page, 'Wednesday lunch').getByRole('button', { name: 'Add to Wednesday lunch' }).click();
    const dialog = page.getByRole('dialog', { name: /Wednesday .*, lunch$/ });
    await dialog.getByRole('tab', { name: 'Other' }).click();
    await dialog.getByRole('textbox', { name: 'What are you having?' }).fill('Leftovers for two');
    await dialog.getByRole('button', { name: 'Add to plan' }).click();
    await expect(mealSlot(page, 'Wednesday lunch').getByText('Leftovers for two')).toBeVisible();
    // …and Ben's planner shows it.
    await expect(mealSlot(benPlan, 'Wednesday lunch').getByText('Leftovers for two')).toBeVisible();

    // Ana ticks the onions on the list, and Ben's list shows them ticked.
    const anaLive = streamOpen(page);
    await page.goto(LIST);
    await onions(page).check();
    await expect(onions(benList)).toBeChecked();
    // Ben unticks them, and Ana's list, still open, follows.
    await anaLive;
    await onions(benList).uncheck();
    await expect(onions(page)).not.toBeChecked();

    await bens.context.close();
    expect(bens.errors, "console errors on Ben's pages").toEqual([]);
  });

  test.describe('with a member offline', () => {
    // Offline, the page's reads, its probe of the server and its live updates fail, and Chromium logs each as an error.
    test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

    test('ticks made offline merge with the other member’s, item by item, once back online', async ({
      page,
      context,
      createUser,
      signInAs,
      apiAs,
      clientAddress,
    }) => {
      const { ana, ben, anaApi } = await twoMembersWithSoup(
        { createUser, apiAs },
        { ana: 'Ana Offline', ben: 'Ben Online' },
        { title: 'Merge soup', ingredients: ['200 g onions', '1 cup milk', '2 eggs'] },
      );
      // The milk is ticked already.
      const week = new URLSearchParams({ from: monday(), to: addDays(monday(), 6) }).toString();
      const { items } = (await (await anaApi.get(`/api/shopping-list?${week}`)).json()) as { items: { id: string; item: string }[] };
      const milkId = items.find((item) => item.item === 'milk')?.id ?? '';
      expect(
        (await anaApi.patch(`/api/shopping-list/items/${encodeURIComponent(milkId)}?${week}`, { data: { checked: true } })).status(),
      ).toBe(200);

      const bens = await secondBrowser(context, ben, clientAddress);
      const benList = await bens.context.newPage();
      await openLive(benList, LIST, () => expect(milk(benList)).toBeChecked());
      await signInAs(ana);
      await openLive(page, LIST, () => expect(milk(page)).toBeChecked());

      // Ana loses her signal in the shop: she ticks the onions and unticks the milk.
      await context.setOffline(true);
      await onions(page).check();
      await expect(offlineNotice(page)).toBeVisible();
      await milk(page).uncheck();
      await expect(onions(page)).toBeChecked();
      await expect(milk(page)).not.toBeChecked();
      // Meanwhile Ben, at home, ticks the eggs; he sees none of Ana's changes yet.
      await eggs(benList).check();
      await expect(onions(benList)).not.toBeChecked();
      await expect(milk(benList)).toBeChecked();

      // Back online: both lists show each member's changes, item by item.
      await context.setOffline(false);
      await expect(offlineNotice(page)).toHaveCount(0);
      for (const list of [page, benList]) {
        await expect(onions(list)).toBeChecked();
        await expect(milk(list)).not.toBeChecked();
        await expect(eggs(list)).toBeChecked();
      }

      await bens.context.close();
      expect(bens.errors, "console errors on Ben's pages").toEqual([]);
    });
  });
});
