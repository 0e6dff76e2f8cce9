import { addDays, localToday } from '../src/shared/meal-plans.ts';
import { expect, mealSlot, newRecipe, test, uniqueWord } from './fixtures.ts';
import { joinHousehold } from './support/database.ts';

interface Entry {
  title: string;
  recipeId: string | null;
}

test.describe("the household's recipes", () => {
  // Issue 18: each member's recipes stayed out of the others' reach, so a household could not plan from them.
  test("Sam's recipe shows under Household on Alex's My recipes and Alex plans it; Sam's private recipe does not show", async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const word = uniqueWord();
    const sam = await createUser({ name: 'Sam Cook' });
    const alex = await createUser({ name: 'Alex Shopper' });
    joinHousehold(alex.email, sam.email);
    const soupTitle = `Sam’s lentil soup ${word}`;
    const secretTitle = `Sam’s secret stew ${word}`;
    const soup = await newRecipe(await apiAs(sam), { title: soupTitle, servings: 2, ingredients: ['200 g red lentils'] });
    await newRecipe(await apiAs(sam), { title: secretTitle, private: true });
    await signInAs(alex);

    await page.goto('/recipe-catalog?tab=mine');
    await page.getByRole('radio', { name: 'Household' }).check();
    await expect(page).toHaveURL(/filter=household/);
    const list = page.getByRole('list', { name: 'My recipes' });
    const card = list.getByRole('article', { name: soupTitle });
    await expect(card).toBeVisible();
    await expect(card.getByText('From Sam Cook')).toBeVisible();
    // Only Sam changes it: no marks, Edit or Delete on Alex's side.
    await expect(card.getByRole('button', { name: 'Favourite' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: `Edit ${soupTitle}` })).toHaveCount(0);
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(page.getByText(secretTitle)).toHaveCount(0);

    // Opened, it is read-only, and Alex plans it.
    await card.getByRole('link', { name: soupTitle }).click();
    const dialog = page.getByRole('dialog', { name: soupTitle });
    await expect(dialog.getByText(/^This is Sam Cook’s recipe: you can plan it, and only Sam Cook can change it\.$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add to meal plan' }).click();
    const form = dialog.getByRole('form', { name: `Add “${soupTitle}” to your meal plan` });
    await form.getByRole('button', { name: 'Add to plan' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: `Added “${soupTitle}”` })).toBeVisible();
    await expect(dialog.getByText('A copy was saved to My recipes')).toHaveCount(0);

    const today = localToday();
    const plan = (await (await (await apiAs(alex)).get(`/api/meal-plan?from=${today}&to=${addDays(today, 6)}`)).json()) as {
      entries: Entry[];
    };
    expect(plan.entries.map((entry) => [entry.title, entry.recipeId])).toEqual([[soupTitle, soup.id]]);

    // The planner's search finds it among the household's recipes, and never the private one.
    await page.goto('/meal-planning');
    await mealSlot(page, 'Sunday snack').getByRole('button', { name: 'Add to Sunday snack' }).click();
    const add = page.getByRole('dialog', { name: /Sunday .*, snack$/ });
    await add.getByRole('tab', { name: 'Search' }).click();
    await add.getByRole('searchbox', { name: 'Search recipes' }).fill(word);
    const fromHousehold = add.getByRole('list', { name: 'From your household' });
    await expect(fromHousehold.getByRole('button', { name: soupTitle })).toBeVisible();
    await expect(add.getByText(secretTitle)).toHaveCount(0);
    await fromHousehold.getByRole('button', { name: soupTitle }).click();
    await expect(add).toBeHidden();
    await expect(mealSlot(page, 'Sunday snack').getByRole('link', { name: soupTitle })).toBeVisible();
  });
});
