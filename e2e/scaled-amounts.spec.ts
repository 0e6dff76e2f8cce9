import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { newRecipe, planMeal, expect, test } from './fixtures.ts';

// Regression: scaled amounts read "40000 g" and "50 tsp", and the "2 × 400 g tins" note was dropped.
test.describe('scaled amounts', () => {
  test('the recipe dialog scales to readable units and keeps the tins note', async ({ page, createUser, signInAs, publishRecipe }) => {
    const title = `Tin-counting shakshuka ${Date.now().toString(36)}`;
    const { id } = await publishRecipe({
      title,
      servings: 2,
      ingredients: ['2 x 400 g tins chopped tomatoes', '1 tsp ground cumin', '1 tbsp olive oil'],
      steps: ['Simmer, then add the eggs.'],
      tags: ['breakfast'],
      dietary: ['vegetarian'],
    });

    await signInAs(await createUser({ name: 'Pat Participant' }));
    await page.goto(`/recipe-catalog?open=${encodeURIComponent(id)}`);
    const dialog = page.getByRole('dialog', { name: title });
    const tomatoes = dialog.getByRole('listitem').filter({ hasText: 'chopped tomatoes' });
    const cumin = dialog.getByRole('listitem').filter({ hasText: 'ground cumin' });
    await expect(tomatoes).toHaveText('800 g chopped tomatoes, 2 × 400 g tins');

    const servings = dialog.getByRole('spinbutton', { name: 'Servings' });
    await servings.fill('3');
    await expect(tomatoes).toHaveText('1.2 kg chopped tomatoes, 3 × 400 g tins');
    await expect(cumin).toHaveText('1 ½ tsp ground cumin');

    await servings.fill('100');
    await expect(tomatoes).toHaveText('40 kg chopped tomatoes, 100 × 400 g tins');
    await expect(cumin).toHaveText('1 cup ground cumin');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'olive oil' })).toHaveText('3 ⅛ cups olive oil');
  });

  test('the shopping list shows merged amounts in the same readable units', async ({ page, createUser, signInAs, apiAs }) => {
    const user = await createUser({ name: 'Sol Shopper' });
    const api = await apiAs(user);
    const { id } = await newRecipe(api, { title: 'Big batch stew', servings: 3, ingredients: ['1 kg potatoes', '1 tsp ground cumin'] });
    await planMeal(api, { date: addDays(weekStartOf(localToday(), 'monday'), 1), mealType: 'dinner', recipeId: id, servings: 100 });

    await signInAs(user);
    await page.goto('/meal-planning/shopping-list');
    // 33,333 g to three figures (it read "33.33 kg"); 33 ⅓ tsp up the spoon ladder, as the recipe view shows it.
    await expect(page.getByRole('checkbox', { name: /^potatoes, 33\.3 kg$/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^ground cumin, 11 tbsp$/ })).toBeVisible();
  });
});
