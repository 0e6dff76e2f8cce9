import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, test } from './fixtures.ts';
import { mainNavigation, tabTo } from './support/page-helpers.ts';

/*
 * Issue 8, part 2 and 3: what a keyboard, screen reader, phone or printer user notices beyond axe's rules:
 * focus after navigation, a visible focus ring, motion switched off on request, errors tied to their fields,
 * targets a thumb can hit in a shop, and pages that print without the app around them.
 */

const TOUCH = 44;

async function expectTappable(target: Locator, what: string): Promise<void> {
  const box = await target.boundingBox();
  expect(box, `${what} is on screen`).not.toBeNull();
  expect(box!.width, `${what} width`).toBeGreaterThanOrEqual(TOUCH);
  expect(box!.height, `${what} height`).toBeGreaterThanOrEqual(TOUCH);
}

async function planOnion(api: APIRequestContext): Promise<void> {
  const recipe = await api.post('/api/recipes', {
    data: { title: 'Onion soup', servings: 2, ingredients: ['200 g onions', '1 l stock'], steps: ['Soften the onions.', 'Add the stock.'] },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  const { id } = (await recipe.json()) as { id: string };
  const entry = await api.post('/api/meal-plan/entries', {
    data: { date: weekStartOf(localToday(), 'monday'), mealType: 'dinner', recipeId: id, servings: 2 },
  });
  expect(entry.status(), await entry.text()).toBe(201);
}

/** The focus ring as drawn: an outline or a box shadow, not "none". */
async function focusRing(target: Locator): Promise<{ outline: string; shadow: string }> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: `${style.outlineStyle} ${style.outlineWidth}`, shadow: style.boxShadow };
  });
}

test.describe('focus', () => {
  test('moves to the new page’s heading after following a navigation link', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser());
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    for (const [link, heading] of [
      ['Meal Planning', 'Meal Planning'],
      ['Recipe Catalog', 'Recipe Catalog'],
      ['Dashboard', 'Dashboard'],
    ] as const) {
      await mainNavigation(page).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    }
  });

  test('is drawn as a ring on whatever the keyboard reaches', async ({ page }) => {
    await page.goto('/signin');
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await tabTo(page, submit);
    const ring = await focusRing(submit);
    expect(ring.outline === 'none 0px' && ring.shadow === 'none', `focus ring: ${JSON.stringify(ring)}`).toBe(false);
    expect(ring.outline).toMatch(/^solid [2-9]/);

    // The same button without focus has no ring: the ring is the focus, not decoration.
    await page.keyboard.press('Shift+Tab');
    expect((await focusRing(submit)).outline).toMatch(/^none|0px$/);
  });
});

/**
 * The shopping list with its answer held back, so its loading skeleton stays on screen to be measured: the
 * skeleton's first block, and `release` to let the answer through.
 */
async function shoppingListSkeleton(page: Page): Promise<{ block: Locator; release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shopping-list**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/meal-planning/shopping-list');
  const block = page.locator('.skeleton__block').first();
  await expect(block).toBeVisible();
  return { block, release };
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('stills the loading skeleton and makes transitions instant', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser());
    const { block, release } = await shoppingListSkeleton(page);
    expect(await block.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');

    const link = page.getByRole('link', { name: 'Skip to main content' });
    const duration = await link.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    expect(duration).toBeLessThan(0.01);
    release();
  });

  test.describe('without the preference', () => {
    test.use({ reducedMotion: 'no-preference' });

    test('the skeleton shimmers (so the test above can fail)', async ({ page, createUser, signInAs }) => {
      await signInAs(await createUser());
      const { block, release } = await shoppingListSkeleton(page);
      expect(await block.evaluate((element) => getComputedStyle(element).animationName)).toBe('shimmer');
      release();
    });
  });
});

test.describe('forms announce their errors', () => {
  test('sign-up: each wrong field is marked invalid and described by its message', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    const name = page.getByLabel('Full name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/\S/);
    await expect(name).toBeFocused();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/email/i);
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the recipe editor: an empty title is invalid and says why', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser());
    await page.goto('/recipe-catalog?tab=mine');
    await page.getByRole('link', { name: 'New recipe', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'New recipe' });
    await expect(editor).toBeVisible();
    await editor.getByRole('button', { name: 'Save recipe' }).click();
    const title = editor.getByLabel('Title');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/Give the recipe a title/);
    await expect(title).toBeFocused();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('shopping-list rows and the navigation are at least 44 × 44 px to tap', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser({ name: 'Tam Thumb' });
    await planOnion(await apiAs(user));
    await signInAs(user);
    await page.goto('/meal-planning/shopping-list');
    const onions = page.getByRole('checkbox', { name: /^onions/ });
    await expect(onions).toBeVisible();
    // The whole row is the checkbox's label: tapping anywhere on it ticks the item.
    const row = page.locator('label').filter({ has: onions });
    await expectTappable(row, 'the onions row');
    const rowBox = (await row.boundingBox())!;
    const tick = page.waitForResponse((r) => r.url().includes('/api/shopping-list/items/') && r.request().method() === 'PATCH');
    await page.touchscreen.tap(rowBox.x + rowBox.width - 10, rowBox.y + rowBox.height / 2);
    await expect(onions).toBeChecked();
    await tick;

    await expectTappable(page.getByRole('button', { name: 'Open menu' }), 'the menu button');
    await expectTappable(page.getByRole('button', { name: /Tam/ }), 'the account menu button');
    await expectTappable(page.getByRole('link', { name: 'Champion Kitchen' }), 'the logo link');
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const link of await mainNavigation(page).getByRole('link').all()) {
      await expectTappable(link, `the ${await link.textContent()} link`);
    }
  });
});

test.describe('printing', () => {
  test('a recipe prints alone: its method and ingredients, no navigation, no buttons', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser());
    await page.goto('/recipe-catalog');
    await page.getByRole('list', { name: 'Recipes' }).getByRole('link').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Method' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(mainNavigation(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Catalog' })).toBeHidden();
    await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Method' })).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: /close/i })).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Save to my recipes' })).toBeHidden();
    // The whole recipe reaches the paper: the dialog is not a scrolling box that cuts it off.
    const cut = await dialog.evaluate((element) => element.scrollHeight - element.clientHeight);
    expect(cut).toBeLessThanOrEqual(1);

    await page.emulateMedia({ media: 'screen' });
    await expect(mainNavigation(page)).toBeVisible();
  });

  test('the week plan and the shopping list print without the navigation', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser();
    await planOnion(await apiAs(user));
    await signInAs(user);
    await page.emulateMedia({ media: 'print' });
    await page.goto('/meal-planning');
    await expect(page.getByText('Onion soup').first()).toBeVisible();
    await expect(mainNavigation(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.goto('/meal-planning/shopping-list');
    await expect(page.getByRole('checkbox', { name: /^onions/ })).toBeVisible();
    await expect(mainNavigation(page)).toBeHidden();
  });
});

test.describe('the recipe dialog', () => {
  // Regression: steps typed or imported with their own numbers showed them twice, once from the list and
  // once from the text ("1. 1. Soften…"), and screen readers read both.
  test('numbers each step once', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser();
    const made = await (
      await apiAs(user)
    ).post('/api/recipes', {
      data: {
        title: 'Numbered soup',
        servings: 2,
        ingredients: ['1 onion'],
        steps: ['1. Soften the onion.', 'Step 2: Add 500 ml stock.', '3) Simmer.'],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await signInAs(user);
    await page.goto(`/recipe-catalog?tab=mine&open=${id}`);
    const method = page.getByRole('dialog', { name: 'Numbered soup' }).getByRole('region', { name: 'Method' });
    await expect(method.getByRole('listitem')).toHaveText(['Soften the onion.', 'Add 500 ml stock.', 'Simmer.']);
    // The list itself numbers them.
    await expect(method.getByRole('list')).toHaveJSProperty('tagName', 'OL');
  });
});
