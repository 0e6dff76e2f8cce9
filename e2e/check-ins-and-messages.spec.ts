import { expect, joinGroup, posted, test, uniqueWord } from './fixtures.ts';
import { expectNoAxeViolations } from './support/page-helpers.ts';

test.describe('weekly check-ins and the champion’s messages', () => {
  test('a participant’s weekly check-in note reaches their champion, with the group’s average', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const champion = await createUser({ name: 'Cora Champion', userType: 'champion' });
    const participant = await createUser({ name: 'Pia Member' });
    await joinGroup(await apiAs(champion), await apiAs(participant));

    await signInAs(participant);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Weekly check-in' });
    await expect(card.getByRole('group', { name: 'How did your week go?' })).toBeVisible();
    const note = card.getByRole('textbox', { name: 'Note to Cora Champion (optional)' });
    await expect(note).toHaveAccessibleDescription(/Only Cora Champion, your champion, reads this note\./);
    await card.getByRole('button', { name: 'Send check-in' }).click();
    await expect(card.getByText('Choose how your week went, from 1 to 5, then send your check-in')).toBeVisible();

    await card.getByRole('radio', { name: '4 – Good' }).check();
    await note.fill('The lentil soup was a hit. Thursdays are hard.');
    await card.getByRole('button', { name: 'Send check-in' }).click();
    await expect(card.getByText('This week you answered: 4 – Good')).toBeVisible();
    await expect(card.getByText('Your note: The lentil soup was a hit. Thursdays are hard.')).toBeVisible();
    // The toast can come in after the card has changed: the page is judged once it is there (and has faded in).
    await expect(page.getByText('Check-in sent to Cora Champion')).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard with a weekly check-in answered');

    await card.getByRole('button', { name: 'Change my check-in' }).click();
    await expect(card.getByRole('radio', { name: '4 – Good' })).toBeChecked();
    await card.getByRole('radio', { name: '5 – Great' }).check();
    await card.getByRole('button', { name: 'Save changes' }).click();
    await expect(card.getByText('This week you answered: 5 – Great')).toBeVisible();
    await expect(card.getByText('Your note: The lentil soup was a hit. Thursdays are hard.')).toBeVisible();

    await signInAs(champion);
    await page.goto('/champion/dashboard');
    const section = page.getByRole('region', { name: 'Weekly check-ins' });
    const notes = section.getByRole('list', { name: 'Notes to you' });
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes.getByText('Pia Member')).toBeVisible();
    await expect(notes.getByText('The lentil soup was a hit. Thursdays are hard.')).toBeVisible();
    const weeks = section.getByRole('table', { name: /How your group’s weeks went/ });
    // Newest week first: this week's one answer, 5.
    await expect(weeks.getByRole('row').nth(1).getByRole('cell')).toHaveText(['5 out of 5', '1']);
    await expectNoAxeViolations(page, 'champion dashboard with check-ins');
  });

  test('an announcement with a recipe reaches a participant’s dashboard, who is told of it and reacts; the champion sees the count', async ({
    page,
    createUser,
    signInAs,
    apiAs,
    publishRecipe,
  }) => {
    const champion = await createUser({ name: 'Cora Champion', userType: 'champion' });
    const participant = await createUser({ name: 'Pia Member' });
    await joinGroup(await apiAs(champion), await apiAs(participant));
    const word = uniqueWord();
    const recipe = await publishRecipe(
      { title: `Chickpea stew ${word}`, servings: 2, ingredients: ['400 g chickpeas'], steps: ['Simmer.'] },
      { by: champion },
    );

    await signInAs(champion);
    await page.goto('/champion/dashboard');
    const section = page.getByRole('region', { name: 'Messages to your group' });
    await section.getByRole('textbox', { name: 'Message' }).fill('Stew week! Tell me how it goes.');
    await section.getByRole('searchbox', { name: 'Recommend a recipe with it (optional)' }).fill(word);
    await section.getByRole('button', { name: `Choose ${recipe.title}` }).click();
    await expect(section.getByText(`Recipe: ${recipe.title}`)).toBeVisible();
    await section.getByRole('button', { name: 'Post a message' }).click();
    const postedList = section.getByRole('list', { name: 'Messages you posted' });
    await expect(postedList.getByText('Stew week! Tell me how it goes.')).toBeVisible();
    await expect(section.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expectNoAxeViolations(page, 'champion dashboard with a message posted');

    // Elsewhere in the app, the navigation says a message is new.
    await signInAs(participant);
    await page.goto('/meal-planning');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('1 new message from your champion')).toBeAttached();
    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();

    const card = page.getByRole('region', { name: 'Messages from your champion' });
    const messages = card.getByRole('list', { name: 'Messages from Cora Champion' });
    await expect(messages.getByText('Stew week! Tell me how it goes.')).toBeVisible();
    await expect(messages.getByText('New', { exact: true })).toBeVisible();
    // Opened: the navigation's count goes.
    await expect(nav.getByText('1 new message from your champion')).toHaveCount(0);

    const thumbsUp = messages.getByRole('button', { name: 'Thumbs up: 0 people' });
    await expect(thumbsUp).toHaveAttribute('aria-pressed', 'false');
    await thumbsUp.click();
    const given = messages.getByRole('button', { name: 'Thumbs up: 1 person' });
    await expect(given).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, 'dashboard with a message from the champion');

    await messages.getByRole('link', { name: recipe.title }).click();
    await expect(page.getByRole('dialog', { name: recipe.title })).toBeVisible();

    await signInAs(champion);
    await page.goto('/champion/dashboard');
    await expect(
      page.getByRole('region', { name: 'Messages to your group' }).getByRole('img', { name: 'Thumbs up: 1 person' }),
    ).toBeVisible();
  });
  test('a champion’s message recommends a collection; a participant opens it from their dashboard and sees its catalogue recipes', async ({
    page,
    createUser,
    signInAs,
    apiAs,
    publishRecipe,
  }) => {
    const champion = await createUser({ name: 'Cora Champion', userType: 'champion' });
    const participant = await createUser({ name: 'Pia Member' });
    const championApi = await apiAs(champion);
    await joinGroup(championApi, await apiAs(participant));
    const word = uniqueWord();
    const dal = await publishRecipe(
      { title: `Quick dal ${word}`, servings: 2, ingredients: ['200 g lentils'], steps: ['Simmer.'] },
      { by: champion },
    );
    const bake = await publishRecipe(
      { title: `Tray bake ${word}`, servings: 4, ingredients: ['1 squash'], steps: ['Roast.'] },
      { by: champion },
    );
    const secret = await posted<{ id: string }>(championApi, '/api/recipes', { title: `Cora’s secret stew ${word}`, private: true });
    const collection = await posted<{ id: string }>(championApi, '/api/collections', { name: `Weeknight ${word}` });
    for (const id of [dal.id, secret.id, bake.id]) {
      const res = await championApi.put(`/api/collections/${collection.id}/recipes/${id}`);
      expect(res.status()).toBe(204);
    }

    await signInAs(champion);
    await page.goto('/champion/dashboard');
    const section = page.getByRole('region', { name: 'Messages to your group' });
    await section.getByRole('textbox', { name: 'Message' }).fill('My weeknight favourites, for busy days.');
    const choice = section.getByRole('combobox', { name: 'Recommend one of your collections (optional)' });
    await expect(choice).toHaveAccessibleDescription(/Your own recipes in it stay private/);
    await choice.selectOption({ label: `Weeknight ${word}` });
    await section.getByRole('button', { name: 'Post a message' }).click();
    const postedList = section.getByRole('list', { name: 'Messages you posted' });
    await expect(postedList.getByText(`Collection: Weeknight ${word} (2 recipes)`)).toBeVisible();

    await signInAs(participant);
    await page.goto('/dashboard');
    const messages = page
      .getByRole('region', { name: 'Messages from your champion' })
      .getByRole('list', { name: 'Messages from Cora Champion' });
    await expect(messages.getByText('My weeknight favourites, for busy days.')).toBeVisible();
    await messages.getByRole('button', { name: `Open the collection Weeknight ${word}` }).click();

    const dialog = page.getByRole('dialog', { name: `Weeknight ${word}` });
    const recipes = dialog.getByRole('list', { name: `Recipes in Weeknight ${word}` });
    await expect(recipes.getByRole('link')).toHaveText([bake.title, dal.title]);
    await expect(dialog.getByText(`Cora’s secret stew ${word}`)).toHaveCount(0);
    await expectNoAxeViolations(page, 'a message’s collection opened on the dashboard');

    await recipes.getByRole('link', { name: dal.title }).click();
    await expect(page.getByRole('dialog', { name: dal.title })).toBeVisible();
  });
});
