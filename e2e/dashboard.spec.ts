import type { APIRequestContext, Page } from '@playwright/test';
import { localToday } from '../src/shared/meal-plans.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, expectNoHorizontalScroll, layoutShiftSoFar, watchLayoutShift } from './support/page-helpers.ts';

async function createRecipe(api: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await api.post('/api/recipes', { data: { servings: 2, steps: ['Cook it.'], ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function planToday(api: APIRequestContext, recipeId: string): Promise<void> {
  const response = await api.post('/api/meal-plan/entries', { data: { date: localToday(), mealType: 'dinner', recipeId, servings: 2 } });
  expect(response.status(), await response.text()).toBe(201);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('the dashboard', () => {
  test('a new user sees the getting started checklist, empty cards that say what to do, and no champion yet', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await signInAs(await createUser({ name: 'Nia Newcomer' }));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const checklist = region(page, 'Getting started');
    await expect(checklist.getByRole('listitem')).toHaveText([
      'To do: Save a recipe',
      'To do: Mark one to eat this week',
      'To do: Plan a meal',
      'To do: Open your shopping list',
    ]);
    await expect(checklist.getByText('0 of 4 done')).toBeVisible();

    await expect(region(page, 'Today').getByText('Nothing planned for today.')).toBeVisible();
    await expect(region(page, 'This week').getByText('No meals planned this week yet')).toBeVisible();
    await expect(region(page, 'Eat this week').getByText(/No recipes picked for this week yet/)).toBeVisible();
    await expect(region(page, 'Favourites').getByText(/No favourites yet/)).toBeVisible();
    await expect(region(page, 'Shopping list').getByText(/Nothing on your list this week yet/)).toBeVisible();
    const champion = region(page, 'Your champion');
    await expect(champion.getByText("You have not joined a champion's group yet")).toBeVisible();
    await expect(champion.getByRole('link', { name: 'Find a champion' })).toHaveAttribute('href', '/champions');

    await expectNoAxeViolations(page, 'new user');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoHorizontalScroll(page);
  });

  test('the cards stay where they are drawn when the checklist for first-time users appears', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ name: 'Sam Steady' }));
    // The week's shopping list, one of the checklist's four reads, answers only once the page has drawn its greeting:
    // as on a slow connection, where the cards could be on screen before the checklist knows what to show.
    let answerTheList = () => {};
    const greeted = new Promise<void>((resolve) => (answerTheList = resolve));
    await page.route('**/api/shopping-list?**', async (route) => {
      await greeted;
      await route.continue();
    });
    await watchLayoutShift(page);

    await page.goto('/dashboard');
    await expect(page.getByText('Hello, Sam. Here is your week at a glance.')).toBeVisible();
    answerTheList();
    await expect(region(page, 'Getting started').getByText('0 of 4 done')).toBeVisible();
    await expect(region(page, 'Shopping list').getByText(/Nothing on your list this week yet/)).toBeVisible();
    await expect(region(page, 'Your champion').getByText("You have not joined a champion's group yet")).toBeVisible();
    // Nothing the person could already see moved (the browser's own measure, as Lighthouse reads it).
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  // Issue 21 part 4: "Your weeks" comes in below the cards, once its weeks and the goals are read; nothing drawn moves.
  test('the cards stay where they are drawn when Your weeks comes in below them', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser({ name: 'Wes Weekly' });
    const api = await apiAs(user);
    await planToday(api, await createRecipe(api, { title: 'Weekly soup', ingredients: ['1 onion'] }));
    // Its weeks answer only once the cards are on screen, as on a slow connection.
    let answerTheWeeks = () => {};
    const cardsDrawn = new Promise<void>((resolve) => (answerTheWeeks = resolve));
    await page.route('**/api/me/progress', async (route) => {
      await cardsDrawn;
      await route.continue();
    });
    await watchLayoutShift(page);

    await signInAs(user);
    await page.goto('/dashboard');
    await expect(region(page, 'Today').getByRole('link', { name: 'Weekly soup' })).toBeVisible();
    await expect(region(page, 'Your weeks')).toHaveCount(0);
    answerTheWeeks();
    const weeks = region(page, 'Your weeks').getByRole('figure', { name: 'Planned, cooked and your check-ins' });
    await expect(weeks.getByRole('list', { name: 'Planned, cooked and your check-ins' }).getByRole('listitem')).toHaveCount(8);
    await weeks.scrollIntoViewIfNeeded();
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test('shows today’s planned meal, the eat-this-week recipe, favourites and shopping progress, and links to them', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const user = await createUser({ name: 'Dev Dashboard' });
    const api = await apiAs(user);
    const stew = await createRecipe(api, { title: 'Bean stew', ingredients: ['200 g onions', '1 cup milk'], eatThisWeek: true });
    await createRecipe(api, { title: 'Apple crumble', isFavorite: true });
    await planToday(api, stew);

    await signInAs(user);
    await page.goto('/dashboard');

    const today = region(page, 'Today');
    await expect(today.getByRole('listitem')).toContainText(['Dinner']);
    await expect(today.getByRole('link', { name: 'Bean stew' })).toHaveAttribute('href', `/recipe-catalog?tab=mine&open=${stew}`);
    await expect(region(page, 'This week').getByText('1 meal planned this week')).toBeVisible();
    await expect(region(page, 'Eat this week').getByRole('link', { name: 'Bean stew' })).toHaveAttribute(
      'href',
      `/recipe-catalog?tab=mine&open=${stew}`,
    );
    await expect(region(page, 'Favourites').getByRole('link', { name: 'Apple crumble' })).toBeVisible();
    await expect(region(page, 'Shopping list').getByText('0 of 2 items ticked')).toBeVisible();

    // Three of the four first steps are done; opening the list is the one left.
    const checklist = region(page, 'Getting started');
    await expect(checklist.getByRole('listitem')).toHaveText([
      'Done: Save a recipe',
      'Done: Mark one to eat this week',
      'Done: Plan a meal',
      'To do: Open your shopping list',
    ]);
    await expectNoAxeViolations(page, 'planned week');

    await checklist.getByRole('link', { name: 'Open your shopping list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^onions, 200 g$/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /^onions/ }).check();
    await expect(page.getByRole('status').filter({ hasText: '1 of 2 ticked' })).toBeVisible();

    // Every step done: the checklist is gone, and the progress shows the tick.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(region(page, 'Shopping list').getByText('1 of 2 items ticked')).toBeVisible();
    await expect(region(page, 'Today').getByRole('link', { name: 'Bean stew' })).toBeVisible();
    await expect(region(page, 'Getting started')).toHaveCount(0);

    await region(page, 'Eat this week').getByRole('link', { name: 'Bean stew' }).click();
    await expect(page.getByRole('dialog', { name: 'Bean stew' })).toBeVisible();
  });
});

test.describe('the user landing', () => {
  test('welcomes the person back with shortcuts that reflect their week', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser({ name: 'Lee Landing' });
    const api = await apiAs(user);
    const soup = await createRecipe(api, { title: 'Lentil soup', ingredients: ['200 g red lentils'] });
    await planToday(api, soup);

    await signInAs(user);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Lee' })).toBeVisible();
    const shortcuts = page.getByRole('list', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('link', { name: '1 meal planned this week' })).toHaveAttribute('href', '/meal-planning');
    await expect(shortcuts.getByRole('link', { name: 'Open your shopping list' })).toHaveAttribute(
      'href',
      /^\/meal-planning\/shopping-list\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    await expect(shortcuts.getByText('0 of 1 item ticked.')).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: 'Find a recipe' })).toHaveAttribute('href', '/recipe-catalog');
    await expect(shortcuts.getByRole('link', { name: 'Your overview' })).toHaveAttribute('href', '/dashboard');
    await expectNoAxeViolations(page, 'landing');

    await shortcuts.getByRole('link', { name: 'Open your shopping list' }).click();
    await expect(page.getByRole('checkbox', { name: /^red lentils, 200 g$/ })).toBeVisible();
  });

  test('a champion’s landing keeps to the champion dashboard', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ name: 'Cleo Champion', userType: 'champion' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Cleo' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Shortcuts' }).getByRole('link')).toHaveText(['Your champion group']);
  });
});
