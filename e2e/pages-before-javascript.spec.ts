import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The public pages arrive drawn and the signed-in ones name their chunks and first reads in the HTML, so that a
// slow phone paints before the JavaScript has run (docs/decisions/0038-pages-before-javascript.md).

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its heading and the ways in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Healthy eating, together' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Champion Kitchen' })).toBeVisible();
    await expect(page).toHaveTitle('Healthy eating, together · Champion Kitchen');
  });

  test('sign-in shows its form', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Champion Kitchen');
  });

  test('sign-up shows its form', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  });

  test('other pages show the header and a loading status, not a blank page', async ({ page }) => {
    await page.goto('/recipe-catalog');
    await expect(page.getByText('Champion Kitchen', { exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  });
});

/**
 * Opens `path` with the app's entry script held back, marks the drawn page's heading, then lets the script run.
 * React adopting the drawn page keeps that very element; drawing the page again (a mismatch) would replace it.
 */
async function openAndHydrate(page: Page, path: string, heading: string, beforeScript: () => Promise<void> = async () => {}) {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the module script held back here.
  await page.goto(path, { waitUntil: 'commit' });
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  await h1.evaluate((element) => element.setAttribute('data-drawn', 'yes'));
  await beforeScript();
  release();
  // React has adopted the very element the page was drawn with (it keeps its fiber on the node it hydrates).
  await expect
    .poll(() =>
      page.locator('h1[data-drawn="yes"]').evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
  return { h1, messages };
}

const hydrationTrouble = /hydrat|did not match|mismatch|#418|#423|#425/i;

test('the home page becomes interactive without being drawn again', async ({ page }) => {
  const { h1, messages } = await openAndHydrate(page, '/', 'Healthy eating, together');
  // A link followed inside the app keeps the page's JavaScript state: the marker survives a client-side move.
  await page.evaluate(() => ((window as { ckMarker?: number }).ckMarker = 1));
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => (window as { ckMarker?: number }).ckMarker)).toBe(1);
  await page.goBack();
  await expect(h1).toBeVisible();
  expect(messages.filter((m) => hydrationTrouble.test(m))).toEqual([]);
});

test('Language on the drawn home page waits for its script, then changes the page', async ({ page }) => {
  await openAndHydrate(page, '/', 'Healthy eating, together', async () => {
    // Before the script runs, a choice would change nothing: the list is closed until it can.
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeDisabled();
  });
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English (US)' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByText(/neighbors who cook together/)).toBeVisible();
});

test('sign-in becomes interactive without being drawn again, and signs in', async ({ page, createUser }) => {
  const user = await createUser();
  const { h1, messages } = await openAndHydrate(page, '/signin', 'Sign in', async () => {
    // Before its script runs the form cannot be sent: the browser would send it itself, password in the address.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });
  // Hydrated: what is typed is kept by React's state, and the form signs in without a page load.
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await expect(h1).toHaveAttribute('data-drawn', 'yes');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(messages.filter((m) => hydrationTrouble.test(m))).toEqual([]);
});

test('what is typed into the drawn sign-in form before its script runs is kept and signs in', async ({ page, createUser }) => {
  const user = await createUser();
  await openAndHydrate(page, '/signin', 'Sign in', async () => {
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByLabel('Password').fill(user.password);
  });
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in person gets the app shell at "/", not the visitors\' page', async ({ page, createUser, signInAs }) => {
  const user = await createUser({ name: 'Robin Shell Example' });
  await signInAs(user);
  const html = await (await page.request.get('/')).text();
  // The page's words (the head's first-words script) hold the visitors' heading too; the page drawn does not.
  expect(html.slice(html.indexOf('<body'))).not.toContain('Healthy eating, together');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Robin' })).toBeVisible();
});

test('a signed-in page names its own chunk and first reads in the HTML', async ({ page, createUser, signInAs }) => {
  const user = await createUser();
  await signInAs(user);
  const html = await (await page.request.get('/recipe-catalog')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin(?: fetchpriority="low")? href="([^"]+)">/g)].map((m) => m[1]);
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/me">');

  const scripts: string[] = [];
  const meReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    if (url.pathname === '/api/me') meReads.push(request.url());
  });
  await page.goto('/recipe-catalog');
  await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toBeVisible();
  const pageChunk = scripts.find((script) => /\/recipe-catalog-page-[\w-]+\.js$/.test(script));
  expect(pageChunk).toBeDefined();
  expect(preloaded).toContain(pageChunk);
  // The preloaded read is the one the page uses: the user is asked for once.
  expect(meReads).toHaveLength(1);
});

test('a signed-in page draws with the words that came inside it; the next page has the whole catalogue', async ({
  page,
  createUser,
  signInAs,
}) => {
  await signInAs(await createUser({ name: 'Wren Words' }));
  // The language's catalogue answers only once the dashboard is drawn: the page must not wait for it.
  let answerTheCatalogue = () => {};
  const drawn = new Promise<void>((resolve) => (answerTheCatalogue = resolve));
  const catalogueReads: string[] = [];
  await page.route(/\/assets\/en-GB-[\w-]+\.js$/, async (route) => {
    catalogueReads.push(route.request().url());
    await drawn;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Hello, Wren. Here is your week at a glance.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your champion' }).getByRole('link', { name: 'Find a champion' })).toBeVisible();
  answerTheCatalogue();

  // Another page draws in full words (a key with no words is reported as a console error, which fails the test).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meal Planning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planning' })).toBeVisible();
  await expect(page.getByText('Nothing planned this week yet')).toBeVisible();
  expect(catalogueReads).toHaveLength(1);
});

/** Every /api/ read a page load makes, in the order the browser asks for them (the address with its query). */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

test("a signed-in page's first reads, started beside the session check, are each asked for once", async ({
  page,
  createUser,
  signInAs,
}) => {
  await signInAs(await createUser({ name: 'Ola Once' }));
  const reads = apiReads(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/No favourites yet/)).toBeVisible();
  // The page's own queries found what was started for them: no read went out twice.
  expect(reads.filter((read, i) => reads.indexOf(read) !== i)).toEqual([]);
  expect(reads).toEqual(expect.arrayContaining(['/api/me', '/api/me/champion', expect.stringMatching(/^\/api\/meal-plan\?from=/)]));

  // The planner reads the week its address names, once.
  const plannerReads = apiReads(page);
  await page.goto('/meal-planning?week=2026-03-04');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Planning' })).toBeVisible();
  await expect(page.getByText('Nothing planned this week yet')).toBeVisible();
  const weekReads = plannerReads.filter((read) => read.startsWith('/api/meal-plan?'));
  expect(weekReads).toEqual(['/api/meal-plan?from=2026-03-02&to=2026-03-08']);
});
