import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, newRecipe, planMeal, test } from './fixtures.ts';

// Lines the parser once misread (docs/decisions/0069): a British dual unit, an amount written after the item and
// preparation words before it. Read right, each merges on the shopping list with the same item written plainly.
test('the shopping list adds up dual units, amounts after the item and prepared items with the same items written plainly', async ({
  page,
  createUser,
  signInAs,
  apiAs,
}) => {
  const user = await createUser({ name: 'Pip Parser' });
  const api = await apiAs(user);
  const monday = weekStartOf(localToday(), 'monday');
  const stew = await newRecipe(api, {
    title: 'Squid stew',
    servings: 2,
    ingredients: ['500g/1lb 2oz squid', 'Lemon juice, 3 tablespoons', '2 cups peeled and cubed sweet potato'],
  });
  const salad = await newRecipe(api, {
    title: 'Squid salad',
    servings: 2,
    ingredients: ['100 g squid', '1 tbsp lemon juice', '1 cup sweet potato'],
  });
  await planMeal(api, { date: monday, mealType: 'dinner', recipeId: stew.id, servings: 2 });
  await planMeal(api, { date: addDays(monday, 1), mealType: 'dinner', recipeId: salad.id, servings: 2 });

  await signInAs(user);
  await page.goto('/meal-planning/shopping-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^squid, 600 g$/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^lemon juice, 4 tbsp$/i })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^sweet potato, 3 cups$/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /ticked$/ })).toHaveText('0 of 3 ticked');
});
