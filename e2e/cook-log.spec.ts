import { localToday } from '../src/shared/meal-plans.ts';
import { expect, mealSlot, newRecipe, planMeal, test, uniqueWord } from './fixtures.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';

/** Today as the page writes it in en-GB ("27 November 2026"), the day's name as the planner names its slots. */
const todayWritten = () =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${localToday()}T00:00:00Z`),
  );
const todayName = () =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${localToday()}T00:00:00Z`));

test.describe('the cook log', () => {
  // Issue 20, part 2: nothing recorded that a meal was cooked, how it went, or when a recipe was last made.
  test('I cooked this from a recipe, with 4 stars and a note: the recipe shows the rating and today as last cooked (axe on the dialog)', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const title = `Cook log soup ${uniqueWord()}`;
    const cook = await createUser({ name: 'Casey Cook' });
    const soup = await newRecipe(await apiAs(cook), { title });
    await signInAs(cook);

    await page.goto(`/recipe-catalog?tab=mine&open=${soup.id}`);
    const recipe = page.getByRole('dialog', { name: title });
    await expect(recipe.getByText('Nobody has said “I cooked this” yet.')).toBeVisible();
    await recipe.getByRole('button', { name: 'I cooked this' }).click();

    const cooked = page.getByRole('dialog', { name: `I cooked ${title}` });
    await expect(cooked.getByLabel('Day cooked')).toHaveValue(localToday());
    for (const stars of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
      await expect(cooked.getByRole('radio', { name: stars })).toBeVisible();
    await expectNoAxeViolations(page, 'the I cooked this dialog');
    await cooked.getByRole('radio', { name: '4 stars' }).check();
    await cooked.getByRole('textbox', { name: 'Note (optional)' }).fill('Needed more lemon.');
    await cooked.getByRole('button', { name: 'Save to my cook log' }).click();

    await expect(cooked).toBeHidden();
    await expect(recipe.getByText('Your rating: 4 of 5')).toBeVisible();
    await expect(recipe.getByText(`Last cooked: ${todayWritten()}`)).toBeVisible();
    await expect(recipe.getByText(`Casey Cook, ${todayWritten()}`)).toBeVisible();
    await expect(recipe.getByText('Needed more lemon.')).toBeVisible();
  });

  test('I cooked this from a plan entry: the entry shows it was cooked', async ({ page, createUser, signInAs, apiAs }) => {
    const title = `Planned pie ${uniqueWord()}`;
    const cook = await createUser({ name: 'Pat Planner' });
    const api = await apiAs(cook);
    const pie = await newRecipe(api, { title });
    await planMeal(api, { date: localToday(), mealType: 'dinner', recipeId: pie.id });
    await signInAs(cook);

    await page.goto('/meal-planning');
    const slot = mealSlot(page, `${todayName()} dinner`);
    await expect(slot.getByRole('link', { name: title })).toBeVisible();
    await expect(slot.getByText('Cooked', { exact: true })).toHaveCount(0);
    await slot.getByRole('button', { name: new RegExp(`^I cooked this: ${title}`) }).click();
    const cooked = page.getByRole('dialog', { name: `I cooked ${title}` });
    await cooked.getByRole('radio', { name: '5 stars' }).check();
    await cooked.getByRole('button', { name: 'Save to my cook log' }).click();
    await expect(cooked).toBeHidden();
    await expect(slot.getByText('Cooked', { exact: true })).toBeVisible();
  });

  test('I cooked this at the end of cook mode for a catalogue recipe: saved to My recipes first, and logged there', async ({
    page,
    createUser,
    signInAs,
    publishRecipe,
  }) => {
    const title = `Catalogue stew ${uniqueWord()}`;
    const { id } = await publishRecipe({ title, servings: 2, ingredients: ['2 carrots'], steps: ['Chop the carrots.', 'Stew them.'] });
    const cook = await createUser({ name: 'Cat Alog' });
    await signInAs(cook);

    await page.goto(`/recipe-catalog?open=${id}`);
    await page.getByRole('dialog', { name: title }).getByRole('link', { name: 'Start cooking' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 2' })).toBeVisible();
    await page.getByRole('button', { name: 'I cooked this' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” saved to My recipes` })).toBeVisible();
    const cooked = page.getByRole('dialog', { name: `I cooked ${title}` });
    await cooked.getByRole('radio', { name: '5 stars' }).check();
    await cooked.getByRole('button', { name: 'Save to my cook log' }).click();
    await expect(cooked).toBeHidden();

    await page.goto('/recipe-catalog?tab=mine');
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('dialog', { name: title }).getByText('Your rating: 5 of 5')).toBeVisible();
  });
});
