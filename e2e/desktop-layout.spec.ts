import type { Locator, Page } from '@playwright/test';
import { localToday } from '../src/shared/meal-plans.ts';
import { expect, test } from './fixtures.ts';
import { expectNoHorizontalScroll } from './support/page-helpers.ts';

async function leftOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return Math.round(box?.x ?? 0);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

// Regression: on a desktop the shopping list and the profile sat in one narrow column, with half the screen empty.
test.describe('desktop pages use the width', () => {
  for (const { width, columns } of [
    { width: 1280, columns: 2 },
    { width: 800, columns: 1 },
  ]) {
    test(`at ${width} px the profile has ${columns} column(s)`, async ({ page, createUser, signInAs }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(await createUser({ userType: 'regular' }));
      await page.goto('/profile');
      await expect(heading(page, 'Your details')).toBeVisible();
      const lefts = new Set(
        await Promise.all(
          ['Your details', 'Signing in', 'Your champion', 'Your data', 'Delete account'].map((name) => leftOf(heading(page, name))),
        ),
      );
      expect(lefts.size).toBe(columns);
      await expectNoHorizontalScroll(page);
    });

    test(`at ${width} px the shopping list's aisles sit in ${columns} column(s)`, async ({ page, createUser, signInAs, apiAs }) => {
      await page.setViewportSize({ width, height: 900 });
      const user = await createUser({ userType: 'regular' });
      const api = await apiAs(user);
      const created = await api.post('/api/recipes', {
        data: {
          title: 'Market stew',
          servings: 2,
          ingredients: ['2 onions', '400 g tinned tomatoes', '200 g red lentils', '1 tsp cumin'],
          steps: ['Cook.'],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const planned = await api.post('/api/meal-plan/entries', {
        data: { date: localToday(), mealType: 'dinner', recipeId: id, servings: 2 },
      });
      expect(planned.status(), await planned.text()).toBe(201);

      await signInAs(user);
      await page.goto('/meal-planning/shopping-list');
      await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
      const aisles = page
        .getByRole('region')
        .filter({ has: page.getByRole('checkbox') })
        .getByRole('heading', { level: 2 });
      await expect(aisles.first()).toBeVisible();
      expect(await aisles.count()).toBeGreaterThan(2);
      const lefts = new Set(await Promise.all((await aisles.all()).map(leftOf)));
      expect(lefts.size).toBe(columns);
      await expectNoHorizontalScroll(page);
    });
  }
});
