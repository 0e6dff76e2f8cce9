import type { Page } from '@playwright/test';
import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, newRecipe, planMeal, test } from './fixtures.ts';
import { printedText } from './support/page-helpers.ts';

/*
 * Issue 17 (decision 0045): a recipe is shown in the Measures the person chose in their profile, converted through
 * the density table where a volume becomes a weight; "As written" shows it as its author wrote it. The shopping list
 * writes its numbers as the person's language does.
 */

/** Chooses `measures` under Measures in the profile, as a person would, and waits until it is saved. */
async function chooseMeasures(page: Page, measures: 'Metric' | 'US customary' | 'As written'): Promise<void> {
  await page.goto('/profile');
  const select = page.getByRole('combobox', { name: 'Measures' });
  await select.selectOption({ label: measures });
  await expect(page.getByRole('status').filter({ hasText: 'Your language and measures are saved.' })).toBeVisible();
  await expect(select.getByRole('option', { name: measures, selected: true })).toBeAttached();
}

test('a recipe written in grams and cups reads in US customary, in metric, and as written', async ({
  page,
  createUser,
  signInAs,
  apiAs,
}) => {
  const me = await createUser({ name: 'Mei Measures' });
  const { id, title } = await newRecipe(await apiAs(me), {
    title: 'Oat and flour pancakes',
    // The household's size (createUser's), so the dialog shows the amounts unscaled.
    servings: 2,
    ingredients: ['250 g plain flour', '1 ½ cups milk', '2 cups rolled oats', '1 tbsp olive oil', '2 eggs'],
  });
  await signInAs(me);

  const ingredients = async () => {
    await page.goto(`/recipe-catalog?tab=mine&open=${id}`);
    const dialog = page.getByRole('dialog', { name: title });
    const list = dialog.getByRole('list').filter({ has: page.getByRole('listitem').filter({ hasText: 'eggs' }) });
    return list.getByRole('listitem');
  };

  // US customary: the grams of flour become cups (250 g of plain flour is 2 cups); cups and spoons stay.
  await chooseMeasures(page, 'US customary');
  await expect(await ingredients()).toHaveText(['2 cups plain flour', '1 ½ cups milk', '2 cups rolled oats', '1 tbsp olive oil', '2 eggs']);

  // Metric: milk is poured (360 ml), oats are weighed (2 cups are 165 g); the spoon stays a spoon, eggs are counted.
  await chooseMeasures(page, 'Metric');
  await expect(await ingredients()).toHaveText(['250 g plain flour', '360 ml milk', '165 g rolled oats', '1 tbsp olive oil', '2 eggs']);

  // As written: every line as its author wrote it.
  await chooseMeasures(page, 'As written');
  await expect(await ingredients()).toHaveText(['250 g plain flour', '1 ½ cups milk', '2 cups rolled oats', '1 tbsp olive oil', '2 eggs']);
});

test('a printed recipe has the amounts on screen: the servings chosen, in the person’s measures', async ({
  page,
  createUser,
  signInAs,
  apiAs,
}) => {
  const me = await createUser({ name: 'Pat Print' });
  const { id, title } = await newRecipe(await apiAs(me), {
    title: 'Flour and oat pancakes',
    servings: 2,
    ingredients: ['250 g plain flour', '2 eggs'],
  });
  await signInAs(me);
  await chooseMeasures(page, 'US customary');
  await page.goto(`/recipe-catalog?tab=mine&open=${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'More servings' }).click();
  await dialog.getByRole('button', { name: 'More servings' }).click();
  const ingredients = dialog.getByRole('listitem').filter({ hasText: /flour|eggs/ });
  await expect(ingredients).toHaveText(['4 cups plain flour', '4 eggs']);
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(ingredients).toHaveText(['4 cups plain flour', '4 eggs']);
  // One line on paper, drawn from the servings on screen: each number once in the page.
  const servings = dialog.getByRole('group', { name: 'Servings' });
  await expect.poll(() => printedText(servings)).toBe('Servings: 4 (serves 2 as written)');
  await expect(dialog.getByText('Serves 2 as written')).toBeVisible();
  for (const name of ['Print', 'More servings', 'Start cooking', 'I cooked this']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
  }
  await expect(page.getByRole('link', { name: 'Start cooking' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.emulateMedia({ media: 'screen' });
  // On screen the controls are back, and no brackets are added to the sentence.
  await expect(dialog.getByRole('button', { name: 'More servings' })).toBeVisible();
  await expect.poll(() => printedText(servings)).not.toContain('(');
});

test.describe('the shopping list in German', () => {
  test.use({ locale: 'de-DE' });

  test('writes amounts with a decimal comma: 1 kg and 500 g of potatoes are “1,5 kg”', async ({
    page,
    context,
    baseURL,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const me = await createUser({ name: 'Dora Deutsch' });
    const api = await apiAs(me);
    expect((await api.patch('/api/me', { data: { language: 'de' } })).status()).toBe(200);
    const monday = weekStartOf(localToday(), 'monday');
    const soup = await newRecipe(api, { title: 'Kartoffelsuppe', servings: 4, ingredients: ['1 kg Kartoffeln', '1 l Gemüsebrühe'] });
    const salad = await newRecipe(api, { title: 'Kartoffelsalat', servings: 4, ingredients: ['500 g Kartoffeln'] });
    await planMeal(api, { date: addDays(monday, 1), mealType: 'dinner', recipeId: soup.id, servings: 4 });
    await planMeal(api, { date: addDays(monday, 2), mealType: 'lunch', recipeId: salad.id, servings: 4 });
    await context.addCookies([{ name: 'ck-lang', value: 'de', url: baseURL ?? '' }]);
    await signInAs(me);

    await page.goto('/meal-planning/shopping-list');
    await expect(page.getByRole('heading', { level: 1, name: /^Einkaufsliste/ })).toBeVisible();
    // Any case: the list shows items by the name it merges them under, in lower case ("kartoffeln").
    await expect(page.getByRole('checkbox', { name: /^Kartoffeln, 1,5 kg$/i })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Gemüsebrühe, 1 l$/i })).toBeVisible();
  });
});
