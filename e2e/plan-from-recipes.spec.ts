import type { APIRequestContext } from '@playwright/test';
import { addDays, localToday, weekStartOf, type MealType } from '../src/shared/meal-plans.ts';
import { expect, mealSlot, newRecipe, planMeal, test, uniqueWord } from './fixtures.ts';

interface Entry {
  date: string;
  mealType: MealType;
  title: string;
  servings: number;
  recipeId: string | null;
}

async function planFrom(api: APIRequestContext, from: string): Promise<Entry[]> {
  const response = await api.get(`/api/meal-plan?from=${from}&to=${addDays(from, 61)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entries: Entry[] }).entries;
}

test.describe('planning for the household', () => {
  // Regression: a household of 2 that planned a recipe for 6 got 6 servings, and a shopping list three times too big.
  test('a recipe written for six opens, is planned and is shopped for the household of two', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const me = await createUser({ name: 'Hal Household' }); // setup gives a household of 2
    const api = await apiAs(me);
    const stew = await newRecipe(api, { title: 'Big potato stew', servings: 6, ingredients: ['600 g potatoes'], eatThisWeek: true });
    await signInAs(me);

    await page.goto(`/recipe-catalog?tab=mine&open=${stew.id}`);
    const dialog = page.getByRole('dialog', { name: 'Big potato stew' });
    await expect(dialog.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('2');
    await expect(dialog.getByText('Serves 6 as written')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'potatoes' })).toHaveText('200 g potatoes');

    // Planned from the planner's tray: the entry is for two.
    await page.goto('/meal-planning');
    await page.getByRole('list', { name: 'Eat this week recipes' }).getByRole('button', { name: 'Big potato stew' }).click();
    const add = page.getByRole('dialog', { name: 'Add Big potato stew to your plan' });
    await add.getByLabel('Day').selectOption(weekStartOf(localToday(), 'monday'));
    await add.getByRole('button', { name: 'Add to plan' }).click();
    await expect(mealSlot(page, 'Monday dinner').getByRole('spinbutton', { name: 'Servings for Big potato stew' })).toHaveValue('2');
    await page.reload();
    await expect(mealSlot(page, 'Monday dinner').getByRole('spinbutton', { name: 'Servings for Big potato stew' })).toHaveValue('2');

    await page.getByRole('link', { name: 'Shopping list' }).click();
    await expect(page.getByRole('checkbox', { name: /^potatoes, 200 g$/ })).toBeVisible();
  });
});

test.describe('planning from a recipe’s dialog', () => {
  // Regression: "Add to meal plan" left the catalogue (search and filters lost), saved a copy without a word and
  // offered only this week's days, past ones included.
  test('plans a catalogue recipe on the next free day or any other, says a copy was saved, and stays put', async ({
    page,
    publishRecipe,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const word = uniqueWord();
    const title = `Barley and bean bowl ${word}`;
    await publishRecipe({ title, servings: 4, ingredients: ['100 g barley'], steps: ['Simmer.'], dietary: ['vegan'] });
    const me = await createUser({ name: 'Pat Planner' });
    const api = await apiAs(me);
    const today = localToday();
    // Dinner is taken today and tomorrow; lunch is free today.
    await planMeal(api, { date: today, mealType: 'dinner', text: 'Soup' });
    await planMeal(api, { date: addDays(today, 1), mealType: 'dinner', text: 'Leftovers' });
    await signInAs(me);

    await page.goto('/recipe-catalog');
    await page.getByRole('checkbox', { name: 'Vegan' }).check();
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill(`barley ${word}`);
    const results = page.getByRole('list', { name: 'Recipes' });
    await expect(results.getByRole('article')).toHaveCount(1);
    await results.getByRole('link', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const where = page.url();
    expect(where).toMatch(/dietary=vegan/);

    await dialog.getByRole('button', { name: 'Add to meal plan' }).click();
    const form = dialog.getByRole('form', { name: `Add “${title}” to your meal plan` });
    const day = form.getByLabel('Day');
    await expect(day).toBeFocused();
    await expect(day).toHaveValue(addDays(today, 2));
    await expect(form.getByText('The next day with no dinner planned')).toBeVisible();
    // The default follows the meal: lunch is free today.
    await form.getByLabel('Meal').selectOption({ label: 'Lunch' });
    await expect(day).toHaveValue(today);
    await form.getByLabel('Meal').selectOption({ label: 'Dinner' });
    await expect(day).toHaveValue(addDays(today, 2));
    await form.getByRole('button', { name: 'Add to plan' }).click();

    await expect(dialog.getByRole('status').filter({ hasText: 'A copy was saved to My recipes' })).toBeVisible();
    await expect(dialog.getByRole('status').filter({ hasText: `Added “${title}”` })).toContainText('for 2 servings');
    await expect(dialog.getByRole('button', { name: 'Open in My recipes' })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(dialog.getByText('In your recipes')).toBeVisible();
    await expect(page).toHaveURL(where);

    // Any day at all, weeks ahead, the second time without another copy.
    await dialog.getByRole('button', { name: 'Add to meal plan' }).click();
    const farAhead = addDays(today, 40);
    await form.getByLabel('Day').fill(farAhead);
    await form.getByRole('button', { name: 'Add to plan' }).click();
    await expect(form).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'See the plan' })).toBeVisible();
    await expect(page).toHaveURL(where);

    // The list behind the dialog kept its search and filter.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue(`barley ${word}`);
    await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();

    const copies = ((await (await api.get('/api/recipes')).json()) as { id: string; title: string }[]).filter((r) => r.title === title);
    expect(copies).toHaveLength(1);
    const plan = (await planFrom(api, today)).filter((entry) => entry.title === title);
    expect(plan.map(({ date, mealType, servings, recipeId }) => ({ date, mealType, servings, recipeId }))).toEqual([
      { date: addDays(today, 2), mealType: 'dinner', servings: 2, recipeId: copies[0]?.id },
      { date: farAhead, mealType: 'dinner', servings: 2, recipeId: copies[0]?.id },
    ]);
  });

  test('asks for a day when the date is cleared, and plans nothing', async ({ page, createUser, signInAs, apiAs }) => {
    const me = await createUser();
    const api = await apiAs(me);
    const dal = await newRecipe(api, { title: 'Red lentil dal', servings: 4 });
    await signInAs(me);
    await page.goto(`/recipe-catalog?tab=mine&open=${dal.id}`);
    const dialog = page.getByRole('dialog', { name: 'Red lentil dal' });
    await dialog.getByRole('button', { name: 'Add to meal plan' }).click();
    const form = dialog.getByRole('form', { name: 'Add “Red lentil dal” to your meal plan' });
    await expect(form.getByLabel('Day')).toHaveValue(localToday());
    await form.getByLabel('Day').fill('');
    await form.getByRole('button', { name: 'Add to plan' }).click();
    await expect(form.getByText('Choose the day to plan it for.')).toBeVisible();
    expect(await planFrom(api, localToday())).toEqual([]);
  });
});

test.describe('servings outside the rule', () => {
  // Regression: servings of 0, -5, 1000 or 2.5 went back without a word, and the recipe dialog cut 1000 to 100.
  test('a planned meal keeps what was typed beside the rule, saves nothing, and Escape puts it back', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const me = await createUser();
    const api = await apiAs(me);
    const dal = await newRecipe(api, { title: 'Red lentil dal', servings: 4 });
    await planMeal(api, { date: weekStartOf(localToday(), 'monday'), mealType: 'dinner', recipeId: dal.id });
    await signInAs(me);
    await page.goto('/meal-planning');

    const servings = mealSlot(page, 'Monday dinner').getByRole('spinbutton', { name: 'Servings for Red lentil dal' });
    await expect(servings).toHaveValue('2');
    for (const typed of ['0', '-5', '1000', '2.5']) {
      await servings.fill(typed);
      await servings.press('Enter');
      await expect(servings).toHaveValue(typed);
      await expect(servings).toHaveAccessibleDescription('Not saved. Servings are a whole number from 1 to 100; this meal is still for 2.');
    }
    await servings.press('Escape');
    await expect(servings).toHaveValue('2');
    await expect(mealSlot(page, 'Monday dinner').getByText('Not saved.')).toHaveCount(0);
    await page.reload();
    await expect(servings).toHaveValue('2');

    await servings.fill('3');
    await servings.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Red lentil dal now serves 3' })).toBeVisible();
  });

  test('the recipe dialog does not cut 1000 to 100: it says what is allowed and keeps the quantities', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const me = await createUser();
    const dal = await newRecipe(await apiAs(me), { title: 'Red lentil dal', servings: 4, ingredients: ['400 g red lentils'] });
    await signInAs(me);
    await page.goto(`/recipe-catalog?tab=mine&open=${dal.id}`);
    const dialog = page.getByRole('dialog', { name: 'Red lentil dal' });
    const servings = dialog.getByRole('spinbutton', { name: 'Servings' });
    await expect(servings).toHaveValue('2');
    await servings.fill('1000');
    await expect(servings).toHaveValue('1000');
    await expect(dialog.getByText('Servings are a whole number from 1 to 100; the quantities are still for 2.')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'red lentils' })).toHaveText('200 g red lentils');
    await servings.fill('3');
    await expect(dialog.getByText(/Servings are a whole number/)).toHaveCount(0);
    await expect(dialog.getByRole('listitem').filter({ hasText: 'red lentils' })).toHaveText('300 g red lentils');
  });
});
