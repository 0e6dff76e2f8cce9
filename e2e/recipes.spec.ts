import sharp from 'sharp';
import { expect, test, uniqueWord } from './fixtures.ts';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-helpers.ts';
import { BASE_URL, PAGES_URL } from './support/ports.ts';
import { importablePage } from './support/recipe-pages.ts';

const updateDenied = 'Recipe not found or you do not have permission to update it';
const deleteDenied = 'Recipe not found or you do not have permission to delete it';

test.describe('the recipe catalogue', () => {
  test('search, open a recipe in its dialog, scale it, save it, and come back to it by its link', async ({
    page,
    createUser,
    signInAs,
    publishRecipe,
  }) => {
    const word = uniqueWord();
    const title = `Red lentil traybake ${word}`;
    await publishRecipe({
      title,
      servings: 2,
      ingredients: ['200 g red lentils', '1 cup milk'],
      steps: ['Roast everything.'],
      tags: ['dinner'],
      dietary: ['vegetarian'],
    });

    await signInAs(await createUser({ name: 'Pat Participant' }));
    await page.goto('/recipe-catalog');
    await expect(page.getByRole('tab', { name: 'All recipes' })).toHaveAttribute('aria-selected', 'true');
    // The starter set is there before anyone searches.
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('article').first()).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search recipes' }).fill(`lentil ${word}`);
    const results = page.getByRole('list', { name: 'Recipes' });
    await expect(results.getByRole('article')).toHaveCount(1);
    const link = results.getByRole('link', { name: title, exact: true });
    await link.click();

    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/open=/);
    await expect(dialog.getByRole('listitem').filter({ hasText: 'red lentils' })).toHaveText('200 g red lentils');

    await dialog.getByRole('button', { name: 'More servings' }).click();
    await dialog.getByRole('button', { name: 'More servings' }).click();
    await expect(dialog.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('4');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'red lentils' })).toHaveText('400 g red lentils');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'milk' })).toHaveText('2 cups milk');

    await dialog.getByRole('button', { name: 'Save to my recipes' }).click();
    await expect(dialog.getByText('In your recipes')).toBeVisible();

    // Escape closes it and puts focus back on the link that opened it; back and forward close and reopen it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page).not.toHaveURL(/open=/);
    await page.goForward();
    await expect(dialog).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('tab', { name: 'My recipes' }).click();
    await expect(page.getByRole('list', { name: 'My recipes' }).getByRole('link', { name: title, exact: true })).toBeVisible();
  });

  test('filters by dietary need and time, and says when nothing matches', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser());
    await page.goto('/recipe-catalog');
    await page.getByRole('checkbox', { name: 'Vegan' }).check();
    await page.getByLabel('Ready in').selectOption('30');
    await expect(page).toHaveURL(/dietary=vegan/);
    await expect(page).toHaveURL(/maxMinutes=30/);
    const cards = page.getByRole('list', { name: 'Recipes' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const badges of await cards.getByRole('list', { name: 'Suitable for' }).all()) await expect(badges).toContainText('Vegan');

    await page.getByRole('searchbox', { name: 'Search recipes' }).fill(uniqueWord());
    await expect(page.getByText('No recipes match')).toBeVisible();
  });
  // Regression: on a phone the search and every filter filled the first screen, before any recipe.
  test('on a phone the filters fold behind a Filters button; on a wide screen they are open', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser());
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/recipe-catalog');
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    const vegan = page.getByRole('checkbox', { name: 'Vegan' });
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toBeVisible();
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(vegan).toBeHidden();
    await expect(page.getByLabel('Ready in')).toBeHidden();
    const first = page.getByRole('list', { name: 'Recipes' }).getByRole('article').first();
    await expect(first).toBeVisible();
    expect((await first.boundingBox())!.y, 'the first recipe starts on the first screen').toBeLessThan(740);

    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await vegan.check();
    await expect(page).toHaveURL(/dietary=vegan/);
    // The chosen filters are counted on the button when it is folded again.
    await filters.click();
    await expect(vegan).toBeHidden();
    await expect(filters).toHaveAccessibleDescription('1 filter chosen');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(filters).toBeHidden();
    await expect(vegan).toBeVisible();
    await expect(vegan).toBeChecked();
    await expect(page.getByLabel('Ready in')).toBeVisible();
  });

  // Regression: a misspelt word found nothing and offered nothing; now the page offers the search that was meant.
  // Regression (issue 17): "2 eggs" scaled to one serving read "1 eggs".
  test('a recipe scaled to one serving counts one egg, not "1 eggs"', async ({ page, createUser, signInAs, publishRecipe }) => {
    const word = uniqueWord();
    const title = `Shakshuka ${word}`;
    await publishRecipe({ title, servings: 2, ingredients: ['2 eggs', '4 tomatoes'], steps: ['Cook.'], tags: ['breakfast'] });
    await signInAs(await createUser());
    await page.goto('/recipe-catalog');
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill(word);
    const results = page.getByRole('list', { name: 'Recipes' });
    // The search has settled on this recipe alone before it is opened.
    await expect(results.getByRole('article')).toHaveCount(1);
    await results.getByRole('link', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'egg' })).toHaveText('2 eggs');

    await dialog.getByRole('button', { name: 'Fewer servings' }).click();
    await expect(dialog.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('1');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'egg' })).toHaveText('1 egg');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'tomato' })).toHaveText('2 tomatoes');
  });

  // Regression (issue 17): French "Toutes les recettes" was cut to "Catalogue" to fit a phone; the full names of the
  // tabs now fit in every language, the row wrapping within itself rather than pushing a tab off the screen.
  for (const [locale, all, mine] of [
    ['fr', 'Toutes les recettes', 'Mes recettes'],
    ['de', 'Alle Rezepte', 'Meine Rezepte'],
    ['pl', 'Wszystkie przepisy', 'Moje przepisy'],
  ] as const) {
    test(`in ${locale} on a 360 px phone both tabs show their whole names on the screen`, async ({
      page,
      context,
      baseURL,
      createUser,
      signInAs,
    }) => {
      await context.addCookies([{ name: 'ck-lang', value: locale, url: baseURL ?? '' }]);
      await signInAs(await createUser());
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/recipe-catalog');
      for (const name of [all, mine]) {
        const tab = page.getByRole('tab', { name, exact: true });
        await expect(tab).toBeVisible();
        await expect(tab).toBeInViewport({ ratio: 1 });
        // The whole name is drawn: the tab is not narrower than its words.
        expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      await expectNoHorizontalScroll(page);
    });
  }

  test('a misspelt search offers "Did you mean", which runs the meant search', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser());
    await page.goto('/recipe-catalog');
    const box = page.getByRole('searchbox', { name: 'Search recipes' });
    await box.fill('bananna');
    await expect(page.getByText('No recipes match')).toBeVisible();

    await page.getByRole('link', { name: 'Did you mean banana?' }).click();
    await expect(box).toHaveValue('banana');
    await expect(page).toHaveURL(/q=banana(&|$)/);
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name: 'Banana Oat Pancakes', exact: true })).toBeVisible();

    // Plurals and split words find what a person means too.
    await box.fill('chick peas');
    await expect(
      page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name: 'Smashed Chickpea Sandwiches', exact: true }),
    ).toBeVisible();
    await box.fill('soups');
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name: 'Pea and Mint Soup', exact: true })).toBeVisible();
  });

  test('a champion publishes one of their recipes to the catalogue; a participant is not offered to', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const word = uniqueWord();
    const champion = await createUser({ name: 'Bo Both', userType: 'both' });
    const { id } = (await (await (await apiAs(champion)).post('/api/recipes', { data: { title: `Barley risotto ${word}` } })).json()) as {
      id: string;
    };
    await signInAs(champion);
    await page.goto(`/recipe-catalog?tab=mine&open=${id}`);
    const dialog = page.getByRole('dialog', { name: `Barley risotto ${word}` });
    await dialog.getByRole('button', { name: 'Publish to the catalogue' }).click();
    await expect(dialog.getByRole('status')).toContainText('Published');
    await page.goto(`/recipe-catalog?q=${word}`);
    await expect(
      page.getByRole('list', { name: 'Recipes' }).getByRole('link', { name: `Barley risotto ${word}`, exact: true }),
    ).toBeVisible();

    const participant = await createUser();
    const own = (await (await (await apiAs(participant)).post('/api/recipes', { data: { title: 'Just mine' } })).json()) as { id: string };
    await page.context().clearCookies();
    await signInAs(participant);
    await page.goto(`/recipe-catalog?tab=mine&open=${own.id}`);
    await expect(page.getByRole('dialog', { name: 'Just mine' }).getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish to the catalogue' })).toHaveCount(0);
  });
});

test.describe('my recipes', () => {
  test('create with a photo, edit, favourite, eat this week, filter, delete and restore', async ({ page, createUser, signInAs, apiAs }) => {
    const me = await createUser({ name: 'Robin Cook' });
    await (await apiAs(me)).post('/api/recipes', { data: { title: 'Plain toast' } });
    await signInAs(me);
    await page.goto('/recipe-catalog?tab=mine');
    const mine = page.getByRole('list', { name: 'My recipes' });
    await expect(mine.getByRole('link', { name: 'Plain toast', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'New recipe', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'New recipe' });
    await expect(editor).toBeVisible();
    // Nothing is sent until the form is right; the message sits by its field.
    await editor.getByRole('button', { name: 'Save recipe' }).click();
    await expect(editor.getByLabel('Title')).toBeFocused();
    await expect(editor.getByText('Give the recipe a title')).toBeVisible();

    await editor.getByLabel('Title').fill('Green soup');
    await editor.getByLabel('Servings').fill('3');
    await editor.getByLabel('Ingredients').fill('1 tbsp olive oil\n2 leeks, sliced\n500 ml vegetable stock');
    await editor.getByLabel('Method').fill('Soften the leeks.\nAdd the stock and simmer.');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 140, b: 60 } } })
      .png()
      .toBuffer();
    await editor.getByLabel('Photo').setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: photo });
    await expect(editor.getByRole('img', { name: 'The recipe’s photo' })).toBeVisible();
    await editor.getByRole('button', { name: 'Save recipe' }).click();

    let dialog = page.getByRole('dialog', { name: 'Green soup' });
    await expect(dialog).toBeVisible();
    // It opens at the household's 2; at the 3 it was written for, the quantities are as typed.
    await expect(dialog.getByText('Serves 3 as written')).toBeVisible();
    await dialog.getByRole('button', { name: 'More servings' }).click();
    await expect(dialog.getByText('500 ml vegetable stock')).toBeVisible();
    const shown = dialog.locator('img.recipe-body__photo');
    await expect(shown).toHaveAttribute('src', /\/api\/photos\/.+\/large$/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

    await dialog.getByRole('link', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit recipe' });
    await expect(edit.getByLabel('Title')).toHaveValue('Green soup');
    await edit.getByLabel('Title').fill('Green leek soup');
    await edit.getByRole('button', { name: 'Save recipe' }).click();
    dialog = page.getByRole('dialog', { name: 'Green leek soup' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const card = mine.getByRole('article').filter({ has: page.getByRole('link', { name: 'Green leek soup', exact: true }) });
    await card.getByRole('button', { name: 'Favourite' }).click();
    await expect(card.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
    await card.getByRole('button', { name: 'Eat this week' }).click();
    await expect(card.getByRole('button', { name: 'Eat this week' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(card.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('button', { name: 'Eat this week' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('radio', { name: 'Favourites' }).check();
    await expect(mine.getByRole('link', { name: 'Green leek soup', exact: true })).toBeVisible();
    await expect(mine.getByRole('link', { name: 'Plain toast', exact: true })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Eat this week' }).check();
    await expect(mine.getByRole('link', { name: 'Green leek soup', exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'All' }).check();

    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '“Green leek soup” moved to Recently deleted.' })).toBeVisible();
    await expect(mine.getByRole('link', { name: 'Green leek soup', exact: true })).toHaveCount(0);
    await expect(mine.getByRole('link', { name: 'Plain toast', exact: true })).toBeVisible();

    await page.getByRole('radio', { name: 'Recently deleted' }).check();
    await page.getByRole('button', { name: 'Restore Green leek soup' }).click();
    await expect(page.getByText('“Green leek soup” is back in My recipes.')).toBeVisible();
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(mine.getByRole('link', { name: 'Green leek soup', exact: true })).toBeVisible();
  });

  test.describe('import', () => {
    test.use({ allowedConsoleErrors: [/status of 422/] });

    test('from a recipe web page, reviewed before it is saved', async ({ page, createUser, signInAs }) => {
      await signInAs(await createUser());
      await page.goto('/recipe-catalog?tab=mine');
      await page.getByRole('link', { name: 'Import recipe', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import recipe' });

      // The importer refuses addresses inside the network: here, the app server itself.
      await dialog.getByLabel('Recipe web address').fill(`${BASE_URL}/api/health`);
      await dialog.getByRole('button', { name: 'Read recipe' }).click();
      await expect(dialog.getByRole('alert')).toContainText('not allowed');

      await dialog.getByLabel('Recipe web address').fill(`${PAGES_URL}${importablePage.path}`);
      await dialog.getByRole('button', { name: 'Read recipe' }).click();
      const review = page.getByRole('dialog', { name: 'Review imported recipe' });
      await expect(review.getByLabel('Title')).toHaveValue(importablePage.title);
      await expect(review.getByLabel('Ingredients')).toHaveValue(/1 tbsp smoked paprika/);
      await expect(review.getByLabel('Method')).toHaveValue('Soften the pepper.\nAdd the rest and simmer.');
      await expect(review.getByLabel('Servings')).toHaveValue('4');
      await review.getByRole('button', { name: 'Save recipe' }).click();

      const saved = page.getByRole('dialog', { name: importablePage.title });
      await expect(saved).toBeVisible();
      await expect(saved.getByText('Beans & peppers in a smoky tomato sauce.')).toBeVisible();
      await expect(saved.getByRole('link', { name: '127.0.0.1', exact: true })).toHaveAttribute(
        'href',
        `${PAGES_URL}${importablePage.path}`,
      );
    });

    test('from another app’s export file: sent, read in the background, summed up, and in My recipes', async ({
      page,
      createUser,
      signInAs,
    }) => {
      await signInAs(await createUser());
      await page.goto('/recipe-catalog?tab=mine&import=1');
      const dialog = page.getByRole('dialog', { name: 'Import recipe' });
      await dialog.getByRole('radio', { name: 'Another app’s export file' }).check();
      // Nothing chosen: said beside the field, and nothing is sent.
      await dialog.getByRole('button', { name: 'Import file' }).click();
      await expect(dialog.getByText('Choose the export file to import.')).toBeVisible();

      // A schema.org JSON-LD file of two recipes, and one that has no title.
      const recipe = (name: string) => ({ '@type': 'Recipe', name, recipeIngredient: ['2 eggs'], recipeInstructions: 'Cook gently.' });
      const json = JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [recipe('Export omelette'), recipe('Export frittata'), recipe('')],
      });
      await dialog
        .getByLabel('Export file', { exact: true })
        .setInputFiles({ name: 'my-recipes.json', mimeType: 'application/json', buffer: Buffer.from(json) });
      await dialog.getByRole('button', { name: 'Import file' }).click();
      await expect(dialog.getByRole('progressbar')).toBeVisible();
      await expect(dialog.getByText('“my-recipes.json” is imported')).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByText('2 recipes imported')).toBeVisible();
      await expect(dialog.getByText('1 not imported')).toBeVisible();
      await expect(dialog.getByText('It has no title.')).toBeVisible();
      await expectNoAxeViolations(page, 'the import dialog’s summary of an export file');
      await dialog.getByRole('button', { name: 'Done' }).click();

      const mine = page.getByRole('list', { name: 'My recipes' });
      await expect(mine.getByRole('link', { name: 'Export omelette', exact: true })).toBeVisible();
      await expect(mine.getByRole('link', { name: 'Export frittata', exact: true })).toBeVisible();
    });

    test('from pasted page source', async ({ page, createUser, signInAs }) => {
      await signInAs(await createUser());
      await page.goto('/recipe-catalog?tab=mine&import=1');
      const dialog = page.getByRole('dialog', { name: 'Import recipe' });
      await dialog.getByRole('radio', { name: 'Pasted page source' }).check();
      await dialog.getByRole('textbox', { name: 'Page source' }).fill('<html><body><p>No recipe here.</p></body></html>');
      await dialog.getByRole('button', { name: 'Read recipe' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('This page has no recipe we can read');

      // Regression: the last attempt's error stayed beside the new one's.
      await dialog.getByRole('textbox', { name: 'Page source' }).fill('');
      await dialog.getByRole('button', { name: 'Read recipe' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Page source' })).toHaveAccessibleDescription(
        /Paste the page source of a recipe page/,
      );
      await expect(dialog.getByText('This page has no recipe we can read')).toHaveCount(0);

      await dialog.getByRole('textbox', { name: 'Page source' }).fill(importablePage.html);
      await dialog.getByRole('button', { name: 'Read recipe' }).click();
      await expect(page.getByRole('dialog', { name: 'Review imported recipe' }).getByLabel('Title')).toHaveValue(importablePage.title);
    });

    test('of a recipe longer than ours can be says what was shortened before it is saved', async ({ page, createUser, signInAs }) => {
      // Regression: the importer cut an over-long description to fit without telling anyone.
      const recipe = { '@type': 'Recipe', name: 'Very long bean chilli', description: 'Smoky, rich and slow. '.repeat(120) };
      await signInAs(await createUser());
      await page.goto('/recipe-catalog?tab=mine&import=1');
      const dialog = page.getByRole('dialog', { name: 'Import recipe' });
      await dialog.getByRole('radio', { name: 'Pasted page source' }).check();
      await dialog
        .getByRole('textbox', { name: 'Page source' })
        .fill(`<html><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head></html>`);
      await dialog.getByRole('button', { name: 'Read recipe' }).click();

      const review = page.getByRole('dialog', { name: 'Review imported recipe' });
      await expect(review.getByRole('status')).toHaveText(
        'This page’s recipe is longer than a recipe here can be: the description was shortened (marked with “…” where cut). Check it before you save.',
      );
      await expect(review.getByLabel('Description')).toHaveValue(/…$/);
    });

    // Regression: importing the same address twice made a duplicate without a word.
    test('of a page already imported offers the recipe there, or a copy', async ({ page, createUser, signInAs, apiAs }) => {
      const user = await createUser();
      const address = `${PAGES_URL}${importablePage.path}`;
      const made = await (await apiAs(user)).post('/api/recipes', { data: { title: 'My smoky beans', sourceUrl: address } });
      expect(made.status(), await made.text()).toBe(201);
      await signInAs(user);

      const readAgain = async () => {
        await page.goto('/recipe-catalog?tab=mine&import=1');
        const dialog = page.getByRole('dialog', { name: 'Import recipe' });
        await dialog.getByLabel('Recipe web address').fill(address);
        await dialog.getByRole('button', { name: 'Read recipe' }).click();
        await expect(dialog.getByText('You already have this recipe')).toBeVisible();
        await expect(dialog.getByText('“My smoky beans” in My recipes was read from the same page.')).toBeVisible();
        return dialog;
      };

      await (await readAgain()).getByRole('button', { name: 'Open the existing recipe' }).click();
      await expect(page.getByRole('dialog', { name: 'My smoky beans' })).toBeVisible();

      await (await readAgain()).getByRole('button', { name: 'Import a copy' }).click();
      await expect(page.getByRole('dialog', { name: 'Review imported recipe' }).getByLabel('Title')).toHaveValue(importablePage.title);
    });
  });
});

test.describe('another person’s recipes', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('cannot be read, changed or deleted, through the page or the API', async ({ page, createUser, signInAs, apiAs }) => {
    const owner = await createUser({ name: 'Olive Owner' });
    const ownerApi = await apiAs(owner);
    const created = await ownerApi.post('/api/recipes', { data: { title: 'Secret family stew', ingredients: ['1 secret spice'] } });
    const { id } = (await created.json()) as { id: string };

    await signInAs(await createUser({ name: 'Ivan Intruder' }));
    await page.goto(`/recipe-catalog?tab=mine&open=${id}`);
    await expect(page.getByRole('dialog', { name: 'Recipe not found' })).toBeVisible();
    await page.goto(`/recipe-catalog?tab=mine&edit=${id}`);
    await expect(page.getByRole('dialog', { name: 'Recipe not found' })).toBeVisible();
    await page.goto(`/recipe-catalog?open=${id}`);
    await expect(page.getByRole('dialog', { name: 'Recipe not found' })).toBeVisible();
    await expect(page.getByText('Secret family stew')).toHaveCount(0);

    const read = await page.request.get(`/api/recipes/${id}`);
    expect(read.status()).toBe(404);
    expect(await read.json()).toMatchObject({ error: 'Recipe not found' });
    const change = await page.request.patch(`/api/recipes/${id}`, { data: { title: 'Mine now', isFavorite: true } });
    expect(change.status()).toBe(404);
    expect(await change.json()).toMatchObject({ error: updateDenied });
    const remove = await page.request.delete(`/api/recipes/${id}`);
    expect(remove.status()).toBe(404);
    expect(await remove.json()).toMatchObject({ error: deleteDenied });

    const still = await ownerApi.get(`/api/recipes/${id}`);
    expect(still.status()).toBe(200);
    expect(await still.json()).toMatchObject({ title: 'Secret family stew', isFavorite: false, deletedAt: null });
  });

  test('a toggle the server refuses shows its message, and the list catches up', async ({ page, createUser, signInAs, apiAs }) => {
    const me = await createUser();
    const api = await apiAs(me);
    const { id } = (await (await api.post('/api/recipes', { data: { title: 'Vanishing pie' } })).json()) as { id: string };
    await signInAs(me);
    await page.goto('/recipe-catalog?tab=mine');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Vanishing pie', exact: true }) });
    await expect(card).toBeVisible();

    // Deleted elsewhere (another tab, another device) while this list still shows it.
    expect((await api.delete(`/api/recipes/${id}`)).status()).toBe(204);
    await card.getByRole('button', { name: 'Favourite' }).click();
    await expect(page.getByRole('alert')).toContainText(updateDenied);
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveCount(0);
  });
});

test.describe('accessibility of the Recipe Catalog', () => {
  test('no axe violations on either tab, in the details dialog, or in the editor showing errors', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await signInAs(await createUser());
    const check = (what: string) => expectNoAxeViolations(page, what);
    await page.goto('/recipe-catalog');
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('article').first()).toBeVisible();
    await check('All recipes');

    await page.getByRole('list', { name: 'Recipes' }).getByRole('link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('the details dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'My recipes' }).click();
    await expect(page.getByText('No recipes yet')).toBeVisible();
    await check('My recipes, empty');

    await page.getByRole('link', { name: 'New recipe', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'New recipe' });
    await editor.getByRole('button', { name: 'Save recipe' }).click();
    await expect(editor.getByText('Give the recipe a title')).toBeVisible();
    await check('the editor with errors');
  });
});
