import { pino } from 'pino';
import { expect, it } from 'vitest';
import {
  pantryItemSchema,
  pantryListSchema,
  pantrySuggestionsSchema,
  type PantryItem,
  type PantrySuggestion,
} from '../../../shared/pantry.ts';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import { expectContract } from '../../test/contract.ts';
import { emptyDatabase } from '../../test/empty-database.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { insertCatalogueRecipe, unpublishCatalogueRecipe } from '../catalogue/index.ts';
import { readCataloguePostingsAhead, readPostings } from './catalogue-postings.ts';
import { householdCandidates, listPantryItems } from './pantry.repo.ts';

const TODAY = '2026-03-02';

describeEachDatabase('pantry API', (server, kind) => {
  const db = () => server().ctx.db.kysely;
  const client = (user: TestUser) => clientAs(server().baseUrl, user);

  /** Sam and Alex share a household; Cy is in a household of their own. */
  const household = async () => {
    const sam = await createUser(server().ctx, { userType: 'regular', name: 'Sam Home' });
    const alex = await moveIntoHousehold(server().ctx, await createUser(server().ctx, { userType: 'regular' }), sam.householdId ?? '');
    const cy = await createUser(server().ctx, { userType: 'regular', name: 'Cy Elsewhere' });
    return { sam, alex, cy };
  };

  const add = async (user: TestUser, text: string, bestBefore?: string, status = 201): Promise<PantryItem> => {
    const res = await client(user).post('/api/pantry', { text, ...(bestBefore && { bestBefore }) });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expectContract(pantryItemSchema, res.body);
    return res.body as PantryItem;
  };
  const list = async (user: TestUser): Promise<PantryItem[]> => {
    const res = await client(user).get('/api/pantry');
    expect(res.status).toBe(200);
    expectContract(pantryListSchema, res.body);
    return res.body.items;
  };
  const suggestions = async (user: TestUser): Promise<PantrySuggestion[]> => {
    const res = await client(user).get(`/api/pantry/what-can-i-make?today=${TODAY}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectContract(pantrySuggestionsSchema, res.body);
    return res.body.recipes;
  };
  const ownRecipe = async (user: TestUser, title: string, ingredients: string[], extra: Record<string, unknown> = {}) => {
    const res = await client(user).post('/api/recipes', { title, servings: 2, ingredients, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string };
  };
  const catalogueRecipe = async (title: string, ingredients: string[]) =>
    (await insertCatalogueRecipe(server().ctx.db, null, recipeCreateSchema.parse({ title, servings: 2, ingredients })))!;
  const stored = () => db().selectFrom('pantryItem').selectAll().orderBy('id').execute();

  it.each([
    ['GET', '/api/pantry'],
    ['POST', '/api/pantry'],
    ['PATCH', '/api/pantry/some-id'],
    ['DELETE', '/api/pantry/some-id'],
    ['GET', '/api/pantry/what-can-i-make'],
  ])('%s %s needs a signed-in user', async (method, path) => {
    const res = await new TestClient(server().baseUrl).request(method, path, { body: method === 'GET' ? undefined : { text: 'rice' } });
    expect(res.status).toBe(401);
  });

  it('keeps items with amounts and best-before dates, soonest first, merged by the shopping list’s key', async () => {
    const { sam, alex } = await household();
    await add(sam, 'rice');
    await add(sam, '2 onions', '2026-03-10');
    await add(alex, '500 g Plain Flour', '2026-03-04');
    // "Onions" is the same item as "2 onions": the amounts add up and the sooner date stays.
    const merged = await add(alex, '3 large onions', '2026-03-20', 200);
    expect(merged).toMatchObject({ item: 'onions', key: 'onion', quantity: 5, unit: null, bestBefore: '2026-03-10' });

    await add(alex, '1.5 kg pearl barley');

    const listed = await list(sam);
    expect(listed.map(({ item, quantity, unit, bestBefore }) => ({ item, quantity, unit, bestBefore }))).toEqual([
      { item: 'Plain Flour', quantity: 500, unit: 'g', bestBefore: '2026-03-04' },
      { item: 'onions', quantity: 5, unit: null, bestBefore: '2026-03-10' },
      { item: 'pearl barley', quantity: 1.5, unit: 'kg', bestBefore: null },
      { item: 'rice', quantity: null, unit: null, bestBefore: null },
    ]);
    // Read with the session (pantry-beside-session.ts) as the pantry's own statement reads it.
    expect(listed).toEqual(await listPantryItems(server().ctx.db, sam.householdId ?? ''));
  });

  it('changes and removes an item of the household; another household’s is not found and stays as it was', async () => {
    const { sam, alex, cy } = await household();
    const rice = await add(sam, 'rice');
    const changed = await client(alex).patch(`/api/pantry/${rice.id}`, { quantity: 1.5, unit: 'kg', bestBefore: '2026-04-01' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ item: 'rice', quantity: 1.5, unit: 'kg', bestBefore: '2026-04-01' });

    const before = await stored();
    const theirs = await client(cy).patch(`/api/pantry/${rice.id}`, { quantity: 2 });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toMatch(/not in your household’s pantry/);
    expect((await client(cy).delete(`/api/pantry/${rice.id}`)).status).toBe(404);
    expect(await stored()).toEqual(before);
    expect(await list(cy)).toEqual([]);

    expect((await client(alex).delete(`/api/pantry/${rice.id}`)).status).toBe(204);
    expect(await list(sam)).toEqual([]);
  });

  it.each([
    ['an empty item', { text: '   ' }, /Write the item to add/],
    ['an amount with no item', { text: '2 kg' }, /Write what the item is/],
    ['a date that does not exist', { text: 'rice', bestBefore: '2026-02-30' }],
    ['a field it does not know', { text: 'rice', owner: 'someone' }],
    ['too long an item', { text: 'x'.repeat(201) }, /at most 200 characters/],
  ])('refuses %s with words and changes nothing', async (_, body, words?: RegExp) => {
    const { sam } = await household();
    await add(sam, 'rice');
    const before = await stored();
    const res = await client(sam).post('/api/pantry', body);
    expect(res.status).toBe(400);
    if (words) expect(JSON.stringify(res.body)).toMatch(words);
    expect(await stored()).toEqual(before);
  });

  it('refuses a change with nothing in it, or a negative amount, and changes nothing', async () => {
    const { sam } = await household();
    const rice = await add(sam, 'rice');
    const before = await stored();
    expect((await client(sam).patch(`/api/pantry/${rice.id}`, {})).status).toBe(400);
    const negative = await client(sam).patch(`/api/pantry/${rice.id}`, { quantity: -1 });
    expect(negative.status).toBe(400);
    expect(JSON.stringify(negative.body)).toMatch(/amount above 0/);
    expect(await stored()).toEqual(before);
  });

  it('ranks recipes by the share of their ingredients the pantry has, staples ignored, with what is missing', async () => {
    const { sam } = await household();
    await add(sam, 'quinces');
    await add(sam, 'sorrel');
    await add(sam, '200 g samphire');
    // All three items (salt, water and olive oil are staples): 3 of 3.
    await catalogueRecipe('Quince and sorrel samphire', [
      '2 quinces',
      '1 bunch sorrel',
      '100 g samphire',
      'salt',
      '1 l water',
      '2 tbsp olive oil',
    ]);
    // Two of three.
    await ownRecipe(sam, 'Sorrel salsify soup', ['1 bunch sorrel', '2 salsify', '100 g samphire', 'pepper to taste']);
    // One of three.
    await catalogueRecipe('Quince and yuzu jelly', ['4 quinces', '1 yuzu', '500 g jam sugar']);
    // Nothing the pantry has: not suggested at all.
    await catalogueRecipe('Kohlrabi slaw', ['1 kohlrabi', '1 carrot']);

    const ranked = await suggestions(sam);
    expect(ranked.map(({ title, covered, total, missing, inCatalogue }) => ({ title, covered, total, missing, inCatalogue }))).toEqual([
      { title: 'Quince and sorrel samphire', covered: 3, total: 3, missing: [], inCatalogue: true },
      { title: 'Sorrel salsify soup', covered: 2, total: 3, missing: ['salsify'], inCatalogue: false },
      { title: 'Quince and yuzu jelly', covered: 1, total: 3, missing: ['yuzu', 'jam sugar'], inCatalogue: true },
    ]);
  });

  it('puts recipes using items near their best-before date first among equals', async () => {
    const { sam } = await household();
    await add(sam, 'lovage', '2027-01-01');
    await add(sam, 'medlar', '2026-03-04');
    await catalogueRecipe('Lovage and celeriac', ['lovage', 'celeriac']);
    await catalogueRecipe('Medlar and celeriac', ['medlar', 'celeriac']);
    const ranked = await suggestions(sam);
    expect(ranked.map(({ title, usesSoon }) => ({ title, usesSoon }))).toEqual([
      { title: 'Medlar and celeriac', usesSoon: ['medlar'] },
      { title: 'Lovage and celeriac', usesSoon: [] },
    ]);
  });

  it("suggests the household's shared recipes and the catalogue, never another household's or a private or deleted one", async () => {
    const { sam, alex, cy } = await household();
    await add(sam, 'cardoon');
    await ownRecipe(alex, 'Alex cardoon', ['cardoon']);
    await ownRecipe(alex, 'Alex private cardoon', ['cardoon'], { private: true });
    await ownRecipe(cy, 'Cy cardoon', ['cardoon']);
    const deleted = await ownRecipe(sam, 'Sam deleted cardoon', ['cardoon']);
    expect((await client(sam).delete(`/api/recipes/${deleted.id}`)).status).toBe(204);
    await catalogueRecipe('Catalogue cardoon', ['cardoon', 'fennel']);

    expect((await suggestions(sam)).map((recipe) => recipe.title)).toEqual(['Alex cardoon', 'Catalogue cardoon']);
    expect((await suggestions(alex)).map((recipe) => recipe.title)).toEqual(['Alex cardoon', 'Alex private cardoon', 'Catalogue cardoon']);
    expect(await suggestions(cy)).toEqual([]);
  });

  it("asks the recipe itself, not the index's copy, whether a household recipe may be shown", async () => {
    const { sam, alex } = await household();
    await add(sam, 'oca');
    const recipe = await ownRecipe(alex, 'Alex oca', ['oca']);
    expect((await suggestions(sam)).map(({ title }) => title)).toEqual(['Alex oca']);
    // Made private with the index not yet written again (as between a save and its index's rows).
    await db().updateTable('recipe').set({ private: 1 }).where('id', '=', recipe.id).execute();
    expect(await suggestions(sam)).toEqual([]);
    expect((await suggestions(alex)).map(({ title }) => title)).toEqual(['Alex oca']);
  });

  it("shows a catalogue recipe's title and missing items as the catalogue has them now", async () => {
    const { sam } = await household();
    await add(sam, 'achira');
    const id = await catalogueRecipe('Achira stew', ['achira', '2 small ahipas', 'maca powder']);
    expect(await suggestions(sam)).toEqual([
      expect.objectContaining({ title: 'Achira stew', inCatalogue: true, covered: 1, total: 3, missing: ['small ahipas', 'maca powder'] }),
    ]);
    await db().updateTable('recipe').set({ title: 'Achira and ahipa stew' }).where('id', '=', id).execute();
    expect((await suggestions(sam)).map(({ title }) => title)).toEqual(['Achira and ahipa stew']);
  });

  it("ranks the household's own recipes in the database as the catalogue's are ranked, keeping the best", async () => {
    const { sam, alex } = await household();
    const reader = { userId: sam.id, householdId: sam.householdId ?? '' };
    const half = await ownRecipe(sam, 'Half', ['kiwano', 'salsify']);
    const bothSoon = await ownRecipe(alex, 'Both, one soon', ['kiwano', 'romanesco']);
    const whole = await ownRecipe(sam, 'Whole', ['kiwano']);
    await ownRecipe(sam, 'A third', ['kiwano', 'salsify', 'samphire']);
    await ownRecipe(alex, 'Private', ['kiwano'], { private: true });
    // All of the first two's items, one to use soon first; then half of the next's, a third of the last (left out), and
    // never another member's private recipe.
    const ranked = await householdCandidates(server().ctx.db, reader, ['kiwano', 'romanesco'], ['romanesco'], 3);
    expect(ranked).toEqual([
      { recipeId: bothSoon.id, total: 2, covered: 2, soon: 1 },
      { recipeId: whole.id, total: 1, covered: 1, soon: 0 },
      { recipeId: half.id, total: 2, covered: 1, soon: 0 },
    ]);
  });

  it('counts every catalogue recipe that uses a pantry item, read in several reads of the index', async () => {
    const { sam } = await household();
    await add(sam, 'yacon');
    await add(sam, 'ulluco');
    const pair = await catalogueRecipe('Yacon and ulluco', ['2 yacon', '300 g ulluco']);
    const alone = await catalogueRecipe('Yacon alone', ['3 yacon']);
    await catalogueRecipe('Ulluco with mashua', ['ulluco', 'mashua']);
    // Two recipes per read: the keys' numbers run across the reads' edges, and every recipe is counted whole.
    const postings = await readPostings(server().ctx.db, 2);
    const numbers = (key: string) => {
      const { start, end } = postings.ranges.get(key) ?? { start: 0, end: 0 };
      return [...postings.postings.subarray(start, end)].map((n) => postings.ids[n]);
    };
    expect(numbers('yacon').sort()).toEqual([pair, alone].sort());
    expect(numbers('ulluco')).toContain(pair);
    expect(postings.itemCounts[postings.ids.indexOf(pair)]).toBe(2);
    expect(await readPostings(server().ctx.db, 2)).toEqual(await readPostings(server().ctx.db));
    expect((await suggestions(sam)).map(({ title, covered, total }) => ({ title, covered, total }))).toEqual([
      { title: 'Yacon and ulluco', covered: 2, total: 2 },
      { title: 'Yacon alone', covered: 1, total: 1 },
      { title: 'Ulluco with mashua', covered: 1, total: 2 },
    ]);
  });

  it("reads the pantry the same when the session takes better-auth's own path, as on its daily refresh", async () => {
    const { sam } = await household();
    // Items no other test here uses: the catalogue is the test server's, shared by every test of the file.
    await add(sam, 'mangelwurzels', '2026-03-03');
    await add(sam, 'sea beet');
    await catalogueRecipe('Mangelwurzel and sea beet gratin', ['500 g mangelwurzels', '200 g sea beet', '100 g glasswort']);
    const items = await list(sam);
    const ranked = await suggestions(sam);
    expect(ranked.map(({ title, missing, usesSoon }) => ({ title, missing, usesSoon }))).toEqual([
      { title: 'Mangelwurzel and sea beet gratin', missing: ['glasswort'], usesSoon: ['mangelwurzels'] },
    ]);
    // A session of thirty days with a day and a minute gone is due for its refresh: the session check leaves it to
    // better-auth, which extends it and reads nothing beside it, so the pantry is read on its own.
    const dueForRefresh = async () => {
      const due = Date.now() + (30 - 1) * 86_400_000 - 60_000;
      await db()
        .updateTable('session')
        .set({ expiresAt: new Date(due).toISOString() })
        .where('token', '=', sam.sessionToken)
        .execute();
      return async () => {
        const row = await db().selectFrom('session').select('expiresAt').where('token', '=', sam.sessionToken).executeTakeFirstOrThrow();
        expect(new Date(row.expiresAt).getTime(), 'the session was refreshed: better-auth answered').toBeGreaterThan(due);
      };
    };
    let refreshed = await dueForRefresh();
    expect(await list(sam)).toEqual(items);
    await refreshed();
    refreshed = await dueForRefresh();
    expect(await suggestions(sam)).toEqual(ranked);
    await refreshed();
  });

  it('reads the catalogue ahead at start; should that fail, the log says so and the start goes on', async () => {
    // A database with no tables: the reading fails as on a database that is not reachable.
    const empty = await emptyDatabase(kind, 'ahead');
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    try {
      await expect(readCataloguePostingsAhead(empty.db, logger)).resolves.toBeUndefined();
    } finally {
      await empty.remove();
    }
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'reading the catalogue for "What can I make?" at start failed; the first request will read it',
    ]);
  });

  it('counts a catalogue recipe from the next request after it is published, and not once it is unpublished', async () => {
    const { sam } = await household();
    await add(sam, 'arracacha');
    await add(sam, 'mauka');
    await catalogueRecipe('Arracacha alone', ['arracacha']);
    expect((await suggestions(sam)).map(({ title }) => title)).toEqual(['Arracacha alone']);
    const both = await catalogueRecipe('Arracacha and mauka', ['arracacha', 'mauka']);
    expect((await suggestions(sam)).map(({ title }) => title)).toEqual(['Arracacha and mauka', 'Arracacha alone']);
    expect(await unpublishCatalogueRecipe(server().ctx.db, both, { userId: sam.id, isAdmin: true })).toBe(true);
    expect((await suggestions(sam)).map(({ title }) => title)).toEqual(['Arracacha alone']);
  });

  it('ranks by share covered, then items to use soon, then items covered, and ignores staples in the pantry', async () => {
    const { sam } = await household();
    await add(sam, 'salt');
    await add(sam, 'olive oil');
    await add(sam, 'purslane', '2026-03-03');
    await add(sam, 'skirret');
    await add(sam, 'oca');
    await catalogueRecipe('Only staples', ['salt', '1 tbsp olive oil']);
    await catalogueRecipe('Skirret and mashua', ['skirret', 'mashua']);
    await catalogueRecipe('Oca and skirret', ['oca', 'skirret']);
    await catalogueRecipe('Purslane and mashua', ['purslane', 'mashua']);
    await catalogueRecipe('Oca, skirret and purslane', ['oca', 'skirret', 'purslane', 'salt']);
    const ranked = await suggestions(sam);
    // A recipe of staples alone has no items to count and is never suggested; salt in a recipe counts for nothing.
    expect(ranked.map(({ title, covered, total, usesSoon, missing }) => ({ title, covered, total, usesSoon, missing }))).toEqual([
      { title: 'Oca, skirret and purslane', covered: 3, total: 3, usesSoon: ['purslane'], missing: [] },
      { title: 'Oca and skirret', covered: 2, total: 2, usesSoon: [], missing: [] },
      { title: 'Purslane and mashua', covered: 1, total: 2, usesSoon: ['purslane'], missing: ['mashua'] },
      { title: 'Skirret and mashua', covered: 1, total: 2, usesSoon: [], missing: ['mashua'] },
    ]);
  });

  it('follows a recipe as it is changed: the index is kept up to date on save', async () => {
    const { sam } = await household();
    await add(sam, 'tamarillo');
    const recipe = await ownRecipe(sam, 'Changing', ['okra']);
    expect(await suggestions(sam)).toEqual([]);
    expect((await client(sam).patch(`/api/recipes/${recipe.id}`, { ingredients: ['2 tamarillo', 'okra'] })).status).toBe(200);
    expect((await suggestions(sam)).map(({ title, covered, total }) => ({ title, covered, total }))).toEqual([
      { title: 'Changing', covered: 1, total: 2 },
    ]);
  });
});
