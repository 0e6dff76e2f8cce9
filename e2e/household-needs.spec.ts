import type { APIRequestContext, Page } from '@playwright/test';
import { expect, mealSlot, test, uniqueWord } from './fixtures.ts';
import { joinHousehold } from './support/database.ts';

const setNeeds = async (api: APIRequestContext, dietaryNeeds: string[]) => {
  const res = await api.patch('/api/me', { data: { dietaryNeeds } });
  expect(res.status(), await res.text()).toBe(200);
};

const resultTitles = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('heading');

// Issue 18: the members' dietary needs combine, and the catalogue and the planner can keep to recipes that suit all.
test.describe('recipes that suit everyone at home', () => {
  test('two members, one vegetarian and one gluten-free: the catalogue and the planner narrow to recipes that suit both', async ({
    page,
    createUser,
    signInAs,
    apiAs,
    publishRecipe,
  }) => {
    const word = uniqueWord();
    const champion = await createUser({ name: 'Cam Champion', userType: 'champion' });
    const recipe = (title: string, dietary: string[]) =>
      publishRecipe({ title: `${title} ${word}`, dietary, ingredients: ['100 g rice'] }, { by: champion });
    await recipe('Halloumi bowl', ['vegetarian', 'gluten-free', 'nut-free']);
    await recipe('Chickpea bowl', ['vegan', 'gluten-free', 'dairy-free']);
    await recipe('Couscous bowl', ['vegetarian']);
    await recipe('Salmon bowl', ['gluten-free']);

    const ana = await createUser({ name: 'Ana Veg' });
    const ben = await createUser({ name: 'Ben Gluten' });
    joinHousehold(ben.email, ana.email);
    await setNeeds(await apiAs(ana), ['vegetarian']);
    await setNeeds(await apiAs(ben), ['gluten-free']);
    await signInAs(ana);

    await page.goto(`/recipe-catalog?q=${word}&sort=title`);
    await expect(resultTitles(page)).toHaveText([
      `Chickpea bowl ${word}`,
      `Couscous bowl ${word}`,
      `Halloumi bowl ${word}`,
      `Salmon bowl ${word}`,
    ]);
    await page.getByRole('checkbox', { name: 'Suits everyone at home' }).check();
    await expect(page).toHaveURL(/suits=household/);
    await expect(page.getByText('Only recipes that suit everyone at home: Vegetarian and Gluten-free.')).toBeVisible();
    await expect(resultTitles(page)).toHaveText([`Chickpea bowl ${word}`, `Halloumi bowl ${word}`]);
    // Kept in the address like the other filters.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Suits everyone at home' })).toBeChecked();
    await expect(resultTitles(page)).toHaveText([`Chickpea bowl ${word}`, `Halloumi bowl ${word}`]);

    // The planner's search offers the same choice for its catalogue results.
    await page.goto('/meal-planning');
    await mealSlot(page, 'Monday dinner').getByRole('button', { name: 'Add to Monday dinner' }).click();
    const dialog = page.getByRole('dialog', { name: /Monday .*, dinner$/ });
    await dialog.getByRole('tab', { name: 'Search' }).click();
    await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill(word);
    const fromCatalogue = dialog.getByRole('list', { name: 'From the catalogue' }).getByRole('button');
    await expect(fromCatalogue).toHaveCount(4);
    await dialog.getByRole('checkbox', { name: 'Suits everyone at home' }).check();
    await expect(dialog.getByText('Only recipes that suit everyone at home: Vegetarian and Gluten-free.')).toBeVisible();
    await expect(fromCatalogue).toHaveCount(2);
    await expect(fromCatalogue.filter({ hasText: `Halloumi bowl ${word}` })).toBeVisible();
    await expect(fromCatalogue.filter({ hasText: `Chickpea bowl ${word}` })).toBeVisible();
    await fromCatalogue.filter({ hasText: `Halloumi bowl ${word}` }).click();
    await expect(mealSlot(page, 'Monday dinner').getByRole('link', { name: `Halloumi bowl ${word}` })).toBeVisible();
  });

  test('is offered to a household of several, or to someone alone with needs; says so when nobody has any', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const cy = await createUser({ name: 'Cy Alone' });
    await signInAs(cy);
    await page.goto('/recipe-catalog');
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Suits everyone at home' })).toHaveCount(0);

    // Alone, with a need of their own.
    await setNeeds(await apiAs(cy), ['vegan']);
    await page.reload();
    await page.getByRole('checkbox', { name: 'Suits everyone at home' }).check();
    await expect(page.getByText('Only recipes that suit everyone at home: Vegan.')).toBeVisible();

    // With someone else at home and no needs at all: nothing is left out, and the page says so.
    await setNeeds(await apiAs(cy), []);
    const dee = await createUser({ name: 'Dee Home' });
    joinHousehold(dee.email, cy.email);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Suits everyone at home' })).toBeChecked();
    await expect(
      page.getByText('Nobody at home has dietary needs in their profile, so no recipe is left out.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('article').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Suits everyone at home' }).uncheck();
    await expect(page).not.toHaveURL(/suits=household/);
    // Still offered when off: there are two at home.
    await expect(page.getByRole('checkbox', { name: 'Suits everyone at home' })).not.toBeChecked();
  });
});
