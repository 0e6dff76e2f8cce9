import type { APIRequestContext, Page, Response } from '@playwright/test';
import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, test } from './fixtures.ts';

/**
 * Stored text made of markup and script payloads, shown on every page that shows stored text: it is shown as
 * text, never run. Each page is loaded whole (not navigated to inside the app), so each answer's CSP is checked.
 */

declare global {
  interface Window {
    __xss?: unknown;
    __cspViolations?: string[];
  }
}

const payloads = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror=window.__xss=1>',
  svg: '"><svg onload=window.__xss=1>',
  link: '<a href="javascript:window.__xss=1">click</a>',
  iframe: '<iframe srcdoc="<script>parent.__xss=1</script>">',
  template: '{{constructor.constructor("window.__xss=1")()}}',
};
const suffix = () => Math.random().toString(36).slice(2, 7);

/** What every page's Content-Security-Policy must be: the app's own, with no inline script allowed. */
const expectedCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

async function created(api: APIRequestContext, path: string, data: unknown): Promise<{ id: string; code?: string }> {
  const response = await api.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { id: string; code?: string };
}

/** Watches a page for anything a payload could do: a dialog, a CSP violation, a page error. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return dialogs;
}

async function visit(page: Page, path: string, heading: string | RegExp | null): Promise<void> {
  const response = (await page.goto(path)) as Response;
  expect(response.status(), path).toBe(200);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(
    csp.split(';').map((d) => d.trim()),
    `${path}: CSP`,
  ).toEqual(expectedCsp);
  // A page opened on a dialog may keep its heading from the accessibility tree behind the modal.
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Nothing ran and nothing was injected: checked after the page has shown the payloads. */
async function expectInert(page: Page, dialogs: string[], where: string): Promise<void> {
  expect(dialogs, `${where}: dialogs`).toEqual([]);
  expect(await page.evaluate(() => window.__xss), `${where}: window.__xss`).toBeUndefined();
  // None at all: not inline script, event handlers or injected elements, nor zod probing for eval (main.tsx
  // makes it jitless).
  expect((await page.evaluate(() => window.__cspViolations)) ?? [], `${where}: CSP violations`).toEqual([]);
  // No element a payload spells out was made from it.
  await expect(page.locator('img[src="x"], svg[onload], iframe, a[href^="javascript:"], [onerror], [onload]'), where).toHaveCount(0);
  // The one script without a source is the page's own words, data the browser does not run (page-html.ts).
  await expect(page.locator('script:not([src]):not(#first-words[type="application/json"])'), `${where}: inline scripts`).toHaveCount(0);
}

test.describe('stored text made of payloads', () => {
  test('is shown literally everywhere it appears, runs nothing and leaves the CSP as it is', async ({
    page,
    createUser,
    signInAs,
    apiAs,
    createAdmin,
  }) => {
    const tag = suffix();
    const participantName = `${payloads.img} Pat ${tag}`;
    const championName = `${payloads.svg} Cam ${tag}`;
    const title = `${payloads.script} stew ${tag}`;
    const catalogueTitle = `${payloads.svg} bowl ${tag}`;

    const participant = await createUser({ name: participantName });
    const champion = await createUser({ name: championName, userType: 'champion' });
    const admin = await createAdmin({ name: `${payloads.link} Ada ${tag}` });
    const mine = await apiAs(participant);
    const hers = await apiAs(champion);

    const recipe = await created(mine, '/api/recipes', {
      title,
      description: `${payloads.iframe} ${payloads.template}`,
      servings: 2,
      ingredients: [payloads.img, `2 cups ${payloads.script}`, payloads.link],
      steps: [payloads.svg, payloads.iframe, payloads.template],
      tags: [payloads.img.slice(0, 40), 'javascript:alert(1)'],
    });
    await created(mine, '/api/meal-plan/entries', {
      date: weekStartOf(localToday(), 'monday'),
      mealType: 'dinner',
      recipeId: recipe.id,
      servings: 2,
    });
    await created(mine, '/api/meal-plan/entries', { date: weekStartOf(localToday(), 'monday'), mealType: 'lunch', text: payloads.svg });
    await created(
      mine,
      `/api/shopping-list/items?from=${weekStartOf(localToday(), 'monday')}&to=${addDays(weekStartOf(localToday(), 'monday'), 6)}`,
      {
        text: payloads.script,
      },
    );
    const published = await created(hers, '/api/catalogue', {
      title: catalogueTitle,
      description: payloads.script,
      servings: 2,
      ingredients: [payloads.img],
      steps: [payloads.link],
      tags: ['dinner'],
    });
    const invitation = await created(hers, '/api/invitations', { kind: 'participant' });
    await created(mine, '/api/invitations/accept', { code: invitation.code });
    await created(hers, '/api/champion/recommendations', { recipeId: published.id, note: payloads.img });

    // The participant: their recipe, the catalogue, the plan, the shopping list, the dashboard.
    await signInAs(participant);
    const dialogs = await watch(page);

    await visit(page, `/recipe-catalog?tab=mine&open=${recipe.id}`, null);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(payloads.iframe, { exact: false }).first()).toBeVisible();
    await expect(dialog.getByText(payloads.svg).first()).toBeVisible();
    await expect(dialog.getByText(payloads.img, { exact: false }).first()).toBeVisible();
    await expectInert(page, dialogs, 'own recipe');

    await visit(page, `/recipe-catalog?tab=mine`, 'Recipe Catalog');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expectInert(page, dialogs, 'my recipes');

    await visit(page, `/recipe-catalog?q=${tag}`, 'Recipe Catalog');
    await expect(page.getByRole('link', { name: catalogueTitle, exact: true })).toBeVisible();
    await expectInert(page, dialogs, 'catalogue');

    await visit(page, `/recipe-catalog?open=${published.id}`, null);
    await expect(page.getByRole('dialog', { name: catalogueTitle })).toBeVisible();
    await expectInert(page, dialogs, 'catalogue recipe');

    await visit(page, '/meal-planning', 'Meal Planning');
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByText(payloads.svg).first()).toBeVisible();
    await expectInert(page, dialogs, 'meal plan');

    await visit(page, '/meal-planning/shopping-list', 'Shopping list');
    await expect(page.getByText(/window\.__xss=1/).first()).toBeVisible();
    await expectInert(page, dialogs, 'shopping list');

    await visit(page, '/dashboard', /./);
    await expect(page.getByText(championName).first()).toBeVisible();
    await expectInert(page, dialogs, 'dashboard');

    await visit(page, '/profile', 'Your profile');
    await expect(page.getByRole('textbox', { name: /name/i }).first()).toHaveValue(participantName);
    await expectInert(page, dialogs, 'profile');

    // The champion: their dashboard shows the participant by name.
    await page.context().clearCookies();
    await signInAs(champion);
    await visit(page, '/champion/dashboard', 'Champion Dashboard');
    await expect(page.getByRole('row', { name: new RegExp(`Pat ${tag}`) })).toContainText(participantName);
    await expectInert(page, dialogs, 'champion dashboard');

    // The admin: the champions they manage, by name, and the statistics.
    await page.context().clearCookies();
    await signInAs(admin);
    await visit(page, '/admin-tools/champions', 'Manage champions');
    await expect(page.getByRole('row', { name: new RegExp(`Cam ${tag}`) })).toContainText(championName);
    await expectInert(page, dialogs, 'manage champions');
    await visit(page, '/admin-tools/static-dashboard', 'Programme statistics');
    await expectInert(page, dialogs, 'statistics');
  });
});
