import sharp from 'sharp';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The cards of a grid by rows, as a person sees them: cards whose tops line up share a row. */
async function rowsOf(cards: Locator): Promise<{ card: Locator; height: number; pictureHeight: number }[][]> {
  const rows = new Map<number, { card: Locator; height: number; pictureHeight: number }[]>();
  for (const card of await cards.all()) {
    // A card is laid out as it comes near the screen (decision 0041): measure it where a person would see it.
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    const picture = await card.getByTestId('recipe-picture').boundingBox();
    expect(box, 'card on screen').not.toBeNull();
    expect(picture, 'card picture on screen').not.toBeNull();
    if (!box || !picture) continue;
    const top = Math.round(box.y);
    rows.set(top, [...(rows.get(top) ?? []), { card, height: box.height, pictureHeight: picture.height }]);
  }
  return [...rows.values()];
}

function expectEqualHeights(rows: { height: number; pictureHeight: number }[][]) {
  for (const row of rows) {
    const heights = new Set(row.map(({ height }) => Math.round(height)));
    const pictures = new Set(row.map(({ pictureHeight }) => Math.round(pictureHeight)));
    expect([...heights], 'card heights in one row').toHaveLength(1);
    expect([...pictures], 'picture heights in one row').toHaveLength(1);
  }
}

// Regression: the starter recipes have no photos, so their cards were blank boxes beside one with a photo.
test.describe('recipe pictures', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every catalogue card shows a picture, drawn from the recipe when it has no photo, and a row’s cards are one height', async ({
    page,
    createUser,
    signInAs,
  }) => {
    await signInAs(await createUser({ userType: 'regular' }));
    await page.goto('/recipe-catalog?sort=title');
    const cards = page.getByRole('list', { name: 'Recipes' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(6);

    // Each card has exactly one picture, and it is visible: none is an empty box.
    for (const card of await cards.all()) {
      await expect(card.getByTestId('recipe-picture')).toHaveCount(1);
      await expect(card.getByTestId('recipe-picture')).toBeVisible();
    }
    // The drawings differ by kind: soups, salads, breakfasts… are not one repeated placeholder.
    const kinds = await cards.getByTestId('recipe-picture').evaluateAll((pictures) => pictures.map((p) => p.getAttribute('data-kind')));
    expect(kinds.every((kind) => kind !== null)).toBe(true);
    expect(new Set(kinds).size).toBeGreaterThan(3);

    const rows = await rowsOf(cards);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]?.length).toBeGreaterThan(1);
    expectEqualHeights(rows);
  });

  test('in My recipes a card with a photo and cards without one line up, one height per row', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const user = await createUser({ userType: 'regular' });
    const api = await apiAs(user);
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    const uploaded = await api.post('/api/photos', { headers: { 'content-type': 'image/png' }, data: image });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const photoId = ((await uploaded.json()) as { id: string }).id;
    const recipes = [
      { title: 'Carrot soup with a photo', photoId, description: 'Short.' },
      {
        title: 'Butter bean and tomato stew with a long title that wraps onto more lines',
        description: 'A long description that takes several lines on a card. '.repeat(4),
      },
      { title: 'Toast', description: '' },
    ];
    for (const recipe of recipes) {
      const response = await api.post('/api/recipes', { data: { ...recipe, servings: 2 } });
      expect(response.status(), await response.text()).toBe(201);
    }

    await signInAs(user);
    await page.goto('/recipe-catalog?tab=mine');
    const cards = page.getByRole('list', { name: 'My recipes' }).getByRole('article');
    await expect(cards).toHaveCount(3);
    const withPhoto = cards.filter({ has: page.getByRole('link', { name: 'Carrot soup with a photo' }) });
    await expect(withPhoto.getByTestId('recipe-picture')).toHaveAttribute('src', /\/api\/photos\//);
    for (const title of ['Toast', 'Butter bean and tomato stew with a long title that wraps onto more lines']) {
      const card = cards.filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect(card.getByTestId('recipe-picture')).toBeVisible();
      await expect(card.getByTestId('recipe-picture')).toHaveAttribute('data-kind', /.+/);
    }

    const rows = await rowsOf(cards);
    expect(rows).toHaveLength(1);
    expectEqualHeights(rows);
  });

  test('the dashboard and the recipe dialog draw a picture for a recipe without a photo instead of a grey square', async ({
    page,
    createUser,
    signInAs,
    apiAs,
  }) => {
    const user = await createUser({ userType: 'regular' });
    const api = await apiAs(user);
    const created = await api.post('/api/recipes', { data: { title: 'Red lentil soup', servings: 2, eatThisWeek: true } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await signInAs(user);
    await page.goto('/dashboard');
    const shortlist = page.getByRole('list', { name: 'Eat this week' });
    await expect(shortlist.getByRole('link', { name: 'Red lentil soup' })).toBeVisible();
    await expect(shortlist.getByTestId('recipe-picture')).toHaveAttribute('data-kind', 'soup');
    await expect(shortlist.getByTestId('recipe-picture')).toBeVisible();

    await page.goto(`/recipe-catalog?tab=mine&open=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Red lentil soup' });
    await expect(dialog.getByTestId('recipe-picture')).toHaveAttribute('data-kind', 'soup');
    await expect(dialog.getByTestId('recipe-picture')).toBeVisible();
  });
});
