import type { Page } from '@playwright/test';
import { localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, newRecipe, planMeal, posted, test, uniqueWord } from './fixtures.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';

/** Items no other test's recipes use, so What can I make? lists this test's recipes alone. */
const itemsOf = (word: string) => ({ quince: `${word} quince`, sorrel: `${word} sorrel`, yuzu: `${word} yuzu`, kale: `${word} kale` });

async function addToPantry(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Add to pantry' }).fill(text);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Add to pantry' })).toHaveValue('');
}

test.describe('the pantry', () => {
  test('items added with Add to pantry rank What can I make? by how much of each recipe they cover, with what is missing', async ({
    page,
    createUser,
    signInAs,
    apiAs,
    publishRecipe,
  }) => {
    const word = uniqueWord();
    const item = itemsOf(word);
    const user = await createUser({ name: 'Pat Pantry' });
    // Salt and water are staples: they count neither for nor against a recipe.
    await publishRecipe({ title: `Half ${word}`, servings: 2, ingredients: [`2 ${item.quince}s`, `1 ${item.yuzu}`], steps: ['Cook.'] });
    await publishRecipe({
      title: `Third ${word}`,
      servings: 2,
      ingredients: [item.sorrel, item.yuzu, item.kale, 'salt'],
      steps: ['Cook.'],
    });
    await newRecipe(await apiAs(user), {
      title: `Whole ${word}`,
      servings: 2,
      ingredients: [item.quince, `a bunch of ${item.sorrel}`, 'salt', '1 l water'],
    });

    await signInAs(user);
    await page.goto('/meal-planning');
    await page.getByRole('link', { name: 'Pantry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry' })).toBeVisible();
    await expect(page.getByText('Your pantry is empty.', { exact: false })).toBeVisible();

    await addToPantry(page, `3 ${item.quince}s`);
    await addToPantry(page, item.sorrel);
    const pantry = page.getByRole('list', { name: 'In your pantry' });
    await expect(pantry.getByRole('listitem')).toHaveCount(2);
    await expect(pantry.getByRole('listitem').filter({ hasText: `${item.quince}s` })).toContainText('3');

    const suggestions = page.getByRole('list', { name: 'What can I make?' }).getByRole('listitem');
    await expect(suggestions.getByRole('heading')).toHaveText([`Whole ${word}`, `Half ${word}`, `Third ${word}`]);
    await expect(suggestions.nth(0)).toContainText('You have 2 of its 2 ingredients');
    await expect(suggestions.nth(0)).toContainText('You have everything it needs');
    await expect(suggestions.nth(1)).toContainText('You have 1 of its 2 ingredients');
    await expect(suggestions.nth(1)).toContainText(`Missing: ${item.yuzu}`);
    await expect(suggestions.nth(2)).toContainText(`Missing: ${item.yuzu} and ${item.kale}`);

    // A suggestion opens its recipe, to read it or plan it.
    await suggestions.getByRole('link', { name: `Whole ${word}` }).click();
    await expect(page.getByRole('dialog', { name: `Whole ${word}` })).toBeVisible();
  });

  test('an item near its best-before date is marked in words, and recipes using it come first among equals', async ({
    page,
    createUser,
    signInAs,
    apiAs,
    publishRecipe,
  }) => {
    const word = uniqueWord();
    const item = itemsOf(word);
    const user = await createUser({ name: 'Bea Before' });
    const api = await apiAs(user);
    await posted(api, '/api/pantry', { text: item.sorrel });
    await posted(api, '/api/pantry', { text: item.quince, bestBefore: localToday() });
    await publishRecipe({ title: `A sorrel ${word}`, servings: 2, ingredients: [item.sorrel, item.kale], steps: ['Cook.'] });
    await publishRecipe({ title: `B quince ${word}`, servings: 2, ingredients: [item.quince, item.kale], steps: ['Cook.'] });

    await signInAs(user);
    await page.goto('/pantry');
    const quince = page.getByRole('list', { name: 'In your pantry' }).getByRole('listitem').first();
    await expect(quince).toContainText(item.quince);
    await expect(quince).toContainText('Use soon');
    const suggestions = page.getByRole('list', { name: 'What can I make?' }).getByRole('listitem');
    await expect(suggestions.getByRole('heading')).toHaveText([`B quince ${word}`, `A sorrel ${word}`]);
    await expect(suggestions.nth(0)).toContainText(`Uses ${item.quince}, to use soon`);
    await expectNoAxeViolations(page, '/pantry');
  });

  test('the shopping list leaves out what the pantry has, and a ticked item goes into the pantry', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const word = uniqueWord();
    const item = itemsOf(word);
    const user = await createUser({ name: 'Lee Leaveout' });
    const api = await apiAs(user);
    const recipe = await newRecipe(api, { title: `Planned ${word}`, servings: 2, ingredients: [`2 ${item.quince}s`, `1 ${item.yuzu}`] });
    await planMeal(api, { date: weekStartOf(localToday(), 'monday'), mealType: 'dinner', recipeId: recipe.id });
    await posted(api, '/api/pantry', { text: item.quince });

    await signInAs(user);
    await page.goto('/meal-planning/shopping-list');
    const quinces = page.getByRole('checkbox', { name: new RegExp(`^${item.quince}s`) });
    const yuzu = page.getByRole('checkbox', { name: new RegExp(`^${item.yuzu}`) });
    await expect(quinces).toBeVisible();
    await expect(yuzu).toBeVisible();

    await page.getByRole('switch', { name: 'Leave out what the pantry has' }).check();
    await expect(quinces).toBeHidden();
    await expect(yuzu).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'left out' })).toHaveText('1 item left out: the pantry has it.');

    await yuzu.check();
    await page.getByRole('button', { name: `Add ${item.yuzu} to pantry` }).click();
    await expect(page.getByText(`Added ${item.yuzu} to the pantry.`)).toBeVisible();
    // Now the pantry has it too, so the list (which still leaves out what the pantry has) has nothing left.
    await expect(yuzu).toBeHidden();

    await page.getByRole('link', { name: 'Pantry' }).click();
    await expect(page.getByRole('list', { name: 'In your pantry' }).getByRole('listitem')).toHaveCount(2);
  });
});
