import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, test } from './fixtures.ts';

const LIST = '/meal-planning/shopping-list';
/** This week's Monday (new users start their week on Monday) and Sunday: the range both pages show by default. */
const monday = () => weekStartOf(localToday(), 'monday');
const thisWeek = () => ({ from: monday(), to: addDays(monday(), 6) });

/** The worker's runtime cache of API answers (src/web/lib/offline/cache-names.ts). */
const API_CACHE = 'ck-api';

async function planRecipe(api: APIRequestContext, title: string, ingredients: string[], steps = ['Cook it.']): Promise<string> {
  const recipe = await api.post('/api/recipes', { data: { title, servings: 2, ingredients, steps } });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const { id } = (await recipe.json()) as { id: string };
  const entry = await api.post('/api/meal-plan/entries', { data: { date: monday(), mealType: 'dinner', recipeId: id, servings: 2 } });
  expect(entry.status(), await entry.text()).toBe(201);
  return id;
}

async function serverTicks(api: APIRequestContext): Promise<Record<string, boolean>> {
  const response = await api.get(`/api/shopping-list?${new URLSearchParams(thisWeek()).toString()}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { item: string; checked: boolean }[] };
  return Object.fromEntries(items.map(({ item, checked }) => [item, checked]));
}

/** Which API paths the worker holds answers for. */
const cachedApiPaths = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname).sort();
  }, API_CACHE);

const mondayDinner = (page: Page) => page.getByRole('group', { name: 'Monday dinner', exact: true });
const onions = (page: Page) => page.getByRole('checkbox', { name: /^onions, 200 g$/ });
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You’re offline — changes will sync' });

/**
 * Signs in, opens both pages once so the worker installs, waits for it to control the page, and opens both again
 * so their reads go through it (the first load happened before there was a worker).
 */
async function openBothThroughTheWorker(page: Page): Promise<void> {
  await page.goto('/meal-planning');
  await expect(mondayDinner(page).getByRole('link', { name: 'Offline onion soup' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await page.reload();
  await expect(mondayDinner(page).getByRole('link', { name: 'Offline onion soup' })).toBeVisible();
  await page.goto(LIST);
  await expect(onions(page)).toBeVisible();
  // The planned recipe too: the planner reads this week's recipes for cook mode offline (decision 0076).
  await expect
    .poll(() => cachedApiPaths(page))
    .toEqual([
      '/api/auth/get-session',
      '/api/me',
      '/api/meal-plan',
      expect.stringMatching(/^\/api\/recipes\/[^/]+$/),
      '/api/shopping-list',
    ]);
}

test.describe('offline', () => {
  // Each test loads the pages several times and waits for the worker to install (precaching the whole app shell):
  // on two shared cores that takes most of the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  // The rest of the suite blocks service workers (playwright.config.ts); here they are what is tested.
  test.use({ serviceWorkers: 'allow' });
  // Offline, the reads the worker does not keep (the planner's recipe tray, the champion card) fail, and
  // Chromium logs each failed request as a console error.
  // (One pattern: Playwright would read a two-element array as a [value, options] pair.)
  test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|FetchEvent for .* resulted in a network error/] });

  test('the week plan and the shopping list open offline, and a tick made offline reaches the server once back online', async ({
    page,
    context,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const user = await createUser({ name: 'Olive Offline' });
    const api = await apiAs(user);
    await planRecipe(api, 'Offline onion soup', ['200 g onions', '1 cup milk']);
    await signInAs(user);
    await openBothThroughTheWorker(page);
    await expect(offlineNotice(page)).toHaveCount(0);

    await context.setOffline(true);
    // Planned on another device meanwhile: the offline pages must show what the worker kept, not this.
    await planRecipe(api, 'Second device stew', ['3 carrots']);

    await page.goto('/meal-planning');
    await expect(page.getByRole('heading', { level: 1, name: 'Meal Planning' })).toBeVisible();
    await expect(mondayDinner(page).getByRole('link', { name: 'Offline onion soup' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Second device stew' })).toHaveCount(0);

    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
    await page.reload();
    await expect(onions(page)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^milk, 1 cup$/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^carrots/ })).toHaveCount(0);

    // The tick stays (it is not undone as a failure), and the page says it will be sent later.
    await onions(page).click();
    await expect(onions(page)).toBeChecked();
    await expect(offlineNotice(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect((await serverTicks(api)).onions).toBe(false);

    const saved = page.waitForResponse((r) => r.url().includes('/api/shopping-list/items/') && r.request().method() === 'PATCH');
    await context.setOffline(false);
    expect((await saved).status()).toBe(200);
    await expect.poll(async () => (await serverTicks(api)).onions).toBe(true);
    await expect(offlineNotice(page)).toHaveCount(0);
    await expect(onions(page)).toBeChecked();
    // Back online the list is read afresh: the other device's carrots arrive.
    await expect(page.getByRole('checkbox', { name: /^carrots/ })).toBeVisible();
  });

  test('signing out deletes the cached plan, list and user, so an offline visitor after them sees none of it', async ({
    page,
    context,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const user = await createUser({ name: 'Sasha Shared' });
    await planRecipe(await apiAs(user), 'Offline onion soup', ['200 g onions']);
    await signInAs(user);
    await openBothThroughTheWorker(page);

    await page.getByRole('button', { name: /Sasha/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    // The home page asks for the session again (now none), so the cache exists anew, but with nothing of theirs.
    await expect.poll(() => cachedApiPaths(page)).not.toContain('/api/me');
    expect(await cachedApiPaths(page)).not.toContain('/api/shopping-list');
    expect(await cachedApiPaths(page)).not.toContain('/api/meal-plan');
    expect((await cachedApiPaths(page)).filter((path) => path.startsWith('/api/recipes/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto(LIST);
    await expect(page).toHaveURL(/\/signin\?redirectTo=/);
    await expect(onions(page)).toHaveCount(0);
  });
});

test.describe('cook mode offline', () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ serviceWorkers: 'allow' });
  test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|FetchEvent for .* resulted in a network error/] });

  test('a recipe planned this week opens in cook mode offline, never having been opened before', async ({
    page,
    context,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const user = await createUser({ name: 'Kit Kitchen' });
    const id = await planRecipe(await apiAs(user), 'Offline onion soup', ['200 g onions'], ['Soften the onions for 15 minutes.']);
    await signInAs(user);
    await openBothThroughTheWorker(page);

    await context.setOffline(true);
    await page.goto(`/cook/${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Offline onion soup' })).toBeVisible();
    await expect(page.getByText('Soften the onions for 15 minutes.')).toBeVisible();
    await expect(page.getByRole('button', { name: '15 minutes', exact: true })).toBeVisible();
  });
});

test('the app can be installed: the manifest names it, starts standalone at "/", and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Champion Kitchen', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // A PNG's width and height are the big-endian numbers at bytes 16 and 20 of its header.
    const body = await image.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }

  // The worker itself is never cached as immutable, or browsers would keep an old build's.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
