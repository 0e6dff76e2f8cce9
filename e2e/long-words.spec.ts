import type { Page } from '@playwright/test';
import { addDays, localToday, weekStartOf } from '../src/shared/meal-plans.ts';
import { expect, posted, test } from './fixtures.ts';

/*
 * Regression: text without spaces widened pages: a message made the champion dashboard 7,452 px wide and a
 * shopping item 2,123 px. Here every field a person writes holds one long unbroken word, and every page that
 * shows it, on a 360 px phone, must stay within the screen.
 */

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** `length` letters with no space or hyphen to break at, starting with `start` so each field is told apart. */
const unbroken = (start: string, length: number) => (start + 'abcdefghij'.repeat(Math.ceil(length / 10))).slice(0, length);

function recipeData(start: string) {
  return {
    title: unbroken(`${start}Title`, 200),
    description: unbroken(`${start}Description`, 300),
    servings: 2,
    ingredients: [`2 cups ${unbroken(`${start}Ingredient`, 300)}`, unbroken(`${start}Other`, 300)],
    steps: [unbroken(`${start}Step`, 300)],
    tags: [unbroken(`${start}tag`, 40)],
    sourceUrl: `https://example.com/${unbroken('path', 280)}`,
  };
}

/** How much wider than the screen the page is now, if it is: "path: 7452 px wide". */
async function overflow(page: Page, what: string): Promise<string[]> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth > clientWidth ? [`${what}: ${scrollWidth} px wide`] : [];
}

test('long unbroken words in every field a person writes keep every page within a 360 px screen', async ({
  page,
  createUser,
  signInAs,
  apiAs,
  createAdmin,
}) => {
  test.setTimeout(120_000);
  const championName = unbroken('Championname', 100);
  const participantName = unbroken('Participantname', 100);
  const champion = await createAdmin({ name: championName, userType: 'champion' });
  const participant = await createUser({ name: participantName });
  const hers = await apiAs(champion);
  const mine = await apiAs(participant);
  const week = weekStartOf(localToday(), 'monday');

  // The champion: a published recipe, an invitation with a message that is accepted, another to a long address.
  const published = await posted(hers, '/api/catalogue', { ...recipeData('Catalogue'), tags: ['dinner'] });
  const message = unbroken('Message', 400);
  const accepted = await posted<{ code: string }>(hers, '/api/invitations', { kind: 'participant', message });
  await posted(hers, '/api/invitations', {
    kind: 'participant',
    email: `${unbroken('local', 64)}@${unbroken('domain', 60)}.example.com`,
    message: unbroken('Pending', 400),
  });
  const pending = await posted<{ link: string }>(hers, '/api/invitations', { kind: 'participant', message });
  await posted(mine, '/api/invitations/accept', { code: accepted.code }, 200);
  const note = unbroken('Note', 500);
  await posted(hers, '/api/champion/recommendations', { recipeId: published.id, note });

  // The participant: a recipe of their own, planned today with free text, and a shopping item of their own.
  const recipe = await posted(mine, '/api/recipes', { ...recipeData('Own'), eatThisWeek: true, isFavorite: true });
  await posted(mine, '/api/meal-plan/entries', { date: localToday(), mealType: 'dinner', recipeId: recipe.id });
  const meal = unbroken('Meal', 200);
  await posted(mine, '/api/meal-plan/entries', { date: localToday(), mealType: 'lunch', text: meal });
  const item = unbroken('Item', 200);
  await posted(mine, `/api/shopping-list/items?from=${week}&to=${addDays(week, 6)}`, { text: item });

  // Every page is seen, then every one too wide is named at once.
  const tooWide: string[] = [];
  /** Opens `path` as a person would, waits for `shown` on it, and notes whether it is wider than the screen. */
  const fits = async (path: string, shown: string) => {
    await page.goto(path);
    await expect(page.getByText(shown).first()).toBeVisible();
    await expect(page.locator('.skeleton, .loading, [aria-busy="true"]')).toHaveCount(0);
    tooWide.push(...(await overflow(page, path)));
  };

  const own = recipeData('Own');
  const other = recipeData('Catalogue');
  await signInAs(participant);
  await fits('/dashboard', own.title);
  await fits('/dashboard', note.slice(0, 30));
  await fits('/meal-planning', meal);
  await page.getByRole('button', { name: 'Whole week' }).click();
  tooWide.push(...(await overflow(page, 'the whole week')));
  await fits('/meal-planning/shopping-list', item);
  await fits('/meal-planning/shopping-list', own.ingredients[1]!.slice(0, 30));
  await fits('/recipe-catalog?tab=mine', own.title);
  await fits(`/recipe-catalog?tab=mine&open=${recipe.id}`, own.steps[0]!);
  await fits(`/recipe-catalog?open=${published.id}`, other.steps[0]!);
  await fits('/recipe-catalog', other.title);
  await fits('/profile', 'Your profile');
  await fits('/champions', championName);
  await fits(new URL(pending.link).pathname, message.slice(0, 30));
  await fits('/accept-invitation', 'Accept an invitation');
  await page.getByLabel('Invitation code').fill(pending.link);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText(message.slice(0, 30))).toBeVisible();
  tooWide.push(...(await overflow(page, 'an invitation looked up by hand')));

  await page.context().clearCookies();
  await fits(new URL(pending.link).pathname, message.slice(0, 30));
  // Someone new, setting up with the invitation: the setup form shows who invites them and why.
  await signInAs(await createUser({ name: unbroken('Newcomer', 100), userType: null }));
  await fits(`/setup?invite=${encodeURIComponent(pending.link.split('/accept-invite/')[1] ?? '')}`, message.slice(0, 30));
  await page.context().clearCookies();

  await signInAs(champion);
  await fits('/champion/dashboard', participantName);
  await fits('/champion/dashboard', note.slice(0, 30));
  await fits('/champions', championName);
  await fits('/admin-tools/champions', championName);
  await fits('/admin-tools/static-dashboard', 'Programme statistics');
  await fits('/admin-access', 'Admin access');

  expect(tooWide, 'pages wider than a 360 px screen').toEqual([]);
});
