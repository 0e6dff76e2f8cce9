import type { APIRequestContext } from '@playwright/test';
import { localToday } from '../src/shared/meal-plans.ts';
import { expect, test } from './fixtures.ts';
import { expectNavLinks, expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-helpers.ts';

/** A catalogue recipe with a word of its own, so a search finds exactly it. */
async function publishRecipe(api: APIRequestContext, title: string): Promise<string> {
  const response = await api.post('/api/catalogue', {
    data: { title, servings: 2, ingredients: ['200 g red lentils'], steps: ['Simmer.'], tags: ['dinner'], dietary: ['vegan'] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const uniqueWord = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('the champion dashboard', () => {
  test('a champion invites someone, sees them join with their counts, and recommends a recipe that reaches them', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const champion = await createUser({ name: 'Cleo Champion', userType: 'champion' });
    await signInAs(champion);
    await page.goto('/champion/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Champion Dashboard' })).toBeVisible();
    await expect(page.getByText('No one has joined yet: create an invitation')).toBeVisible();

    await page.getByRole('button', { name: 'Create invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create invitation' });
    await dialog.getByLabel('Personal message (optional)').fill('Come and cook with us on Thursdays.');
    await dialog.getByLabel('Number of uses').fill('3');
    await dialog.getByRole('button', { name: 'Create invitation' }).click();
    await expect(dialog).toBeHidden();

    const link = page.getByText(/\/accept-invite\//);
    await expect(link).toBeVisible();
    const url = (await link.textContent())?.trim() ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/accept-invite\/\S{16,}$/);
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
    const invitations = page.getByRole('list', { name: 'Invitations' });
    await expect(invitations.getByRole('listitem')).toHaveCount(1);
    await expect(invitations.getByText('Pending')).toBeVisible();

    // The participant accepts through the API and plans a meal and an eat-this-week recipe.
    const participant = await createUser({ name: 'Pat Member' });
    const participantApi = await apiAs(participant);
    const code = decodeURIComponent(url.split('/accept-invite/')[1] ?? '');
    const accepted = await participantApi.post('/api/invitations/accept', { data: { code } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const entry = await participantApi.post('/api/meal-plan/entries', {
      data: { date: localToday(), mealType: 'dinner', text: 'Leftovers' },
    });
    expect(entry.status(), await entry.text()).toBe(201);
    const recipe = await participantApi.post('/api/recipes', { data: { title: 'Private porridge', eatThisWeek: true } });
    expect(recipe.status(), await recipe.text()).toBe(201);
    // Issue 20: a meal cooked, with a note the champion never reads; they see the count.
    const cooked = await participantApi.post(`/api/recipes/${(await recipe.json()).id}/cooked`, {
      data: { note: 'Secret porridge note', rating: 2 },
    });
    expect(cooked.status(), await cooked.text()).toBe(201);

    await page.reload();
    const table = page.getByRole('table', { name: /Your group/ });
    const row = table.getByRole('row', { name: /Pat Member/ });
    await expect(row.getByRole('cell')).toHaveText([/\d{4}/, 'Today', '1', '1', '1']);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Joined',
      'Last active',
      'Meals planned this week',
      'Meals cooked this week',
      'Eat-this-week recipes',
    ]);
    // Counts only: the participant's recipe titles and plan never show.
    await expect(page.getByText('Private porridge')).toHaveCount(0);
    await expect(page.getByText('Secret porridge note')).toHaveCount(0);
    await expect(invitations.getByText('Accepted by Pat Member')).toBeVisible();

    // A recommendation, made on the dashboard, reaches the participant.
    const word = uniqueWord();
    const title = `Lentil soup ${word}`;
    await publishRecipe(await apiAs(champion), title);
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(word);
    await page
      .getByRole('list', { name: 'Catalogue recipes' })
      .getByRole('button', { name: `Recommend ${title}` })
      .click();
    const recommend = page.getByRole('dialog', { name: `Recommend ${title}` });
    await recommend.getByLabel('Note for your group (optional)').fill('Great for batch cooking.');
    await recommend.getByRole('button', { name: 'Recommend', exact: true }).click();
    await expect(recommend).toBeHidden();
    const mine = page.getByRole('list', { name: 'Your recommendations' });
    await expect(mine.getByText(title)).toBeVisible();
    await expect(mine.getByText('Great for batch cooking.')).toBeVisible();

    const myChampion = await participantApi.get('/api/me/champion');
    expect(myChampion.status()).toBe(200);
    const body = (await myChampion.json()) as {
      champion: { name: string } | null;
      recommendations: { title: string; note: string | null }[];
    };
    expect(body.champion?.name).toBe('Cleo Champion');
    expect(body.recommendations).toEqual([expect.objectContaining({ title, note: 'Great for batch cooking.' })]);

    await expectNoAxeViolations(page, 'champion dashboard with a group');
    await expectNoHorizontalScroll(page);

    await mine.getByRole('button', { name: `Remove ${title}` }).click();
    await expect(mine).toBeHidden();
    const after = (await (await participantApi.get('/api/me/champion')).json()) as { recommendations: unknown[] };
    expect(after.recommendations).toEqual([]);
  });

  // Regression: zod's "Invalid input: expected number, received string" beside Number of
  // uses, and a pasted message cut to 500 characters without a word.
  test('the invitation form says what to change, in words, and cuts nothing', async ({ page, createUser, signInAs }) => {
    const champion = await createUser({ name: 'Wren Words', userType: 'champion' });
    await signInAs(champion);
    await page.goto('/champion/dashboard');
    await page.getByRole('button', { name: 'Create invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create invitation' });

    const uses = dialog.getByLabel('Number of uses');
    await uses.fill('');
    await dialog.getByRole('button', { name: 'Create invitation' }).click();
    await expect(uses).toHaveAccessibleDescription(/^Enter a whole number from 1 to 100/);
    await expect(uses).toHaveAttribute('aria-invalid', 'true');
    await uses.fill('0');
    await dialog.getByRole('button', { name: 'Create invitation' }).click();
    await expect(uses).toHaveAccessibleDescription(/^Enter a whole number from 1 to 100/);
    await uses.fill('2');

    const message = dialog.getByLabel('Personal message (optional)');
    const long = 'Come and cook with us. '.repeat(26).trim(); // 597 characters
    await message.fill(long);
    await expect(message).toHaveValue(long);
    await expect(dialog.getByText('597 / 500')).toBeVisible();
    await expect(message).toHaveAccessibleDescription(/This can be at most 500 characters: remove 97 characters to save it\./);
    await dialog.getByRole('button', { name: 'Create invitation' }).click();
    await expect(dialog).toBeVisible();
    await expect(page.getByText(/\/accept-invite\//)).toHaveCount(0);

    await message.fill(long.slice(0, 480));
    await expect(dialog.getByText('480 / 500')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create invitation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Invitations' }).getByText(long.slice(0, 480).trim())).toBeVisible();
  });

  test('revoking an invitation shows its status, and its link no longer works', async ({ page, createUser, signInAs, apiAs }) => {
    const champion = await createUser({ name: 'Rae Champion', userType: 'both' });
    const created = await (await apiAs(champion)).post('/api/invitations', { data: { email: 'friend@example.com', maxUses: 1 } });
    expect(created.status(), await created.text()).toBe(201);

    await signInAs(champion);
    await page.goto('/champion/dashboard');
    const item = page.getByRole('list', { name: 'Invitations' }).getByRole('listitem').filter({ hasText: 'friend@example.com' });
    await expect(item.getByText('Pending')).toBeVisible();
    // Revoking asks first; Cancel leaves the invitation as it was.
    await item.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this invitation?' });
    await expect(confirm.getByText('The invitation to friend@example.com will stop working at once')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(item.getByText('Pending')).toBeVisible();
    await item.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke this invitation?' }).getByRole('button', { name: 'Revoke invitation' }).click();
    await expect(item.getByText('Revoked')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'champion dashboard with an empty group');
  });

  test('an invitation used up offers no Revoke', async ({ page, createUser, signInAs, apiAs }) => {
    const champion = await createUser({ name: 'Uma Champion', userType: 'champion' });
    const created = (await (await (await apiAs(champion)).post('/api/invitations', { data: { maxUses: 1 } })).json()) as {
      code: string;
      codeHint: string;
    };
    const joiner = await createUser({ name: 'Jo Joiner', userType: 'regular' });
    const accepted = await (await apiAs(joiner)).post('/api/invitations/accept', { data: { code: created.code } });
    expect(accepted.status(), await accepted.text()).toBeLessThan(300);

    await signInAs(champion);
    await page.goto('/champion/dashboard');
    const item = page
      .getByRole('list', { name: 'Invitations' })
      .getByRole('listitem')
      .filter({ hasText: `Link ${created.codeHint}` });
    await expect(item.getByText('1 of 1 use')).toBeVisible();
    await expect(item.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  });

  test('a participant learns what champions do, without any group data', async ({ page, createUser, signInAs }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/champion/')) requests.push(request.url());
    });
    await signInAs(await createUser({ userType: 'regular' }));
    await page.goto('/champion/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Champion Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What champions do' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Becoming a champion' })).toBeVisible();
    await expect(page.getByText(/Ask the programme team/)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create invitation' })).toHaveCount(0);
    expect(requests).toEqual([]);
    await expectNoAxeViolations(page, 'champion dashboard for a participant');
  });

  // Regression: on /champion/dashboard the champion navigation offers a participant only Champion Dashboard, and the page gave no way back.
  test('a participant keeps the source’s champion navigation there and has a clear way back to their dashboard', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await signInAs(await createUser({ userType: 'regular' }));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/champion/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Champion Dashboard' })).toBeVisible();
    await expectNavLinks(page, ['Champion Dashboard']);

    await page.getByRole('main').getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNavLinks(page, ['Dashboard', 'Meal Planning', 'Recipe Catalog']);
  });

  test('a champion is not offered a way back to a participant’s dashboard', async ({ page, createUser, signInAs }) => {
    await signInAs(await createUser({ userType: 'champion' }));
    await page.goto('/champion/dashboard');
    await expect(page.getByRole('heading', { name: 'Your group', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toHaveCount(0);
  });
});
