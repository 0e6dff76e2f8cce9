import type { APIRequestContext, Page } from '@playwright/test';
import { localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { paths } from '../src/shared/routing.ts';
import { weekdayName } from '../src/web/features/meal-plans/week-labels.ts';
import { expect, test } from './fixtures.ts';
import { expectHeadingOrder, expectNoAxeViolations, expectNoHorizontalScroll, mainNavigation } from './support/page-helpers.ts';

/*
 * Issue 8: every route of src/shared/routing.ts, as the person it is for, on a 360 px phone: axe finds nothing
 * (WCAG 2.2 AA) and nothing sticks out sideways. Dialogs, menus, forms showing errors and empty states too.
 * The routes are split by identity so the tests run in parallel; the last test proves none is forgotten.
 */

const phone = { width: 360, height: 740 };
test.use({ viewport: phone });

/** Waits until no skeleton, spinner or busy control is on screen: axe should judge the page, not its loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.skeleton, .loading, .route-progress, [aria-busy="true"]')).toHaveCount(0);
}

/** The page as a phone shows it, judged in its current state. */
async function audit(page: Page, what: string): Promise<void> {
  await settled(page);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, what);
  await expectHeadingOrder(page, what);
}

/**
 * Opens `path`, waits for its h1 (`heading`) and audits it. After the first page the app navigates itself (as
 * its links do) rather than reloading: the walk then costs a render per route, not a whole start-up, and axe
 * stays loaded.
 */
async function visit(page: Page, path: string, heading: string | RegExp, what = path): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(path);
  }
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await audit(page, what);
}

async function planSomething(api: APIRequestContext): Promise<void> {
  const recipe = await api.post('/api/recipes', {
    data: {
      title: 'Chickpea curry',
      servings: 2,
      ingredients: ['400 g chickpeas', '1 onion'],
      steps: ['Fry the onion.', 'Add the chickpeas.'],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const { id } = (await recipe.json()) as { id: string };
  const entry = await api.post('/api/meal-plan/entries', {
    data: { date: weekStartOf(localToday(), 'monday'), mealType: 'dinner', recipeId: id, servings: 2 },
  });
  expect(entry.status(), await entry.text()).toBe(201);
}

async function invitationPath(api: APIRequestContext): Promise<string> {
  const response = await api.post('/api/invitations', { data: { kind: 'participant', message: 'Cook with us.' } });
  expect(response.status(), await response.text()).toBe(201);
  return new URL(((await response.json()) as { link: string }).link).pathname;
}

/** Who walks which routes: together they must be every path of the route table (the last test checks). */
const walks = {
  signedOut: [
    { path: paths.home, heading: 'Healthy eating, together' },
    { path: paths.homeAlias, heading: 'Healthy eating, together' },
    { path: paths.forgotPassword, heading: 'Reset your password' },
    { path: paths.resetPassword, heading: 'Choose a new password' },
  ],
  signedOutAdmin: [
    { path: paths.adminStaticDashboard, heading: 'Programme statistics' },
    { path: paths.adminAccess, heading: 'Admin access' },
  ],
  // Sign-in and sign-up are walked with their errors below; /champion/signin is sign-in under another name.
  signInForms: [paths.signIn, paths.signUp, paths.championSignIn],
  invitation: [paths.acceptInvite],
  // A shared recipe's link is walked as a visitor opens it, working and then stopped, below.
  sharedRecipe: [paths.sharedRecipe],
  // Cook mode is walked from a planned meal and from a catalogue recipe, by their Start cooking links, below.
  cooking: [paths.cookRecipe, paths.cookCatalogueRecipe],
  beforeSetup: [
    { path: paths.championSetup, heading: 'Set up your account' },
    { path: paths.setup, heading: 'Set up your account' },
  ],
  newParticipant: [
    { path: paths.dashboard, heading: 'Dashboard' },
    { path: paths.mealPlanning, heading: 'Meal Planning' },
    { path: paths.shoppingList, heading: 'Shopping list' },
    { path: paths.pantry, heading: 'Pantry' },
    { path: paths.recipeCatalog, heading: 'Recipe Catalog', query: '?tab=mine' },
  ],
  participantOther: [
    { path: paths.acceptInvitation, heading: 'Accept an invitation' },
    { path: paths.champions, heading: 'Champions' },
    { path: paths.championDashboard, heading: 'Champion Dashboard' },
  ],
  plannedParticipant: [
    { path: paths.dashboard, heading: 'Dashboard' },
    { path: paths.mealPlanning, heading: 'Meal Planning' },
    { path: paths.shoppingList, heading: 'Shopping list' },
  ],
  catalogue: [
    { path: paths.profile, heading: 'Your profile' },
    { path: paths.recipeCatalog, heading: 'Recipe Catalog' },
  ],
  championAdmin: [
    { path: paths.championDashboard, heading: 'Champion Dashboard' },
    { path: paths.champions, heading: 'Champions' },
    { path: paths.adminAccess, heading: 'Admin access' },
    { path: paths.adminStaticDashboard, heading: 'Programme statistics' },
    { path: paths.adminChampions, heading: 'Manage champions' },
  ],
};

type Walk = { path: string; heading: string; query?: string }[];

async function walk(page: Page, routes: Walk, who: string): Promise<void> {
  for (const { path, heading, query = '' } of routes) await visit(page, path + query, heading, `${path}${query}, ${who}`);
}

test.describe('every route at 360 px: no axe violations, no horizontal scroll', () => {
  test('signed out: the public pages', async ({ page }) => {
    await walk(page, walks.signedOut, 'signed out');
  });

  test('signed out: the admin pages and a page not found', async ({ page }) => {
    await walk(page, walks.signedOutAdmin, 'signed out');
    await visit(page, '/no-such-page', 'Page not found');
  });

  test('signed out: sign-in and sign-up, empty and showing errors', async ({ page }) => {
    await page.goto(paths.championSignIn);
    await expect(page).toHaveURL(paths.signIn);
    await visit(page, paths.signIn, 'Sign in');
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await audit(page, 'sign-in showing errors');

    await visit(page, paths.signUp, 'Create your account');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await audit(page, 'sign-up showing errors');
  });

  test.describe('an invitation link', () => {
    // The unknown code's lookup answers 404, which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('signed out: a real one and an unknown one', async ({ page, createUser, apiAs }) => {
      const champion = await createUser({ name: 'Ines Inviter', userType: 'champion' });
      await visit(page, await invitationPath(await apiAs(champion)), 'You have been invited');
      await expect(page.getByRole('link', { name: 'Sign up to accept' })).toBeVisible();
      await audit(page, 'an invitation, signed out');
      await visit(page, '/accept-invite/NOSUCHCODE', 'Invitation not found', 'an unknown invitation');
      await expect(page.getByText('This invitation code is not valid')).toBeVisible();
    });
  });

  test.describe('a shared recipe link', () => {
    // A link that no longer works: the recipe's read answers 404, which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('signed out: a shared recipe, and a link that no longer works', async ({ page, createUser, apiAs }) => {
      const api = await apiAs(await createUser({ name: 'Sol Sharer' }));
      const recipe = await api.post('/api/recipes', {
        data: { title: 'Shared chickpea curry', servings: 2, ingredients: ['400 g chickpeas', '1 onion'], steps: ['Fry the onion.'] },
      });
      expect(recipe.status(), await recipe.text()).toBe(201);
      const { id } = (await recipe.json()) as { id: string };
      const shared = await api.post(`/api/recipes/${id}/share`);
      expect(shared.status(), await shared.text()).toBe(201);
      await visit(page, new URL(((await shared.json()) as { url: string }).url).pathname, 'Shared chickpea curry', 'a shared recipe');
      await visit(page, '/r/NOSUCHLINK', 'This link no longer works', 'a link that no longer works');
    });
  });

  test('before setup: the setup form, empty and with its errors', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ name: 'Noor Newcomer', userType: null }));
    await walk(page, walks.beforeSetup, 'before setup');
    await page.getByLabel('Full name').fill('');
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await audit(page, 'setup showing errors');
  });

  test('a new participant: every page empty', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ name: 'Ezra Empty' }));
    await walk(page, walks.newParticipant, 'a new participant');

    // The walk ends on My recipes: the recipe editor, refusing an empty recipe.
    await page.getByRole('link', { name: 'New recipe', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'New recipe' });
    await editor.getByRole('button', { name: 'Save recipe' }).click();
    await expect(editor.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await audit(page, 'the recipe editor showing errors');
  });

  test('a participant: the champion pages, invitations, the phone menu and the account menu open', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await signInAs(await createUser({ name: 'Ezra Empty' }));
    await walk(page, walks.participantOther, 'a participant');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mainNavigation(page)).toBeVisible();
    await audit(page, 'the phone menu open');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: /Ezra/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await audit(page, 'the account menu open');
  });

  test('a participant with a planned week: the pages full', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser({ name: 'Fern Full' });
    await planSomething(await apiAs(user));
    await signInAs(user);
    await walk(page, walks.plannedParticipant, 'a planned week');

    await visit(page, paths.mealPlanning, 'Meal Planning', 'meal planning, again');
    // A phone shows today alone, and the whole week a tap away.
    const today = weekdayName(localToday());
    await page.getByRole('button', { name: `Add to ${today} lunch` }).click();
    await expect(page.getByRole('dialog', { name: new RegExp(`^Add to ${today}`) })).toBeVisible();
    await audit(page, 'the add-a-meal dialog open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Whole week' }).click();
    await expect(
      page.getByRole('group', { name: 'Monday dinner', exact: true }).getByRole('link', { name: 'Chickpea curry' }),
    ).toBeVisible();
    await audit(page, 'meal planning, the whole week');

    await page.getByRole('group', { name: 'Monday dinner', exact: true }).getByRole('link', { name: 'Start cooking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chickpea curry' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 2' })).toBeVisible();
    await audit(page, 'cook mode of a planned meal');
  });

  test('a participant: the profile, the catalogue with a recipe open and a search that finds nothing', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await signInAs(await createUser({ name: 'Cato Catalogue' }));
    await walk(page, walks.catalogue, 'a participant');
    // A phone folds the filters behind a button: judged unfolded too.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeVisible();
    await audit(page, 'the catalogue filters unfolded');

    await page.getByRole('list', { name: 'Recipes' }).getByRole('link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'a catalogue recipe open');
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('zzqqxx no such recipe');
    await expect(page.getByText('No recipes match')).toBeVisible();
    await audit(page, 'a search that finds nothing');

    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('');
    await page.getByRole('list', { name: 'Recipes' }).getByRole('link').first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'Start cooking' }).click();
    await expect(page).toHaveURL(/\/cook\/catalogue\//);
    await expect(page.getByRole('link', { name: 'Leave cook mode' })).toBeVisible();
    await audit(page, 'cook mode of a catalogue recipe');
  });

  test('a champion who is an admin: their dashboard with the invitation dialog, and the admin tools', async ({
    page,
    signInAs,
    createAdmin,
  }) => {
    const champion = await createAdmin({ name: 'Cleo Champion', userType: 'champion' });
    await signInAs(champion);
    await walk(page, walks.championAdmin, 'a champion and admin');

    await page.goto(paths.championDashboard);
    await page.getByRole('button', { name: 'Create invitation' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'the invitation dialog open');
  });
});

test('the walks cover every path of the route table', () => {
  const walked = new Set<string>([...walks.signInForms, ...walks.invitation, ...walks.cooking, ...walks.sharedRecipe]);
  for (const routes of [
    walks.signedOut,
    walks.signedOutAdmin,
    walks.beforeSetup,
    walks.newParticipant,
    walks.participantOther,
    walks.plannedParticipant,
    walks.catalogue,
    walks.championAdmin,
  ]) {
    for (const { path } of routes) walked.add(path);
  }
  expect([...walked].sort()).toEqual(Object.values(paths).sort());
});
