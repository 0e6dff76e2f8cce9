import { localToday } from '../src/shared/meal-plans.ts';
import type { Page } from '@playwright/test';
import { expect, newRecipe, planMeal, test } from './fixtures.ts';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-helpers.ts';

const stew = {
  servings: 2,
  ingredients: ['2 onions', '400 g chopped tomatoes', '1 tbsp olive oil'],
  steps: ['Heat the olive oil and fry the onions for 5 minutes.', 'Add the tomatoes and simmer for 20 minutes.', 'Season and serve.'],
};

/**
 * Stops the page's clock (installed before it loaded, with `page.clock.install()`): from here on it moves only when the
 * test moves it, so a timer is seen counting and ending without waiting. Stopped only once the page is drawn: loading
 * a page needs its timers to run.
 */
async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

test.describe('cook mode', () => {
  test('Start cooking, move with buttons and keys, and a timer that survives a step change and a reload, then rings', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    await page.clock.install();
    const user = await createUser({ name: 'Cora Cook' });
    const { id } = await newRecipe(await apiAs(user), { title: 'Weeknight tomato stew', ...stew });
    await signInAs(user);
    await page.goto(`/recipe-catalog?tab=mine&open=${encodeURIComponent(id)}`);
    await page.getByRole('dialog', { name: 'Weeknight tomato stew' }).getByRole('link', { name: 'Start cooking' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Weeknight tomato stew' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 3' })).toBeVisible();
    await expect(page.getByText('Heat the olive oil and fry the onions for 5 minutes.')).toBeVisible();
    // The step names the onions and the oil: they are marked; the tomatoes are not.
    const ingredient = (text: string) => page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: text }) });
    await expect(ingredient('2 onions')).toContainText('in this step');
    await expect(ingredient('1 tbsp olive oil')).toContainText('in this step');
    await expect(ingredient('400 g chopped tomatoes')).not.toContainText('in this step');
    await ingredient('2 onions').getByRole('checkbox').check();
    await expect(page.getByRole('checkbox', { name: '2 onions' })).toBeChecked();
    await expectNoAxeViolations(page, 'cook mode');
    await stopClock(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3' })).toBeVisible();
    await expect(ingredient('400 g chopped tomatoes')).toContainText('in this step');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 3' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3' })).toBeVisible();

    await page.getByRole('button', { name: '20 minutes', exact: true }).click();
    const timers = page.getByRole('region', { name: 'Timers' });
    await expect(timers.getByText('Step 2: 20 minutes')).toBeVisible();
    await expect(timers.getByRole('timer')).toHaveText('20:00 left');
    await page.clock.runFor(61_000);
    await expect(timers.getByRole('timer')).toHaveText('18:59 left');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 3' })).toBeVisible();
    await expect(timers.getByRole('timer')).toHaveText('18:59 left');
    await page.clock.runFor(60_000);
    await expect(timers.getByRole('timer')).toHaveText('17:59 left');

    // The clock runs while the page loads again: a few seconds may pass.
    await page.clock.resume();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 3' })).toBeVisible();
    await expect(timers.getByText('Step 2: 20 minutes')).toBeVisible();
    await expect(timers.getByRole('timer')).toHaveText(/^17:[45]\d left$/);
    // What was ticked off is still ticked off.
    await expect(page.getByRole('checkbox', { name: '2 onions' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: '1 tbsp olive oil' })).not.toBeChecked();
    await expectNoAxeViolations(page, 'cook mode with a timer running');
    await stopClock(page);

    await page.clock.fastForward('20:00');
    await expect(page.getByRole('alert').filter({ hasText: 'Time is up: Step 2: 20 minutes' })).toBeVisible();
    // axe waits on timers of its own.
    await page.clock.resume();
    await expectNoAxeViolations(page, 'cook mode with a timer ended');
    await page.getByRole('button', { name: 'Dismiss Step 2: 20 minutes' }).click();
    await expect(timers).toHaveCount(0);

    // The last step offers Done, back to the recipe where cooking started.
    await page.getByRole('link', { name: 'Done' }).click();
    await expect(page.getByRole('dialog', { name: 'Weeknight tomato stew' })).toBeVisible();
  });

  test('a range starts at its lower end and says so; several timers run at once', async ({ page, createUser, signInAs, apiAs }) => {
    await page.clock.install();
    const user = await createUser({ name: 'Rory Range' });
    const { id } = await newRecipe(await apiAs(user), {
      title: 'Two-timer roast',
      servings: 2,
      ingredients: ['1 kg potatoes'],
      steps: ['Roast the potatoes for 40–45 minutes; boil the kettle for 2 minutes.'],
    });
    await signInAs(user);
    await page.goto(`/cook/${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 1' })).toBeVisible();
    await stopClock(page);
    const range = page.getByRole('button', { name: /^40 minutes/ });
    await expect(range).toHaveAccessibleName('40 minutes starts at the lower end of 40–45 minutes');
    await range.click();
    await page.getByRole('button', { name: '2 minutes', exact: true }).click();
    const timers = page.getByRole('region', { name: 'Timers' }).getByRole('timer');
    await expect(timers).toHaveText(['40:00 left', '2:00 left']);
    await page.clock.runFor(121_000);
    await expect(page.getByRole('alert').filter({ hasText: 'Time is up: Step 1: 2 minutes' })).toBeVisible();
    await expect(timers).toHaveText(['37:59 left']);
  });

  test('a planned meal cooks with its servings, and a catalogue recipe opens too, at 320 px', async ({
    page,
    createUser,
    signInAs,
    apiAs,
    publishRecipe,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const user = await createUser({ name: 'Pia Planner' });
    const api = await apiAs(user);
    const { id } = await newRecipe(api, { title: 'Planned tomato stew', ...stew });
    // Today: a phone shows one day of the week, today's.
    await planMeal(api, { date: localToday(), mealType: 'dinner', recipeId: id, servings: 4 });
    await signInAs(user);
    await page.goto('/meal-planning');
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Planned tomato stew', exact: true }) });
    await expect(entry.getByRole('link', { name: 'Start cooking' })).toHaveAccessibleDescription('Planned tomato stew');
    await entry.getByRole('link', { name: 'Start cooking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Planned tomato stew' })).toBeVisible();
    // Four servings of a recipe for two: twice the amounts, as the shopping list counts them.
    await expect(page.getByText('For 4 servings')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '4 onions' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '800 g chopped tomatoes' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    // A swipe towards the start of the line is the next step; back the other way.
    const step = page.getByRole('region', { name: 'Step 1 of 3' });
    const box = (await step.boundingBox())!;
    const swipe = async (fromX: number, toX: number) => {
      await page.mouse.move(box.x + fromX, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + toX, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(box.width - 20, 20);
    await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3' })).toBeVisible();
    await swipe(20, box.width - 20);
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 3' })).toBeVisible();
    await page.getByRole('link', { name: 'Leave cook mode' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meal Planning' })).toBeVisible();

    const published = await publishRecipe({ title: `Catalogue soup ${Date.now().toString(36)}`, ...stew, tags: ['dinner'] });
    await page.goto(`/recipe-catalog?open=${encodeURIComponent(published.id)}`);
    await page.getByRole('dialog', { name: published.title }).getByRole('link', { name: 'Start cooking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: published.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 3' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'cook mode of a catalogue recipe at 320 px');
  });
});
