import sharp from 'sharp';
import { expect, it } from 'vitest';
import { cookLogEntrySchema, cookLogSchema, MAX_COOK_NOTE, todayIn, type CookLogEntry } from '../../../shared/cook-log.ts';
import { sharedWords } from '../../../shared/i18n/shared-words.ts';
import { addDays, type MealPlanEntry } from '../../../shared/meal-plans.ts';
import { recipeReadSchema, type RecipeRead } from '../../../shared/recipes.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { purgeExpiredRecipes } from './recipes.repo.ts';

const ZONE = 'Europe/London';
const today = () => todayIn(ZONE);

/** Issue 20 part 2: "I cooked this" — the cook log, ratings, and who may read them (docs/decisions/0077-the-cook-log.md). */
describeEachDatabase('cook log', (server) => {
  const client = (user: TestUser) => clientAs(server().baseUrl, user);
  const db = () => server().ctx.db.kysely;
  /** The log of this test's people (the file's tests share a database). */
  let people: string[] = [];
  const logRows = () => db().selectFrom('cookLog').selectAll().where('userId', 'in', people).orderBy('id').execute();

  /** Sam and Alex share a household; Cy is in a household of their own. */
  const household = async () => {
    const sam = await createUser(server().ctx, { userType: 'regular', name: 'Sam Cook' });
    const alex = await moveIntoHousehold(
      server().ctx,
      await createUser(server().ctx, { userType: 'regular', name: 'Alex Cook' }),
      sam.householdId ?? '',
    );
    const cy = await createUser(server().ctx, { userType: 'regular', name: 'Cy Elsewhere' });
    people = [sam.id, alex.id, cy.id];
    return { sam, alex, cy };
  };
  const newRecipe = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await client(user).post('/api/recipes', { servings: 2, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as RecipeRead;
  };
  const cook = (user: TestUser, recipeId: string, body: Record<string, unknown>) =>
    client(user).post(`/api/recipes/${recipeId}/cooked`, { timeZone: ZONE, ...body });
  const logOf = async (user: TestUser, recipeId: string) => {
    const res = await client(user).get(`/api/recipes/${recipeId}/cooked`);
    expect(res.status).toBe(200);
    expectContract(cookLogSchema, res.body);
    return (res.body as { entries: CookLogEntry[] }).entries;
  };

  it('records a cook with a rating and a note; the recipe and the list carry the rating and the last day cooked', async () => {
    const { sam } = await household();
    const soup = await newRecipe(sam, { title: 'Leek soup' });
    expect(soup).toMatchObject({ rating: null, lastCookedOn: null });

    const res = await cook(sam, soup.id, { rating: 4, note: '  More pepper next time  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectContract(cookLogEntrySchema, res.body);
    expect(res.body).toMatchObject({ cookedOn: today(), rating: 4, note: 'More pepper next time', mine: true, cookName: 'Sam Cook' });

    const read = (await client(sam).get(`/api/recipes/${soup.id}`)).body as RecipeRead;
    expectContract(recipeReadSchema, read);
    expect(read).toMatchObject({ rating: 4, lastCookedOn: today() });
    const list = (await client(sam).get('/api/recipes')).body as RecipeRead[];
    expect(list.map((r) => [r.title, r.rating, r.lastCookedOn])).toEqual([['Leek soup', 4, today()]]);

    // An earlier day without a rating: the last day stays today, the rating the latest one given.
    expect((await cook(sam, soup.id, { cookedOn: addDays(today(), -3) })).status).toBe(201);
    expect((await cook(sam, soup.id, { cookedOn: addDays(today(), -1), rating: 2 })).status).toBe(201);
    const after = (await client(sam).get('/api/recipes')).body as RecipeRead[];
    expect(after.map((r) => [r.rating, r.lastCookedOn])).toEqual([[4, today()]]);
    // A change of the recipe answers with them too.
    const patched = await client(sam).patch(`/api/recipes/${soup.id}`, { isFavorite: true });
    expect(patched.body).toMatchObject({ rating: 4, lastCookedOn: today() });

    // The person's export carries their log.
    const exported = await client(sam).get('/api/me/export');
    expect(exported.status).toBe(200);
    expect((exported.body as { cookLog: { note: string | null }[] }).cookLog.map((e) => e.note)).toContain('More pepper next time');

    expect((await logOf(sam, soup.id)).map((e) => [e.cookedOn, e.rating])).toEqual([
      [today(), 4],
      [addDays(today(), -1), 2],
      [addDays(today(), -3), null],
    ]);
  });

  it.each([
    ['a rating of 6', { rating: 6 }, 'rating', sharedWords('validation.cooked.rating')],
    ['a rating of 0', { rating: 0 }, 'rating', sharedWords('validation.cooked.rating')],
    ['half a star', { rating: 3.5 }, 'rating', sharedWords('validation.cooked.rating')],
    ['tomorrow', { cookedOn: 'TOMORROW' }, 'cookedOn', sharedWords('validation.cooked.future')],
    ['a day that does not exist', { cookedOn: '2026-02-30' }, 'cookedOn', sharedWords('validation.date.exists')],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', sharedWords('validation.cooked.timeZone')],
    [
      'a note one character too long',
      { note: 'x'.repeat(MAX_COOK_NOTE + 1) },
      'note',
      sharedWords('validation.cooked.noteTooLong', { max: MAX_COOK_NOTE }),
    ],
    ['an unknown field', { stars: 4 }, '', ''],
  ])('refuses %s with a clear 400 and writes nothing', async (_name, body, path, message) => {
    const { sam } = await household();
    const soup = await newRecipe(sam, { title: 'Pea soup' });
    const sent = {
      ...body,
      ...('cookedOn' in body && body.cookedOn === 'TOMORROW' && { cookedOn: addDays(todayIn('Pacific/Kiritimati'), 1) }),
    };
    const res = await cook(sam, soup.id, sent);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    if (message) {
      expect(res.body.error).toBe(message);
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
    }
    expect(await logRows()).toEqual([]);
  });

  it('takes a note of exactly the longest length whole, never cut', async () => {
    const { sam } = await household();
    const soup = await newRecipe(sam, { title: 'Long soup' });
    const note = 'é'.repeat(MAX_COOK_NOTE);
    const res = await cook(sam, soup.id, { note });
    expect(res.status).toBe(201);
    expect(res.body.note).toBe(note);
  });

  it("lets the household read each other's cook log on shared recipes, never a private recipe's or another household's", async () => {
    const { sam, alex, cy } = await household();
    const shared = await newRecipe(sam, { title: 'Shared curry' });
    const hidden = await newRecipe(sam, { title: 'Hidden tart', private: true });

    expect((await cook(sam, shared.id, { rating: 5, note: 'Sam liked it' })).status).toBe(201);
    expect((await cook(alex, shared.id, { rating: 3, note: 'Too hot for Alex' })).status).toBe(201);
    for (const reader of [sam, alex]) {
      const entries = await logOf(reader, shared.id);
      expect(entries.map((e) => [e.cookName, e.rating, e.note, e.mine]).sort()).toEqual(
        [
          ['Alex Cook', 3, 'Too hot for Alex', reader === alex],
          ['Sam Cook', 5, 'Sam liked it', reader === sam],
        ].sort(),
      );
    }
    // Each reads their own rating on the recipe.
    expect((await client(alex).get(`/api/recipes/${shared.id}`)).body).toMatchObject({ rating: 3, lastCookedOn: today() });
    expect((await client(sam).get(`/api/recipes/${shared.id}`)).body).toMatchObject({ rating: 5 });

    // A private recipe, and any recipe of another household: not found, and nothing written.
    const before = await logRows();
    for (const [who, recipe] of [
      [alex, hidden],
      [cy, shared],
    ] as const) {
      expect((await cook(who, recipe.id, { rating: 1 })).status).toBe(404);
      expect((await client(who).get(`/api/recipes/${recipe.id}/cooked`)).status).toBe(404);
    }
    expect(await logRows()).toEqual(before);

    // Someone who leaves the household takes their log along: the others no longer read it.
    await moveIntoHousehold(server().ctx, alex, cy.householdId ?? '');
    expect((await logOf(sam, shared.id)).map((e) => e.cookName)).toEqual(['Sam Cook']);
  });

  it('deletes only one’s own entry', async () => {
    const { sam, alex } = await household();
    const shared = await newRecipe(sam, { title: 'Shared pie' });
    const alexs = (await cook(alex, shared.id, { rating: 2 })).body as CookLogEntry;
    expect((await client(sam).delete(`/api/recipes/${shared.id}/cooked/${alexs.id}`)).status).toBe(404);
    expect((await logOf(alex, shared.id)).map((e) => e.id)).toEqual([alexs.id]);
    expect((await client(alex).delete(`/api/recipes/${shared.id}/cooked/${alexs.id}`)).status).toBe(204);
    expect(await logRows()).toEqual([]);
    expect((await client(alex).get(`/api/recipes/${shared.id}`)).body).toMatchObject({ rating: null, lastCookedOn: null });
  });

  it("marks the household's plan entry as cooked; another household's entry is refused", async () => {
    const { sam, alex, cy } = await household();
    const stew = await newRecipe(sam, { title: 'Planned stew' });
    const entry = (await client(sam).post('/api/meal-plan/entries', { date: today(), mealType: 'dinner', recipeId: stew.id }))
      .body as MealPlanEntry;
    expect(entry.cooked).toBe(false);
    const cysStew = await newRecipe(cy, { title: 'Cy stew' });
    const cysEntry = (await client(cy).post('/api/meal-plan/entries', { date: today(), mealType: 'dinner', recipeId: cysStew.id }))
      .body as MealPlanEntry;

    const refused = await cook(alex, stew.id, { planEntryId: cysEntry.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(sharedWords('server.cooked.planEntryNotFound'));
    expect(await logRows()).toEqual([]);

    expect((await cook(alex, stew.id, { planEntryId: entry.id })).status).toBe(201);
    const plan = (await client(sam).get(`/api/meal-plan?from=${today()}&to=${today()}`)).body as { entries: MealPlanEntry[] };
    expect(plan.entries.map((e) => [e.title, e.cooked])).toEqual([['Planned stew', true]]);
  });

  it('sorts My recipes by rating and lists those not cooked for a while', async () => {
    const { sam } = await household();
    const [low, none, high, old] = [
      await newRecipe(sam, { title: 'Low' }),
      await newRecipe(sam, { title: 'Unrated' }),
      await newRecipe(sam, { title: 'High' }),
      await newRecipe(sam, { title: 'Cooked long ago' }),
    ];
    await cook(sam, low.id, { rating: 1 });
    await cook(sam, high.id, { rating: 5 });
    await cook(sam, old.id, { rating: 3, cookedOn: addDays(today(), -40) });
    void none;
    const titles = async (query: string) => ((await client(sam).get(`/api/recipes?${query}`)).body as RecipeRead[]).map((r) => r.title);
    expect(await titles('sort=rating')).toEqual(['High', 'Cooked long ago', 'Low', 'Unrated']);
    expect(await titles('filter=not-cooked-lately')).toEqual(['Cooked long ago', 'Unrated']);

    // A page at a time, the order carries on across pages.
    const pages: string[] = [];
    let url = '/api/recipes?sort=rating&limit=1';
    for (let i = 0; i < 5 && url; i++) {
      const res = await client(sam).get(url);
      pages.push(...(res.body as RecipeRead[]).map((r) => r.title));
      const next = res.headers['x-next-cursor'];
      url = typeof next === 'string' ? `/api/recipes?sort=rating&limit=1&cursor=${next}` : '';
    }
    expect(pages).toEqual(['High', 'Cooked long ago', 'Low', 'Unrated']);

    // Cooking it moves it out of "not cooked for a while" at once (the kept page follows the log).
    await cook(sam, old.id, {});
    expect(await titles('filter=not-cooked-lately')).toEqual(['Unrated']);
    expect((await client(sam).get('/api/recipes?sort=best')).status).toBe(400);
  });

  it('a photo on an entry is sniffed and re-encoded, and the household sees it; others do not', async () => {
    const { sam, alex, cy } = await household();
    const soup = await newRecipe(sam, { title: 'Photo soup' });
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'soup.jpg');
    const uploaded = await fetch(`${server().baseUrl}/api/photos`, { method: 'POST', headers: { cookie: alex.cookie }, body: form });
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as { id: string };

    const res = await cook(alex, soup.id, { photoId: photo.id });
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toBe(`/api/photos/${photo.id}/large`);
    const fetchAs = async (user: TestUser) =>
      (await fetch(`${server().baseUrl}/api/photos/${photo.id}/thumb`, { headers: { cookie: user.cookie } })).status;
    expect([await fetchAs(alex), await fetchAs(sam), await fetchAs(cy)]).toEqual([200, 200, 404]);
    // Once the recipe is private, a third member reads neither it nor its log's photo; its owner and the cook still do.
    const pat = await moveIntoHousehold(server().ctx, await createUser(server().ctx, { userType: 'regular' }), sam.householdId ?? '');
    expect(await fetchAs(pat)).toBe(200);
    expect((await client(sam).patch(`/api/recipes/${soup.id}`, { private: true })).status).toBe(200);
    expect([await fetchAs(alex), await fetchAs(sam), await fetchAs(pat)]).toEqual([200, 200, 404]);
    // Cy cannot put Alex's photo on an entry of their own.
    const cysSoup = await newRecipe(cy, { title: 'Cy soup' });
    expect((await cook(cy, cysSoup.id, { photoId: photo.id })).status).toBe(400);
  });

  it('goes with its recipe when the recipe is purged, and with its cook when their account is deleted', async () => {
    const { sam, alex } = await household();
    const gone = await newRecipe(sam, { title: 'Purged soup' });
    const kept = await newRecipe(sam, { title: 'Kept soup' });
    await cook(sam, gone.id, { rating: 4 });
    await cook(alex, kept.id, { rating: 4 });
    await cook(sam, kept.id, { rating: 5 });
    expect((await client(sam).delete(`/api/recipes/${gone.id}`)).status).toBe(204);
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await db().updateTable('recipe').set({ deletedAt: longAgo }).where('id', '=', gone.id).execute();
    await purgeExpiredRecipes(server().ctx.db);
    expect((await logRows()).map((r) => [r.recipeId, r.userId])).toEqual(expect.not.arrayContaining([expect.arrayContaining([gone.id])]));
    expect(await logRows()).toHaveLength(2);

    const res = await client(alex).request('DELETE', '/api/me', { body: { confirmEmail: alex.email, password: alex.password } });
    expect(res.status).toBe(204);
    expect((await logRows()).map((r) => r.userId)).toEqual([sam.id]);
  });
});
