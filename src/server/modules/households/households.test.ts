import { expect, it } from 'vitest';
import { householdSchema, type Household } from '../../../shared/households.ts';
import type { MealPlanEntry } from '../../../shared/meal-plans.ts';
import type { ShoppingList } from '../../../shared/shopping.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { expectContract } from '../../test/contract.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

const MON = '2026-03-02';
const SUN = '2026-03-08';
const WEEK = `from=${MON}&to=${SUN}`;

describeEachDatabase('households', (server) => {
  const client = (user: TestUser) => clientAs(server().baseUrl, user);

  /** Two people in one household (the second moved into the first's), and someone in a household of their own. */
  const household = async () => {
    const ana = await createUser(server().ctx, { userType: 'regular', name: 'Ana Home' });
    const ben = await moveIntoHousehold(
      server().ctx,
      await createUser(server().ctx, { userType: 'regular', name: 'Ben Home' }),
      ana.householdId ?? '',
    );
    const cy = await createUser(server().ctx, { userType: 'regular', name: 'Cy Elsewhere' });
    return { ana, ben, cy };
  };

  const planRecipe = async (user: TestUser, title: string, ingredients: string[]) => {
    const recipe = await client(user).post('/api/recipes', { title, servings: 2, ingredients });
    expect(recipe.status).toBe(201);
    const entry = await client(user).post('/api/meal-plan/entries', {
      date: MON,
      mealType: 'dinner',
      recipeId: (recipe.body as { id: string }).id,
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    return entry.body as MealPlanEntry;
  };
  const planOf = async (user: TestUser) =>
    ((await client(user).get(`/api/meal-plan?${WEEK}`)).body as { entries: MealPlanEntry[] }).entries;
  const listOf = async (user: TestUser) => ((await client(user).get(`/api/shopping-list?${WEEK}`)).body as ShoppingList).items;

  it('GET /api/household answers the household with its members, named and sized by setup', async () => {
    const { ana, ben } = await household();
    const res = await client(ben).get('/api/household');
    expect(res.status).toBe(200);
    expectContract(householdSchema, res.body);
    const body = res.body as Household;
    expect(body).toMatchObject({ id: ana.householdId, name: 'Ana Home', size: 2 });
    expect(body.members).toEqual([
      { id: ana.id, name: 'Ana Home' },
      { id: ben.id, name: 'Ben Home' },
    ]);

    // Setup through the API sizes the household and names it after the person.
    const dee = await createUser(server().ctx, { name: 'Dee New' });
    const setup = await client(dee).put('/api/me/setup', { name: 'Dee Newcomer', userType: 'regular', householdSize: 4, dietaryNeeds: [] });
    expect(setup.status).toBe(200);
    expect((await client(dee).get('/api/household')).body).toMatchObject({
      name: 'Dee Newcomer',
      size: 4,
      members: [{ id: dee.id, name: 'Dee Newcomer' }],
    });
  });

  it("members share one plan and one list: each sees the other's meals, ticks and items; another household sees none", async () => {
    const { ana, ben, cy } = await household();
    const soup = await planRecipe(ana, 'Shared soup', ['2 carrots', '1 onion']);
    expect((await planOf(ben)).map((entry) => entry.title)).toEqual(['Shared soup']);
    expect(await planOf(cy)).toEqual([]);

    const carrots = (await listOf(ben)).find((item) => item.item === 'carrots');
    expect(carrots).toBeDefined();
    const tick = await client(ben).patch(`/api/shopping-list/items/${encodeURIComponent(carrots?.id ?? '')}?${WEEK}`, { checked: true });
    expect(tick.status).toBe(200);
    expect((await listOf(ana)).find((item) => item.item === 'carrots')?.checked).toBe(true);

    const added = await client(ana).post(`/api/shopping-list/items?${WEEK}`, { text: 'bread' });
    expect(added.status).toBe(201);
    expect((await listOf(ben)).map((item) => item.item)).toContain('bread');
    expect((await listOf(cy)).map((item) => item.item)).not.toContain('bread');

    // Someone in another household can neither change nor remove the household's entries or items.
    const foreign = await client(cy).patch(`/api/meal-plan/entries/${soup.id}`, { servings: 9 });
    expect(foreign.status).toBe(404);
    expect((await client(cy).delete(`/api/meal-plan/entries/${soup.id}`)).status).toBe(404);
    const itemId = encodeURIComponent((added.body as { id: string }).id);
    expect((await client(cy).delete(`/api/shopping-list/items/${itemId}?${WEEK}`)).status).toBe(404);
    expect((await planOf(ana)).map((entry) => entry.servings)).toEqual([2]);

    // A member may: Ben moves Ana's meal's servings, and removes the item Ana added.
    expect((await client(ben).patch(`/api/meal-plan/entries/${soup.id}`, { servings: 3 })).status).toBe(200);
    expect((await planOf(ana)).map((entry) => entry.servings)).toEqual([3]);
    expect((await client(ben).delete(`/api/shopping-list/items/${itemId}?${WEEK}`)).status).toBe(204);
    expect((await listOf(ana)).map((item) => item.item)).not.toContain('bread');
  });

  it("the household's size is one for all its members, and a new meal's servings follow it", async () => {
    const { ana, ben } = await household();
    expect((await client(ben).patch('/api/me', { householdSize: 5 })).status).toBe(200);
    expect((await client(ana).get('/api/me')).body).toMatchObject({ householdSize: 5 });
    const entry = await client(ana).post('/api/meal-plan/entries', { date: MON, mealType: 'lunch', text: 'Sandwiches' });
    expect((entry.body as MealPlanEntry).servings).toBe(5);
  });

  it('someone who has not finished setup gets a household of their own when they first plan', async () => {
    const eve = await createUser(server().ctx, { name: 'Eve Early' });
    expect(eve.householdId).toBeNull();
    const entry = await client(eve).post('/api/meal-plan/entries', { date: MON, mealType: 'lunch', text: 'Toast' });
    expect(entry.status).toBe(201);
    expect((await planOf(eve)).map((e) => e.title)).toEqual(['Toast']);
    const mine = (await client(eve).get('/api/household')).body as Household;
    expect(mine.members).toEqual([{ id: eve.id, name: 'Eve Early' }]);
  });

  // Regression: on PostgreSQL, first requests at once each made a household, and the items added through one were
  // not found through the next (the crash-safety test's 404s).
  it('first requests at once, by someone with no household yet, make one household that holds all they add', async () => {
    const fay = await createUser(server().ctx, { name: 'Fay Fast' });
    const added = await Promise.all(
      ['eggs', 'milk', 'bread', 'rice', 'tea'].map((text) => client(fay).post(`/api/shopping-list/items?${WEEK}`, { text })),
    );
    expect(added.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect((await listOf(fay)).map((item) => item.item).sort()).toEqual(['bread', 'eggs', 'milk', 'rice', 'tea']);
    const households = await server().ctx.db.kysely.selectFrom('household').select('id').where('name', '=', 'Fay Fast').execute();
    expect(households).toHaveLength(1);
  });

  it("deleting one member's account leaves the household's plan and list whole; the last member's takes the household", async () => {
    const { ana, ben } = await household();
    await planRecipe(ben, 'Ben’s stew', ['3 potatoes']);
    await client(ben).post(`/api/shopping-list/items?${WEEK}`, { text: 'milk' });
    const gone = await client(ben).delete('/api/me', { body: { confirmEmail: ben.email, password: ben.password } });
    expect(gone.status, JSON.stringify(gone.body)).toBe(204);
    expect((await planOf(ana)).map((entry) => entry.title)).toEqual(['Ben’s stew']);
    expect((await listOf(ana)).map((item) => item.item)).toContain('milk');
    expect(((await client(ana).get('/api/household')).body as Household).members).toEqual([{ id: ana.id, name: 'Ana Home' }]);

    const last = await client(ana).delete('/api/me', { body: { confirmEmail: ana.email, password: ana.password } });
    expect(last.status).toBe(204);
    const k = server().ctx.db.kysely;
    expect(
      await k
        .selectFrom('household')
        .select('id')
        .where('id', '=', ana.householdId ?? '')
        .execute(),
    ).toEqual([]);
    expect(
      await k
        .selectFrom('mealPlanEntry')
        .select('id')
        .where('householdId', '=', ana.householdId ?? '')
        .execute(),
    ).toEqual([]);
  });
});
