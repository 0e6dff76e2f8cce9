import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, mealSlot, newRecipe, test } from './fixtures.ts';

/** This week's Monday (new users start their week on Monday). */
const monday = () => weekStartOf(localToday(), 'monday');

// The dashboard, the planner and the shopping list drew their words in British English whatever the reader's language;
// they now come from the reader's catalogue. en-US differs from en-GB in a few words, which is what this looks for.
test.describe('planning in American English', () => {
  test.use({ locale: 'en-US' });

  test('the dashboard, the planner and the shopping list use the American catalogue', async ({ page, createUser, signInAs, apiAs }) => {
    const me = await createUser({ name: 'Ulla Usher' });
    const api = await apiAs(me);
    const soup = await newRecipe(api, { title: 'Leek soup', servings: 2, ingredients: ['2 leeks', '1 l stock'] });
    const planned = await api.post('/api/meal-plan/entries', {
      data: { date: addDays(monday(), 1), mealType: 'dinner', recipeId: soup.id, servings: 2 },
    });
    expect(planned.status(), await planned.text()).toBe(201);
    await signInAs(me);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const favorites = page.getByRole('region', { name: 'Favorites', exact: true });
    await expect(favorites.getByText('No favorites yet. Mark a recipe Favorite to keep it close.')).toBeVisible();

    await page.goto('/meal-planning');
    await mealSlot(page, 'Tuesday breakfast').getByRole('button', { name: 'Add to Tuesday breakfast' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Favorites' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/meal-planning/shopping-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'checked off' })).toHaveText('0 of 2 checked off');
    await expect(page.getByRole('heading', { level: 2, name: 'Produce' })).toBeVisible();
  });
});
