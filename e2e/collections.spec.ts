import { expect, mealSlot, newRecipe, test, uniqueWord } from './fixtures.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';

// Issue 20 part 3: collections, manual and smart, and the planner picking from one (docs/decisions/0078-collections.md).
test.describe('collections', () => {
  // The second "Weeknight" is refused on purpose (409), and Chromium logs the answer.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a manual collection: made on My recipes, a recipe added from its dialog, seen in the collection after a reload', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const word = uniqueWord();
    const ana = await createUser({ name: 'Ana Collector' });
    await newRecipe(await apiAs(ana), { title: `Lentil soup ${word}` });
    await newRecipe(await apiAs(ana), { title: `Plain toast ${word}` });
    await signInAs(ana);

    await page.goto('/recipe-catalog?tab=mine');
    await page.getByRole('button', { name: 'New collection' }).click();
    const create = page.getByRole('dialog', { name: 'New collection' });
    await create.getByRole('button', { name: 'Create collection' }).click();
    await expect(create.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Give the collection a name/);
    await create.getByRole('textbox', { name: 'Name' }).fill('Weeknight');
    await create.getByRole('button', { name: 'Create collection' }).click();
    await expect(create).toBeHidden();
    // The new collection opens, empty, and says how to fill it.
    await expect(page).toHaveURL(/collection=/);
    await expect(page.getByRole('heading', { name: 'Weeknight' })).toBeVisible();
    await expect(page.getByText('Nothing in this collection yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Weeknight' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, 'an empty collection on My recipes');

    // A second collection of the same name is refused, in words.
    await page.getByRole('button', { name: 'New collection' }).click();
    const again = page.getByRole('dialog', { name: 'New collection' });
    await again.getByRole('textbox', { name: 'Name' }).fill('weeknight');
    await again.getByRole('button', { name: 'Create collection' }).click();
    await expect(again.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /You already have a collection called “weeknight”/,
    );
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'All my recipes' }).click();
    await page.getByRole('link', { name: `Lentil soup ${word}`, exact: true }).click();
    const recipe = page.getByRole('dialog', { name: `Lentil soup ${word}` });
    await recipe.getByRole('button', { name: 'Add to collection' }).click();
    await recipe.getByRole('checkbox', { name: 'Weeknight' }).check();
    await expect(recipe.getByText('Added to “Weeknight”.')).toBeVisible();
    await expectNoAxeViolations(page, "a recipe's Add to collection choices");
    await recipe.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: /^Weeknight/ }).click();
    await page.reload();
    const inCollection = page.getByRole('list', { name: 'Recipes in Weeknight' });
    await expect(inCollection.getByRole('heading')).toHaveText([`Lentil soup ${word}`]);
    await expect(page.getByRole('link', { name: /^Weeknight/ })).toContainText('1 recipe');
  });

  test('a smart collection: a catalogue search saved as one shows a matching recipe published afterwards', async ({
    page,
    createUser,
    signInAs,
    publishRecipe,
  }) => {
    const word = uniqueWord();
    const champion = await createUser({ name: 'Cam Publisher', userType: 'champion' });
    await publishRecipe({ title: `Oat porridge ${word}`, dietary: ['vegan'] }, { by: champion });
    await publishRecipe({ title: `Cheese omelette ${word}`, dietary: ['vegetarian'] }, { by: champion });
    const ben = await createUser({ name: 'Ben Smart' });
    await signInAs(ben);

    await page.goto(`/recipe-catalog?q=${word}&dietary=vegan`);
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('heading')).toHaveText([`Oat porridge ${word}`]);
    await page.getByRole('button', { name: 'Save this search as a collection' }).click();
    const save = page.getByRole('dialog', { name: 'Save this search as a collection' });
    await expectNoAxeViolations(page, 'the Save this search as a collection dialog');
    await save.getByRole('textbox', { name: 'Name' }).fill('Vegan breakfasts');
    await save.getByRole('button', { name: 'Save collection' }).click();
    await expect(save).toBeHidden();

    await publishRecipe({ title: `Tofu scramble ${word}`, dietary: ['vegan'] }, { by: champion });
    await page.getByRole('tab', { name: 'My recipes' }).click();
    await page.getByRole('link', { name: /^Vegan breakfasts/ }).click();
    // Said both on its link and over it: here, over the collection.
    await expect(
      page.getByRole('region', { name: 'Vegan breakfasts' }).getByText('From a catalogue search', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recipes in Vegan breakfasts' }).getByRole('heading')).toHaveText([
      `Oat porridge ${word}`,
      `Tofu scramble ${word}`,
    ]);
    await expectNoAxeViolations(page, 'a smart collection on My recipes');
    // Its search opens where it came from.
    await page.getByRole('link', { name: 'Open this search in All recipes' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue(word);
  });

  test("the planner's add dialog picks a recipe from a collection", async ({ page, createUser, signInAs, apiAs, publishRecipe }) => {
    const word = uniqueWord();
    const cy = await createUser({ name: 'Cy Planner' });
    const api = await apiAs(cy);
    const own = await newRecipe(api, { title: `Bean chilli ${word}` });
    const published = await publishRecipe({ title: `Green curry ${word}` });
    const collection = await (await api.post('/api/collections', { data: { name: 'Batch cooking' } })).json();
    for (const id of [own.id, published.id]) {
      expect((await api.put(`/api/collections/${collection.id}/recipes/${id}`)).status()).toBe(204);
    }
    await signInAs(cy);

    await page.goto('/meal-planning');
    await mealSlot(page, 'Monday dinner').getByRole('button', { name: 'Add to Monday dinner' }).click();
    const dialog = page.getByRole('dialog', { name: /Monday .*, dinner$/ });
    await dialog.getByRole('tab', { name: 'Collections' }).click();
    await dialog.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Batch cooking' });
    const choices = dialog.getByRole('list', { name: 'Recipes in Batch cooking' }).getByRole('button');
    await expect(choices).toHaveCount(2);
    await expectNoAxeViolations(page, "the planner's Collections tab");
    // A catalogue recipe is saved to My recipes on the way, as the search does.
    await choices.filter({ hasText: `Green curry ${word}` }).click();
    await expect(mealSlot(page, 'Monday dinner').getByRole('link', { name: `Green curry ${word}` })).toBeVisible();
  });
});
