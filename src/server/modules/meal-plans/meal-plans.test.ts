import { expect, it } from 'vitest';
import {
  clearedWeekSchema,
  MAX_ENTRIES_PER_SLOT,
  MAX_ENTRY_TEXT,
  mealPlanEntrySchema,
  mealPlanSchema,
  type MealPlanEntry,
} from '../../../shared/meal-plans.ts';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { TestClient, type TestResponse } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { newRecipeRow } from '../recipes/index.ts';
import { expectContract } from '../../test/contract.ts';

// A Monday, and the days after it.
const MON = '2026-03-02';
const TUE = '2026-03-03';
const SUN = '2026-03-08';
const NEXT_MON = '2026-03-09';
const NEXT_SUN = '2026-03-15';

describeEachDatabase('meal plan API', (server) => {
  const signedIn = async () => {
    const user = await createUser(server().ctx, { userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    const recipe = async (title: string, servings = 4) => {
      const res = await client.post('/api/recipes', { title, servings });
      expect(res.status).toBe(201);
      return res.body as { id: string; title: string };
    };
    const add = async (body: Record<string, unknown>): Promise<MealPlanEntry> => {
      const res = await client.post('/api/meal-plan/entries', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expectContract(mealPlanEntrySchema, res.body);
      return res.body;
    };
    const plan = async (from: string, to: string): Promise<MealPlanEntry[]> => {
      const res = await client.get(`/api/meal-plan?from=${from}&to=${to}`);
      expect(res.status).toBe(200);
      expectContract(mealPlanSchema, res.body);
      return res.body.entries;
    };
    return { user, client, recipe, add, plan };
  };

  /** Every entry row of everyone, for "nothing changed" checks. */
  const allRows = () => server().ctx.db.kysely.selectFrom('mealPlanEntry').selectAll().orderBy('id').execute();
  const slot = (entries: MealPlanEntry[], date: string, mealType: string) =>
    entries.filter((e) => e.date === date && e.mealType === mealType).map((e) => [e.title, e.position]);

  it.each([
    ['GET', `/api/meal-plan?from=${MON}&to=${SUN}`],
    ['POST', '/api/meal-plan/entries'],
    ['PATCH', '/api/meal-plan/entries/some-id'],
    ['DELETE', '/api/meal-plan/entries/some-id'],
    ['POST', '/api/meal-plan/copy-week'],
    ['POST', '/api/meal-plan/clear-week'],
    ['GET', '/api/meal-plan/calendar'],
    ['POST', '/api/meal-plan/calendar/rotate'],
  ])('%s %s needs a signed-in user', async (method, path) => {
    const res = await new TestClient(server().baseUrl).request(method, path, { body: method === 'GET' ? undefined : { date: MON } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Sign in to continue');
  });

  it('adds recipe and free-text entries and reads them back by date, meal and position, within the range only', async () => {
    const { user, recipe, add, plan } = await signedIn();
    const dal = await recipe('Red lentil dal', 4);
    const oats = await recipe('Overnight oats', 2);

    const dinner = await add({ date: TUE, mealType: 'dinner', recipeId: dal.id, servings: 4 });
    expect(dinner).toEqual({
      id: expect.any(String),
      date: TUE,
      mealType: 'dinner',
      recipeId: dal.id,
      text: null,
      title: 'Red lentil dal',
      servings: 4,
      position: 0,
      recipeDeleted: false,
      thumbnailUrl: null,
      cooked: false,
    });
    const leftovers = await add({ date: TUE, mealType: 'dinner', text: '  Leftovers ' });
    expect(leftovers).toMatchObject({ recipeId: null, text: 'Leftovers', title: 'Leftovers', position: 1, recipeDeleted: false });
    await add({ date: TUE, mealType: 'breakfast', recipeId: oats.id });
    await add({ date: MON, mealType: 'snack', text: 'Apple' });
    await add({ date: MON, mealType: 'lunch', text: 'Soup' });
    await add({ date: NEXT_MON, mealType: 'lunch', text: 'Next week' });
    await add({ date: '2026-03-01', mealType: 'lunch', text: 'The week before' });

    const entries = await plan(MON, SUN);
    expect(entries.map((e) => [e.date, e.mealType, e.title, e.position])).toEqual([
      [MON, 'lunch', 'Soup', 0],
      [MON, 'snack', 'Apple', 0],
      [TUE, 'breakfast', 'Overnight oats', 0],
      [TUE, 'dinner', 'Red lentil dal', 0],
      [TUE, 'dinner', 'Leftovers', 1],
    ]);
    expect(entries[3]).toEqual(dinner);
    const rows = await server().ctx.db.kysely.selectFrom('mealPlanEntry').select('userId').where('id', '=', dinner.id).execute();
    expect(rows).toEqual([{ userId: user.id }]);
  });

  // Regression: a household of 2 planning a recipe written for 6 got 6 servings, and a shopping list 3 times too big.
  it('defaults servings to the household size, for a recipe as for free text, and keeps servings given', async () => {
    const { client, recipe, add } = await signedIn();
    expect((await client.patch('/api/me', { householdSize: 2 })).status).toBe(200);
    const stewRes = await client.post('/api/recipes', { title: 'Stew', servings: 6, ingredients: ['600 g potatoes'] });
    expect(stewRes.status).toBe(201);
    const stew = stewRes.body as { id: string };
    const planned = await add({ date: MON, mealType: 'dinner', recipeId: stew.id });
    expect(planned.servings).toBe(2);
    // The recipe still says what it was written for.
    expect((await client.get(`/api/recipes/${stew.id}`)).body.servings).toBe(6);
    // The shopping list follows the entry: 600 g for six is 200 g for two.
    const list = await client.get(`/api/shopping-list?from=${MON}&to=${SUN}`);
    expect(list.body.items).toEqual([expect.objectContaining({ item: 'potatoes', quantity: 200, unit: 'g' })]);

    expect((await client.patch('/api/me', { householdSize: 3 })).status).toBe(200);
    const dal = await recipe('Dal', 1);
    expect((await add({ date: MON, mealType: 'dinner', recipeId: dal.id })).servings).toBe(3);
    expect((await add({ date: MON, mealType: 'dinner', recipeId: stew.id, servings: 5 })).servings).toBe(5);
    expect((await add({ date: MON, mealType: 'lunch', text: 'Leftovers' })).servings).toBe(3);
    expect((await add({ date: MON, mealType: 'lunch', text: 'Sandwiches', servings: 1 })).servings).toBe(1);
  });

  it("refuses someone else's recipe, a deleted one and a catalogue one with 404, adding nothing", async () => {
    const { client, recipe } = await signedIn();
    const other = await signedIn();
    const theirs = await other.recipe('Their curry');
    const gone = await recipe('Gone');
    expect((await client.delete(`/api/recipes/${gone.id}`)).status).toBe(204);
    const catalogue = newRecipeRow(recipeCreateSchema.parse({ title: 'Catalogue dal' }), {
      userId: null,
      inCatalogue: true,
      slug: 'catalogue-dal',
    });
    await server().ctx.db.kysely.insertInto('recipe').values(catalogue).execute();
    const before = await allRows();

    for (const recipeId of [theirs.id, gone.id, catalogue.id, 'no-such-recipe']) {
      const res = await client.post('/api/meal-plan/entries', { date: MON, mealType: 'dinner', recipeId });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Recipe not found');
    }
    expect(await allRows()).toEqual(before);
  });

  it("never shows, changes, moves or deletes someone else's entry", async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const dal = await owner.recipe('Dal');
    const theirs = await owner.add({ date: MON, mealType: 'dinner', recipeId: dal.id });
    await owner.add({ date: MON, mealType: 'dinner', text: 'Salad' });
    const mine = await intruder.add({ date: MON, mealType: 'dinner', text: 'Mine' });
    const before = await allRows();

    expect((await intruder.plan(MON, SUN)).map((e) => e.id)).toEqual([mine.id]);
    for (const patch of [{ servings: 9 }, { date: TUE }, { mealType: 'lunch' }, { position: 0 }, { text: 'Hijacked' }]) {
      const res = await intruder.client.patch(`/api/meal-plan/entries/${theirs.id}`, patch);
      expect(res.status, JSON.stringify(patch)).toBe(404);
      expect(res.body.error).toBe('Meal plan entry not found');
    }
    const del = await intruder.client.delete(`/api/meal-plan/entries/${theirs.id}`);
    expect(del.status).toBe(404);
    expect(del.body.error).toBe('Meal plan entry not found');
    expect((await intruder.client.post('/api/meal-plan/clear-week', { weekStart: MON })).body).toEqual({ removed: 1 });
    expect(await allRows()).toEqual(before.filter((r) => r.id !== mine.id));
    expect((await owner.plan(MON, SUN)).map((e) => e.title)).toEqual(['Dal', 'Salad']);

    for (const id of ['no-such-entry', 'x'.repeat(100)]) {
      expect((await owner.client.patch(`/api/meal-plan/entries/${id}`, { servings: 2 })).status).toBe(404);
      expect((await owner.client.delete(`/api/meal-plan/entries/${id}`)).status).toBe(404);
    }
  });

  it('moves an entry within its slot and across days and meals, numbering both slots 0..n-1', async () => {
    const { client, add, plan } = await signedIn();
    const made: Record<string, MealPlanEntry> = {};
    for (const title of ['A', 'B', 'C', 'D']) made[title] = await add({ date: MON, mealType: 'dinner', text: title });
    for (const title of ['X', 'Y']) made[title] = await add({ date: TUE, mealType: 'lunch', text: title });
    const move = async (title: string, patch: Record<string, unknown>) => {
      const res = await client.patch(`/api/meal-plan/entries/${made[title]?.id}`, patch);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as MealPlanEntry;
    };

    // Within the slot: D to the front, then A to the end (past it: clamped).
    expect((await move('D', { position: 0 })).position).toBe(0);
    expect(slot(await plan(MON, SUN), MON, 'dinner')).toEqual([
      ['D', 0],
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    expect((await move('A', { position: 20 })).position).toBe(3);
    expect(slot(await plan(MON, SUN), MON, 'dinner')).toEqual([
      ['D', 0],
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);

    // Across day and meal, into the middle: the gap closes behind it.
    const moved = await move('B', { date: TUE, mealType: 'lunch', position: 1 });
    expect(moved).toMatchObject({ date: TUE, mealType: 'lunch', position: 1, title: 'B' });
    let entries = await plan(MON, SUN);
    expect(slot(entries, MON, 'dinner')).toEqual([
      ['D', 0],
      ['C', 1],
      ['A', 2],
    ]);
    expect(slot(entries, TUE, 'lunch')).toEqual([
      ['X', 0],
      ['B', 1],
      ['Y', 2],
    ]);

    // Across meals without a position: to the end. Into an empty slot: position 0.
    expect((await move('D', { mealType: 'lunch', date: TUE })).position).toBe(3);
    expect((await move('X', { mealType: 'breakfast' })).position).toBe(0);
    expect((await move('C', { date: SUN, position: 5, servings: 7 })).servings).toBe(7);
    entries = await plan(MON, SUN);
    expect(slot(entries, MON, 'dinner')).toEqual([['A', 0]]);
    expect(slot(entries, TUE, 'lunch')).toEqual([
      ['B', 0],
      ['Y', 1],
      ['D', 2],
    ]);
    expect(slot(entries, TUE, 'breakfast')).toEqual([['X', 0]]);
    expect(slot(entries, SUN, 'dinner')).toEqual([['C', 0]]);
  });

  it('changes servings and the text of a free-text entry, and refuses text for a recipe entry', async () => {
    const { client, recipe, add } = await signedIn();
    const dal = await recipe('Dal');
    const planned = await add({ date: MON, mealType: 'dinner', recipeId: dal.id });
    const free = await add({ date: MON, mealType: 'lunch', text: 'Leftovers' });

    const servings = await client.patch(`/api/meal-plan/entries/${planned.id}`, { servings: 8 });
    expect(servings.status).toBe(200);
    expectContract(mealPlanEntrySchema, servings.body);
    expect(servings.body).toEqual({ ...planned, servings: 8 });
    const text = await client.patch(`/api/meal-plan/entries/${free.id}`, { text: 'Pizza night' });
    expect(text.body).toMatchObject({ text: 'Pizza night', title: 'Pizza night', position: 0 });

    const refused = await client.patch(`/api/meal-plan/entries/${planned.id}`, { text: 'Not a recipe' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Only a free-text entry's text can be changed; this entry is a recipe");
    expect((await client.get(`/api/meal-plan?from=${MON}&to=${MON}`)).body.entries[1]).toEqual({ ...planned, servings: 8 });
  });

  it('deletes an entry and closes the gap in its slot', async () => {
    const { client, add, plan } = await signedIn();
    const made = [];
    for (const text of ['A', 'B', 'C']) made.push(await add({ date: MON, mealType: 'dinner', text }));
    const res = await client.delete(`/api/meal-plan/entries/${made[1]?.id}`);
    expect(res.status).toBe(204);
    expect(slot(await plan(MON, MON), MON, 'dinner')).toEqual([
      ['A', 0],
      ['C', 1],
    ]);
    expect((await client.delete(`/api/meal-plan/entries/${made[1]?.id}`)).status).toBe(404);
    expect((await add({ date: MON, mealType: 'dinner', text: 'D' })).position).toBe(2);
  });

  it(`refuses a ${MAX_ENTRIES_PER_SLOT + 1}st entry in one slot, whether added or moved there, with 409`, async () => {
    const { client, add, plan } = await signedIn();
    for (let i = 0; i < MAX_ENTRIES_PER_SLOT; i++) await add({ date: MON, mealType: 'snack', text: `Snack ${i}` });
    const extra = await client.post('/api/meal-plan/entries', { date: MON, mealType: 'snack', text: 'One more' });
    expect(extra.status).toBe(409);
    expect(extra.body.error).toBe(`A meal can hold at most ${MAX_ENTRIES_PER_SLOT} entries: remove one first`);

    const elsewhere = await add({ date: MON, mealType: 'lunch', text: 'Elsewhere' });
    const moved = await client.patch(`/api/meal-plan/entries/${elsewhere.id}`, { mealType: 'snack' });
    expect(moved.status).toBe(409);
    expect(await plan(MON, MON)).toHaveLength(MAX_ENTRIES_PER_SLOT + 1);
    // Moving within the full slot is still fine.
    const first = (await plan(MON, MON)).find((e) => e.title === 'Snack 0');
    expect((await client.patch(`/api/meal-plan/entries/${first?.id}`, { position: MAX_ENTRIES_PER_SLOT })).body.position).toBe(
      MAX_ENTRIES_PER_SLOT - 1,
    );
  });

  it('copies a week onto the same weekdays and meals of another, after what is there, keeping recipe, text, title and servings', async () => {
    const { client, recipe, add, plan } = await signedIn();
    const other = await signedIn();
    const dal = await recipe('Dal', 4);
    const gone = await recipe('Gone soon', 2);
    await add({ date: MON, mealType: 'dinner', recipeId: dal.id, servings: 3 });
    await add({ date: MON, mealType: 'dinner', text: 'Salad' });
    await add({ date: SUN, mealType: 'breakfast', recipeId: gone.id });
    await add({ date: '2026-03-01', mealType: 'dinner', text: 'Not this week' });
    await client.delete(`/api/recipes/${gone.id}`);
    await add({ date: NEXT_MON, mealType: 'dinner', text: 'Already there' });
    await other.add({ date: TUE, mealType: 'lunch', text: "Someone else's" });
    const sourceBefore = await plan(MON, SUN);

    const res = await client.post('/api/meal-plan/copy-week', { from: MON, to: NEXT_MON });
    expect(res.status).toBe(200);
    expect(res.body.entries).toEqual(await plan(NEXT_MON, NEXT_SUN));
    expectContract(mealPlanSchema, res.body);
    expect(
      res.body.entries.map((e: MealPlanEntry) => [
        e.date,
        e.mealType,
        e.title,
        e.recipeId,
        e.text,
        e.servings,
        e.position,
        e.recipeDeleted,
      ]),
    ).toEqual([
      [NEXT_MON, 'dinner', 'Already there', null, 'Already there', 2, 0, false],
      [NEXT_MON, 'dinner', 'Dal', dal.id, null, 3, 1, false],
      [NEXT_MON, 'dinner', 'Salad', null, 'Salad', 2, 2, false],
      [NEXT_SUN, 'breakfast', 'Gone soon', gone.id, null, 2, 0, true],
    ]);
    expect(await plan(MON, SUN)).toEqual(sourceBefore);
    expect(await other.plan(NEXT_MON, NEXT_SUN)).toEqual([]);

    // Copying again adds again; copying backwards works too.
    expect((await client.post('/api/meal-plan/copy-week', { from: MON, to: NEXT_MON })).body.entries).toHaveLength(7);
    const back = await client.post('/api/meal-plan/copy-week', { from: NEXT_MON, to: '2026-02-23' });
    // That week's Sunday (2026-03-01) already held a dinner.
    expect(back.body.entries).toHaveLength(8);
    expect(slot(back.body.entries, '2026-03-01', 'dinner')).toEqual([['Not this week', 0]]);
    expect(slot(back.body.entries, '2026-02-23', 'dinner').map(([, p]) => p)).toEqual([0, 1, 2, 3, 4]);
  });

  it('copies nothing when a target slot would overflow', async () => {
    const { client, add, plan } = await signedIn();
    await add({ date: MON, mealType: 'lunch', text: 'Copied' });
    await add({ date: MON, mealType: 'snack', text: 'Overflowing' });
    for (let i = 0; i < MAX_ENTRIES_PER_SLOT; i++) await add({ date: NEXT_MON, mealType: 'snack', text: `Snack ${i}` });
    const before = await allRows();
    const res = await client.post('/api/meal-plan/copy-week', { from: MON, to: NEXT_MON });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/nothing was copied/);
    expect(await allRows()).toEqual(before);
    expect(slot(await plan(NEXT_MON, NEXT_SUN), NEXT_MON, 'lunch')).toEqual([]);
  });

  it("clears the seven days of a week, and only the user's own", async () => {
    const { client, add, plan } = await signedIn();
    const other = await signedIn();
    await add({ date: MON, mealType: 'dinner', text: 'A' });
    await add({ date: MON, mealType: 'dinner', text: 'B' });
    await add({ date: SUN, mealType: 'snack', text: 'C' });
    await add({ date: '2026-03-01', mealType: 'dinner', text: 'Day before' });
    await add({ date: NEXT_MON, mealType: 'dinner', text: 'Day after' });
    await other.add({ date: TUE, mealType: 'lunch', text: 'Theirs' });

    const res = await client.post('/api/meal-plan/clear-week', { weekStart: MON });
    expect(res.status).toBe(200);
    expectContract(clearedWeekSchema, res.body);
    expect(res.body).toEqual({ removed: 3 });
    expect((await plan('2026-03-01', NEXT_MON)).map((e) => e.title)).toEqual(['Day before', 'Day after']);
    expect((await other.plan(MON, SUN)).map((e) => e.title)).toEqual(['Theirs']);
    expect((await client.post('/api/meal-plan/clear-week', { weekStart: MON })).body).toEqual({ removed: 0 });
  });

  it("shows the recipe's current title and photo, and still lists the entry when the recipe is deleted", async () => {
    const { client, recipe, add, plan } = await signedIn();
    const dal = await recipe('Dal');
    const entry = await add({ date: MON, mealType: 'dinner', recipeId: dal.id });
    await server().ctx.db.kysely.updateTable('recipe').set({ photoId: 'photo-1' }).where('id', '=', dal.id).execute();
    await client.patch(`/api/recipes/${dal.id}`, { title: 'Red lentil dal' });
    expect((await plan(MON, MON))[0]).toEqual({ ...entry, title: 'Red lentil dal', thumbnailUrl: '/api/photos/photo-1/thumb' });

    expect((await client.delete(`/api/recipes/${dal.id}`)).status).toBe(204);
    expect((await plan(MON, MON))[0]).toEqual({
      ...entry,
      title: 'Red lentil dal',
      thumbnailUrl: '/api/photos/photo-1/thumb',
      recipeDeleted: true,
    });

    // Restored: live again.
    expect((await client.post(`/api/recipes/${dal.id}/restore`)).status).toBe(200);
    expect((await plan(MON, MON))[0]?.recipeDeleted).toBe(false);
  });

  it('keeps the title of an entry whose recipe is purged for good, without a recipe', async () => {
    const { client, recipe, add, plan } = await signedIn();
    const dal = await recipe('Dal');
    const entry = await add({ date: MON, mealType: 'dinner', recipeId: dal.id });
    await client.delete(`/api/recipes/${dal.id}`);
    await server().ctx.db.kysely.deleteFrom('recipeTag').where('recipeId', '=', dal.id).execute();
    await server().ctx.db.kysely.deleteFrom('recipe').where('id', '=', dal.id).execute();

    expect((await plan(MON, MON))[0]).toEqual({ ...entry, recipeId: null, title: 'Dal', recipeDeleted: true, thumbnailUrl: null });
    // Such an entry can still be moved, resized, copied and deleted.
    expect((await client.patch(`/api/meal-plan/entries/${entry.id}`, { servings: 1, mealType: 'lunch' })).status).toBe(200);
    const copied = await client.post('/api/meal-plan/copy-week', { from: MON, to: NEXT_MON });
    expect(copied.body.entries).toEqual([
      expect.objectContaining({ recipeId: null, text: null, title: 'Dal', recipeDeleted: true, servings: 1 }),
    ]);
    expect((await client.delete(`/api/meal-plan/entries/${entry.id}`)).status).toBe(204);
  });

  const expectRefused = (res: TestResponse) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(typeof res.body.error).toBe('string');
  };

  it.each([
    ['no range', ''],
    ['a date that does not exist', `from=2026-02-30&to=${SUN}`],
    ['a month that does not exist', `from=2025-13-01&to=2026-01-05`],
    ['a range that ends before it starts', `from=${SUN}&to=${MON}`],
    ['a range over 62 days', `from=2026-01-01&to=2026-03-04`],
    ['a date in another format', `from=02/03/2026&to=${SUN}`],
  ])('refuses to read a plan with %s', async (_label, query) => {
    const { client } = await signedIn();
    expectRefused(await client.get(`/api/meal-plan?${query}`));
  });

  it('reads a range of exactly 62 days', async () => {
    const { client } = await signedIn();
    expect((await client.get('/api/meal-plan?from=2026-01-01&to=2026-03-03')).status).toBe(200);
  });

  it.each([
    ['a date that does not exist', { date: '2026-02-30', mealType: 'dinner', text: 'x' }],
    ['no date', { mealType: 'dinner', text: 'x' }],
    ['an unknown meal', { date: MON, mealType: 'brunch', text: 'x' }],
    ['both a recipe and a text', { date: MON, mealType: 'dinner', recipeId: 'r', text: 'x' }],
    ['neither a recipe nor a text', { date: MON, mealType: 'dinner' }],
    ['a blank text', { date: MON, mealType: 'dinner', text: '   ' }],
    ['a huge text', { date: MON, mealType: 'dinner', text: 'x'.repeat(MAX_ENTRY_TEXT + 1) }],
    ['servings of 0', { date: MON, mealType: 'dinner', text: 'x', servings: 0 }],
    ['fractional servings', { date: MON, mealType: 'dinner', text: 'x', servings: 1.5 }],
    ['servings as text', { date: MON, mealType: 'dinner', text: 'x', servings: '2' }],
    ['an unknown key', { date: MON, mealType: 'dinner', text: 'x', userId: 'someone-else' }],
    ['a position of its own', { date: MON, mealType: 'dinner', text: 'x', position: 0 }],
    // PostgreSQL text cannot hold NUL: refused as input, never a 500.
    ['a NUL in the text', { date: MON, mealType: 'dinner', text: 'a\u0000b' }],
    ['a NUL in the recipe id', { date: MON, mealType: 'dinner', recipeId: 'a\u0000b' }],
  ])('refuses to add an entry with %s, adding nothing', async (_label, body) => {
    const { client, add } = await signedIn();
    await add({ date: MON, mealType: 'dinner', text: 'Existing' });
    const before = await allRows();
    expectRefused(await client.post('/api/meal-plan/entries', body));
    expect(await allRows()).toEqual(before);
  });

  it.each([
    ['an empty change', {}],
    ['a date that does not exist', { date: '2026-02-30' }],
    ['an unknown meal', { mealType: 'elevenses' }],
    ['a negative position', { position: -1 }],
    ['a fractional position', { position: 0.5 }],
    ['servings of 0', { servings: 0 }],
    ['a huge text', { text: 'x'.repeat(MAX_ENTRY_TEXT + 1) }],
    ['a new recipe', { recipeId: 'r' }],
    ['a NUL in the text', { text: 'a\u0000b' }],
    ['an unknown key', { userId: 'someone-else' }],
  ])('refuses a change with %s, changing nothing', async (_label, patch) => {
    const { client, add } = await signedIn();
    const entry = await add({ date: MON, mealType: 'dinner', text: 'Existing' });
    const before = await allRows();
    expectRefused(await client.patch(`/api/meal-plan/entries/${entry.id}`, patch));
    expect(await allRows()).toEqual(before);
  });

  it.each([
    ['copy-week', { from: MON }],
    ['copy-week', { from: MON, to: '2026-02-30' }],
    ['copy-week', { from: MON, to: TUE }],
    ['copy-week', { from: MON, to: NEXT_MON, replace: true }],
    ['clear-week', {}],
    ['clear-week', { weekStart: '2025-13-01' }],
    ['clear-week', { weekStart: MON, to: SUN }],
  ])('refuses %s with %j, changing nothing', async (action, body) => {
    const { client, add } = await signedIn();
    await add({ date: MON, mealType: 'dinner', text: 'Existing' });
    const before = await allRows();
    expectRefused(await client.post(`/api/meal-plan/${action}`, body));
    expect(await allRows()).toEqual(before);
  });

  it('refuses an entry id with a NUL in it', async () => {
    const { client } = await signedIn();
    expect((await client.patch('/api/meal-plan/entries/a%00b', { servings: 2 })).status).toBe(400);
    expect((await client.delete('/api/meal-plan/entries/a%00b')).status).toBe(400);
  });

  it('refuses bodies that are not JSON objects', async () => {
    const { client } = await signedIn();
    for (const rawBody of ['{"date": ', '[]', 'null']) {
      const res = await client.request('POST', '/api/meal-plan/entries', { rawBody, headers: { 'content-type': 'application/json' } });
      expect(res.status, rawBody).toBe(400);
    }
  });

  it('describes its routes in the OpenAPI document', async () => {
    const doc = await new TestClient(server().baseUrl).get('/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/meal-plan',
        '/api/meal-plan/entries',
        '/api/meal-plan/entries/{id}',
        '/api/meal-plan/copy-week',
        '/api/meal-plan/clear-week',
        '/api/meal-plan/calendar',
        '/api/meal-plan/calendar/rotate',
        '/api/calendar/{file}',
      ]),
    );
    const params = doc.body.paths['/api/meal-plan'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(['from', 'to']);
  });
});
