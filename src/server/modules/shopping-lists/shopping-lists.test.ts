import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { MealType } from '../../../shared/meal-plans.ts';
import { shoppingItemSchema, shoppingListSchema, type ShoppingItem } from '../../../shared/shopping.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { buildShoppingList } from './build-shopping-list.ts';
import { MAX_MANUAL_ITEMS, tickShoppingItem } from './change-shopping-item.ts';
import { expectContract } from '../../test/contract.ts';

// A Monday and the Sunday of its week; the week after.
const MON = '2026-03-02';
const WED = '2026-03-04';
const SUN = '2026-03-08';
const NEXT_MON = '2026-03-09';
const WEEK = `from=${MON}&to=${SUN}`;

type Amount = Pick<ShoppingItem, 'item' | 'quantity' | 'unit'>;
const amounts = (items: ShoppingItem[]): Amount[] => items.map(({ item, quantity, unit }) => ({ item, quantity, unit }));

describeEachDatabase('shopping list API', (server) => {
  const db = () => server().ctx.db.kysely;

  const signedIn = async () => {
    const user = await createUser(server().ctx, { userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    const recipe = async (title: string, servings: number, ingredients: string[]) => {
      const res = await client.post('/api/recipes', { title, servings, ingredients });
      expect(res.status).toBe(201);
      return res.body as { id: string; title: string };
    };
    /** Written straight to the table: the meal-plan API has its own tests. */
    const plan = async (recipeId: string | null, servings: number, date = MON, options: { text?: string; mealType?: MealType } = {}) => {
      const now = new Date().toISOString();
      await db()
        .insertInto('mealPlanEntry')
        .values({
          id: randomUUID(),
          householdId: user.householdId ?? '',
          userId: user.id,
          date,
          mealType: options.mealType ?? 'dinner',
          recipeId,
          text: options.text ?? null,
          title: options.text ?? 'Planned',
          servings,
          position: 0,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    };
    const list = async (range = WEEK): Promise<ShoppingItem[]> => {
      const res = await client.get(`/api/shopping-list?${range}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectContract(shoppingListSchema, res.body);
      return res.body.items;
    };
    return { user, client, recipe, plan, list };
  };

  /** Everything the shopping list stores, of everyone: "nothing changed" checks compare it. */
  const stored = async () => ({
    ticks: await db().selectFrom('shoppingItemState').selectAll().orderBy('itemKey').execute(),
    manual: await db().selectFrom('shoppingManualItem').selectAll().orderBy('id').execute(),
  });

  it.each([
    ['GET', `/api/shopping-list?${WEEK}`],
    ['PATCH', `/api/shopping-list/items/p.onion.mass?${WEEK}`],
    ['POST', `/api/shopping-list/items?${WEEK}`],
    ['DELETE', `/api/shopping-list/items/m.some-id?${WEEK}`],
  ])('%s %s needs a signed-in user', async (method, path) => {
    const res = await new TestClient(server().baseUrl).request(method, path, { body: method === 'GET' ? undefined : { checked: true } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Sign in to continue');
  });

  it('is empty with nothing planned', async () => {
    const { list } = await signedIn();
    expect(await list()).toEqual([]);
  });

  it('merges the examples: 200 g + 0.5 kg onions = 700 g, 1 cup + 4 tbsp milk = 1 ¼ cups', async () => {
    const { recipe, plan, list } = await signedIn();
    const soup = await recipe('Onion soup', 2, ['200 g onions', '1 cup milk']);
    const stew = await recipe('Stew', 4, ['0.5 kg onions', '4 tbsp milk']);
    await plan(soup.id, 2);
    await plan(stew.id, 4, WED);
    expect(await list()).toEqual([
      {
        id: 'p.onion.mass',
        item: 'onions',
        quantity: 700,
        unit: 'g',
        aisle: 'Fruit & veg',
        checked: false,
        manual: false,
        recipes: ['Onion soup', 'Stew'],
      },
      {
        id: 'p.milk.volume',
        item: 'milk',
        quantity: 1.25,
        unit: 'cup',
        aisle: 'Dairy & eggs',
        checked: false,
        manual: false,
        recipes: ['Onion soup', 'Stew'],
      },
    ]);
  });

  // Regression (issue 17): a German list read "kartoffeln, 1,5 kg", every name lower-cased.
  it('shows each line as the recipes wrote it, merged whatever the case', async () => {
    const { recipe, plan, list } = await signedIn();
    const soup = await recipe('Kartoffelsuppe', 4, ['1 kg Kartoffeln', '40 g Parmesan']);
    const fried = await recipe('Bratkartoffeln', 2, ['500 g kartoffeln', '20 g parmesan']);
    await plan(soup.id, 4);
    await plan(fried.id, 2, WED);
    expect(amounts(await list())).toEqual(
      expect.arrayContaining([
        { item: 'Kartoffeln', quantity: 1.5, unit: 'kg' },
        { item: 'Parmesan', quantity: 60, unit: 'g' },
      ]),
    );
    expect(await list()).toHaveLength(2);
  });

  it("builds the list in the person's measures: a cup of flour and 200 g of flour are one line, in grams or in cups", async () => {
    const { user, recipe, plan, list } = await signedIn();
    const pancakes = await recipe('Pancakes', 2, ['1 cup plain flour', '1 cup milk', '2 eggs']);
    const bread = await recipe('Bread', 1, ['200 g all-purpose flour', '100 ml milk']);
    await plan(pancakes.id, 2);
    await plan(bread.id, 1, WED);
    const week = { from: MON, to: SUN };

    // Until the profile has a Measures setting the API answers as written: flour by weight and by the cup, apart.
    expect(amounts(await list()).filter((item) => item.item === 'plain flour')).toEqual([
      { item: 'plain flour', quantity: 200, unit: 'g' },
      { item: 'plain flour', quantity: 1, unit: 'cup' },
    ]);

    const household = user.householdId ?? '';
    const metric = await buildShoppingList(server().ctx.db, household, week, 'metric');
    const flour = metric.filter((item) => item.item === 'plain flour');
    expect(flour).toHaveLength(1);
    expect(flour[0]).toMatchObject({ id: 'p.plain-flour.mass', unit: 'g', recipes: ['Pancakes', 'Bread'] });
    expect(flour[0]?.quantity).toBeCloseTo(326.8, 1);
    expect(metric.find((item) => item.item === 'milk')).toMatchObject({ id: 'p.milk.volume', quantity: 340, unit: 'ml' });
    expect(metric.find((item) => item.item === 'eggs')).toMatchObject({ quantity: 2, unit: null });

    const us = await buildShoppingList(server().ctx.db, household, week, 'us');
    expect(us.filter((item) => item.item === 'plain flour')).toEqual([
      expect.objectContaining({ id: 'p.plain-flour.mass', quantity: 2.57725, unit: 'cup' }),
    ]);

    // A tick on the merged line is kept under a key both systems share.
    expect(
      await tickShoppingItem(server().ctx.db, { householdId: household, userId: user.id }, week, 'p.plain-flour.mass', true, 'metric'),
    ).toMatchObject({ checked: true });
    expect((await buildShoppingList(server().ctx.db, household, week, 'us')).find((item) => item.item === 'plain flour')?.checked).toBe(
      true,
    );
  });

  it("scales each entry's ingredients by its servings over the recipe's, and merges them across recipes", async () => {
    const { recipe, plan, list } = await signedIn();
    const dal = await recipe('Red lentil dal', 4, [
      '300 g red lentils',
      '2 onions, chopped',
      '3 garlic cloves',
      '1 tin chopped tomatoes',
      'salt to taste',
    ]);
    const soup = await recipe('Lentil soup', 2, ['100 g red lentils', '1 onion', '2 cloves garlic', '1 tsp salt', '2 carrots']);
    await plan(dal.id, 6); // × 1.5
    await plan(soup.id, 1, SUN, { mealType: 'lunch' }); // × 0.5
    await plan(soup.id, 4, WED); // × 2
    const items = await list();
    expect(amounts(items)).toEqual([
      { item: 'carrots', quantity: 5, unit: null },
      { item: 'garlic', quantity: 9.5, unit: 'clove' },
      { item: 'onions', quantity: 5.5, unit: null },
      { item: 'chopped tomatoes', quantity: 1.5, unit: 'tin' },
      { item: 'red lentils', quantity: 700, unit: 'g' },
      { item: 'salt', quantity: 2.5, unit: 'tsp' },
    ]);
    expect(items.map((item) => item.aisle)).toEqual([
      'Fruit & veg',
      'Fruit & veg',
      'Fruit & veg',
      'Tins & jars',
      'Pasta, rice & pulses',
      'Herbs & spices',
    ]);
    expect(items.find((item) => item.item === 'salt')?.recipes).toEqual(['Red lentil dal', 'Lentil soup']);
  });

  it('counts only entries in the range with a recipe of the user: not free text, not a recipe gone for good; a deleted recipe is still planned', async () => {
    const { client, recipe, plan, list } = await signedIn();
    const kept = await recipe('Kept', 1, ['1 apple']);
    const deleted = await recipe('Deleted since', 1, ['1 banana']);
    const purged = await recipe('Purged', 1, ['1 cherry']);
    await plan(kept.id, 1);
    await plan(kept.id, 1, NEXT_MON);
    await plan(deleted.id, 1);
    expect((await client.delete(`/api/recipes/${deleted.id}`)).status).toBe(204);
    await plan(purged.id, 1);
    await db().deleteFrom('recipe').where('id', '=', purged.id).execute(); // its entry keeps recipeId null
    await plan(null, 2, MON, { text: 'Leftovers' });
    expect(amounts(await list())).toEqual([
      { item: 'apple', quantity: 1, unit: null },
      { item: 'banana', quantity: 1, unit: null },
    ]);
  });

  it('keeps a tick while the plan changes: the merged line keeps it as its quantity grows', async () => {
    const { client, recipe, plan, list } = await signedIn();
    const soup = await recipe('Soup', 2, ['2 onions', '1 l stock']);
    await plan(soup.id, 2);
    const onions = (await list()).find((item) => item.item === 'onions');
    expect(onions).toMatchObject({ id: 'p.onion.each', quantity: 2, checked: false });

    const ticked = await client.patch(`/api/shopping-list/items/p.onion.each?${WEEK}`, { checked: true });
    expect(ticked.status).toBe(200);
    expectContract(shoppingItemSchema, ticked.body);
    expect(ticked.body).toMatchObject({ id: 'p.onion.each', item: 'onions', quantity: 2, checked: true, manual: false });
    expect((await list()).find((item) => item.id === 'p.onion.each')?.checked).toBe(true);

    const curry = await recipe('Curry', 4, ['3 large onions', '1 tbsp oil']);
    await plan(curry.id, 4, WED);
    const after = await list();
    expect(after.find((item) => item.id === 'p.onion.each')).toMatchObject({ quantity: 5, checked: true, recipes: ['Soup', 'Curry'] });
    expect(after.filter((item) => item.checked).map((item) => item.id)).toEqual(['p.onion.each']);

    // The tick belongs to this list (range): another range's list of the same day is untouched.
    expect((await list(`from=${MON}&to=${MON}`)).find((item) => item.id === 'p.onion.each')?.checked).toBe(false);

    const unticked = await client.patch(`/api/shopping-list/items/p.onion.each?${WEEK}`, { checked: false });
    expect(unticked.body.checked).toBe(false);
    expect((await list()).every((item) => !item.checked)).toBe(true);
  });

  it('refuses to tick a planned key that is not on the list, storing nothing', async () => {
    const { client, recipe, plan } = await signedIn();
    await plan((await recipe('Soup', 2, ['2 onions'])).id, 2);
    const before = await stored();
    for (const id of ['p.onion.mass', 'p.unicorn.each', 'p.', 'x.onion.each', 'onion.each']) {
      const res = await client.patch(`/api/shopping-list/items/${id}?${WEEK}`, { checked: true });
      expect(res.status, id).toBe(404);
      expect(res.body.error).toBe('Item not found');
    }
    // On the list of this week, not of the next.
    expect((await client.patch(`/api/shopping-list/items/p.onion.each?from=${NEXT_MON}&to=${NEXT_MON}`, { checked: true })).status).toBe(
      404,
    );
    expect(await stored()).toEqual(before);
  });

  it('adds, ticks and removes items by hand, read like ingredient lines', async () => {
    const { client, recipe, plan, list } = await signedIn();
    await plan((await recipe('Tea', 1, ['300 ml milk'])).id, 1);

    const milk = await client.post(`/api/shopping-list/items?${WEEK}`, { text: '  2 l milk ' });
    expect(milk.status).toBe(201);
    expectContract(shoppingItemSchema, milk.body);
    expect(milk.body).toEqual({
      id: expect.stringMatching(/^m\.[0-9a-f-]{36}$/),
      item: 'milk',
      quantity: 2,
      unit: 'l',
      aisle: 'Dairy & eggs',
      checked: false,
      manual: true,
      recipes: [],
    });
    const bags = await client.post(`/api/shopping-list/items?${WEEK}`, { text: 'Bin bags' });
    expect(bags.body).toMatchObject({ item: 'Bin bags', quantity: null, unit: null, aisle: 'Household' });
    const odd = await client.post(`/api/shopping-list/items?${WEEK}`, { text: '0.1 kg saffron threads' });
    expect(odd.body).toMatchObject({ quantity: 0.1, unit: 'kg' });

    // In aisle order, planned lines before hand-added ones within an aisle; hand-added items never merge.
    expect((await list()).map((item) => [item.aisle, item.item, item.manual])).toEqual([
      ['Dairy & eggs', 'milk', false],
      ['Dairy & eggs', 'milk', true],
      ['Household', 'Bin bags', true],
      ['Other', 'saffron threads', true],
    ]);
    expect((await list(`from=${NEXT_MON}&to=${NEXT_MON}`)).filter((item) => item.manual)).toEqual([]);

    const ticked = await client.patch(`/api/shopping-list/items/${milk.body.id}?${WEEK}`, { checked: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toEqual({ ...milk.body, checked: true });
    expect((await list()).find((item) => item.id === milk.body.id)?.checked).toBe(true);

    expect((await client.delete(`/api/shopping-list/items/${milk.body.id}?${WEEK}`)).status).toBe(204);
    expect((await client.delete(`/api/shopping-list/items/${milk.body.id}?${WEEK}`)).status).toBe(404);
    expect((await client.patch(`/api/shopping-list/items/${milk.body.id}?${WEEK}`, { checked: true })).status).toBe(404);
    // Planned items are ticked, never removed; a hand-added item belongs to its own list.
    const planned = await client.delete(`/api/shopping-list/items/p.milk.volume?${WEEK}`);
    expect(planned.status).toBe(404);
    expect((await client.delete(`/api/shopping-list/items/${bags.body.id}?from=${NEXT_MON}&to=${NEXT_MON}`)).status).toBe(404);
    expect((await list()).map((item) => item.item)).toEqual(['milk', 'Bin bags', 'saffron threads']);
  });

  // Regression: a hand-written item lost "(1)", which the ingredient parser sets aside as a note.
  it('keeps an item as it was written, markup and all, and says the limit of one too long', async () => {
    const { client, list } = await signedIn();
    const written = '<img src=x onerror=alert(1)> خبز';
    const added = await client.post(`/api/shopping-list/items?${WEEK}`, { text: written });
    expect(added.status).toBe(201);
    expect(added.body.item).toBe(written);
    const eggs = await client.post(`/api/shopping-list/items?${WEEK}`, { text: '6 eggs (large, free range)' });
    expect(eggs.body).toMatchObject({ item: 'eggs, large, free range', quantity: 6 });
    expect((await list()).map((item) => item.item)).toEqual(expect.arrayContaining([written]));

    const before = await stored();
    const long = await client.post(`/api/shopping-list/items?${WEEK}`, { text: 'x'.repeat(1000) });
    expect([long.status, long.body.error]).toEqual([400, 'An item can be at most 200 characters']);
    expect(await stored()).toEqual(before);
  });

  it(`stops at ${MAX_MANUAL_ITEMS} items added by hand to one list with 409`, async () => {
    const { user, client } = await signedIn();
    const createdAt = new Date().toISOString();
    await db()
      .insertInto('shoppingManualItem')
      .values(
        Array.from({ length: MAX_MANUAL_ITEMS }, (_, i) => ({
          id: randomUUID(),
          householdId: user.householdId ?? '',
          addedBy: user.id,
          rangeKey: `${MON}..${SUN}`,
          text: `thing ${i}`,
          item: `thing ${i}`,
          quantity: null,
          unit: null,
          checked: 0,
          createdAt,
        })),
      )
      .execute();
    const res = await client.post(`/api/shopping-list/items?${WEEK}`, { text: 'one more' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`A list can have at most ${MAX_MANUAL_ITEMS} items added by hand`);
    // Another list of the same user has room.
    expect((await client.post(`/api/shopping-list/items?from=${NEXT_MON}&to=${NEXT_MON}`, { text: 'one more' })).status).toBe(201);
  });

  it("never shows or changes another user's list", async () => {
    const me = await signedIn();
    const them = await signedIn();
    const theirRecipe = await them.recipe('Their soup', 2, ['2 onions', '1 kg potatoes']);
    await them.plan(theirRecipe.id, 2);
    expect((await them.client.patch(`/api/shopping-list/items/p.onion.each?${WEEK}`, { checked: true })).status).toBe(200);
    const theirItem = (await them.client.post(`/api/shopping-list/items?${WEEK}`, { text: 'their bread' })).body as ShoppingItem;

    // Their plan is not in my list, even an entry of mine that names their recipe.
    expect(await me.list()).toEqual([]);
    await me.plan(theirRecipe.id, 2);
    expect(await me.list()).toEqual([]);

    const before = await stored();
    for (const id of [theirItem.id, 'p.onion.each', 'p.potato.mass']) {
      expect((await me.client.patch(`/api/shopping-list/items/${id}?${WEEK}`, { checked: false })).status).toBe(404);
      expect((await me.client.delete(`/api/shopping-list/items/${id}?${WEEK}`)).status).toBe(404);
    }
    expect(await stored()).toEqual(before);

    // My tick on the same key is mine alone.
    await me.plan((await me.recipe('My soup', 2, ['2 onions'])).id, 2);
    expect((await me.list()).find((item) => item.id === 'p.onion.each')?.checked).toBe(false);
    const theirs = await them.list();
    expect(theirs.find((item) => item.id === 'p.onion.each')?.checked).toBe(true);
    expect(theirs.find((item) => item.id === theirItem.id)).toMatchObject({ item: 'their bread', checked: false });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { client, recipe, plan } = await signedIn();
    await plan((await recipe('Soup', 2, ['2 onions'])).id, 2);
    const manual = (await client.post(`/api/shopping-list/items?${WEEK}`, { text: 'bread' })).body as ShoppingItem;
    const before = await stored();

    const badRanges = [
      '',
      `from=${MON}`,
      `to=${SUN}`,
      'from=2026-02-30&to=2026-03-02',
      'from=tomorrow&to=2026-03-02',
      'from=2026-3-2&to=2026-03-08',
      `from=${SUN}&to=${MON}`,
      'from=2026-01-01&to=2026-03-04', // 63 days
    ];
    for (const range of badRanges) {
      const responses = await Promise.all([
        client.get(`/api/shopping-list?${range}`),
        client.patch(`/api/shopping-list/items/p.onion.each?${range}`, { checked: true }),
        client.post(`/api/shopping-list/items?${range}`, { text: 'milk' }),
        client.delete(`/api/shopping-list/items/${manual.id}?${range}`),
      ]);
      for (const res of responses) {
        expect(res.status, range).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
    }
    // The longest range allowed: 62 days.
    expect((await client.get('/api/shopping-list?from=2026-01-01&to=2026-03-03')).status).toBe(200);

    const badTicks = [{}, { checked: 'yes' }, { checked: 1 }, { checked: null }, { checked: true, item: 'x' }];
    for (const body of badTicks) {
      for (const id of ['p.onion.each', manual.id]) {
        const res = await client.patch(`/api/shopping-list/items/${id}?${WEEK}`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
    }
    const badItems = [{}, { text: '' }, { text: '   ' }, { text: 42 }, { text: 'x'.repeat(201) }, { text: 'milk', quantity: 2 }];
    for (const body of badItems) {
      const res = await client.post(`/api/shopping-list/items?${WEEK}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const notJson = await client.post(`/api/shopping-list/items?${WEEK}`, undefined, {
      rawBody: '{"text":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await client.patch(`/api/shopping-list/items/${'p.'.padEnd(400, 'x')}?${WEEK}`, { checked: true })).status).toBe(400);

    expect(await stored()).toEqual(before);
  });

  it('describes its routes in the OpenAPI document', async () => {
    const doc = (await new TestClient(server().baseUrl).get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/shopping-list', '/api/shopping-list/items', '/api/shopping-list/items/{id}']),
    );
    const params = doc.paths['/api/shopping-list'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['from', 'to']));
  });
});
