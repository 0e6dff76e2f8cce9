import { expect, it } from 'vitest';
import type { MealPlanEntry } from '../../../shared/meal-plans.ts';
import { recipeReadSchema, recipeSchema, type RecipeRead } from '../../../shared/recipes.ts';
import type { ShoppingList } from '../../../shared/shopping.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

const MON = '2026-03-02';
const WEEK = `from=${MON}&to=2026-03-08`;

/** Issue 18: the household's members see and plan each other's recipes; private ones stay their owner's (decision 0064). */
describeEachDatabase('household recipes', (server) => {
  const client = (user: TestUser) => clientAs(server().baseUrl, user);

  /** Sam and Alex share a household; Cy is in a household of their own. */
  const household = async () => {
    const sam = await createUser(server().ctx, { userType: 'regular', name: 'Sam Home' });
    const alex = await moveIntoHousehold(
      server().ctx,
      await createUser(server().ctx, { userType: 'regular', name: 'Alex Home' }),
      sam.householdId ?? '',
    );
    const cy = await createUser(server().ctx, { userType: 'regular', name: 'Cy Elsewhere' });
    return { sam, alex, cy };
  };

  const newRecipe = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await client(user).post('/api/recipes', { servings: 2, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as RecipeRead;
  };
  const householdList = async (user: TestUser) => {
    const res = await client(user).get('/api/recipes?filter=household');
    expect(res.status).toBe(200);
    return res.body as RecipeRead[];
  };
  const plan = (user: TestUser, recipeId: string) =>
    client(user).post('/api/meal-plan/entries', { date: MON, mealType: 'dinner', recipeId });
  const planOf = async (user: TestUser) =>
    ((await client(user).get(`/api/meal-plan?${WEEK}`)).body as { entries: MealPlanEntry[] }).entries;
  const listOf = async (user: TestUser) => ((await client(user).get(`/api/shopping-list?${WEEK}`)).body as ShoppingList).items;

  it('a recipe says whether it is private; it is not unless its owner says so, and the switch can be turned both ways', async () => {
    const { sam } = await household();
    const open = await newRecipe(sam, { title: 'Open stew' });
    expectContract(recipeSchema, open);
    expect(open.private).toBe(false);
    const hidden = await newRecipe(sam, { title: 'Hidden tart', private: true });
    expect(hidden.private).toBe(true);

    const turned = await client(sam).patch(`/api/recipes/${open.id}`, { private: true });
    expect(turned.status).toBe(200);
    expect(turned.body).toMatchObject({ private: true });
    const own = (await client(sam).get('/api/recipes')).body as RecipeRead[];
    expect(own.map((r) => [r.title, r.private])).toEqual([
      ['Hidden tart', true],
      ['Open stew', true],
    ]);
    const ownRead = (await client(sam).get(`/api/recipes/${open.id}`)).body as RecipeRead;
    expect(ownRead).toMatchObject({ private: true });
    // One's own recipe answers as before: nothing says whose it is.
    expect(ownRead.mine).toBeUndefined();
    expect(ownRead.ownerName).toBeUndefined();

    // Bad input changes nothing and says what is wrong.
    const bad = await client(sam).patch(`/api/recipes/${open.id}`, { private: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('private must be true or false');
    expect((await client(sam).get(`/api/recipes/${open.id}`)).body).toMatchObject({ private: true });

    // The export carries it.
    const exported = (await client(sam).get('/api/me/export')).body as { recipes: RecipeRead[] };
    expect(exported.recipes.map((r) => [r.title, r.private])).toEqual(
      expect.arrayContaining([
        ['Open stew', true],
        ['Hidden tart', true],
      ]),
    );
  });

  it("a member sees the others' recipes that are not private under Household, with whose they are; never another household's", async () => {
    const { sam, alex, cy } = await household();
    const soup = await newRecipe(sam, { title: 'Sam soup' });
    await newRecipe(sam, { title: 'Sam secret', private: true });
    await client(sam).delete(`/api/recipes/${(await newRecipe(sam, { title: 'Sam gone' })).id}`);
    await newRecipe(alex, { title: 'Alex own' });
    await newRecipe(cy, { title: 'Cy elsewhere' });

    const seen = await householdList(alex);
    expect(seen.map((r) => r.title)).toEqual(['Sam soup']);
    expectContract(recipeReadSchema, seen[0]);
    expect(seen[0]).toMatchObject({ id: soup.id, mine: false, ownerName: 'Sam Home', private: false });
    // Alex's own list is Alex's alone.
    expect(((await client(alex).get('/api/recipes')).body as RecipeRead[]).map((r) => r.title)).toEqual(['Alex own']);
    expect((await householdList(sam)).map((r) => r.title)).toEqual(['Alex own']);
    expect(await householdList(cy)).toEqual([]);

    // Pages follow each other without repeating or losing one.
    for (let i = 0; i < 3; i += 1) await newRecipe(sam, { title: `Sam batch ${i}` });
    const first = await client(alex).get('/api/recipes?filter=household&limit=2');
    const next = first.headers['x-next-cursor'];
    expect(next).toBeTruthy();
    const rest = await client(alex).get(`/api/recipes?filter=household&limit=10&cursor=${encodeURIComponent(String(next ?? ''))}`);
    expect([...(first.body as RecipeRead[]), ...(rest.body as RecipeRead[])].map((r) => r.title)).toEqual([
      'Sam batch 2',
      'Sam batch 1',
      'Sam batch 0',
      'Sam soup',
    ]);
  });

  it("a member reads another's recipe read-only; a private one, a deleted one and another household's are not found", async () => {
    const { sam, alex, cy } = await household();
    const soup = await newRecipe(sam, { title: 'Sam soup' });
    const secret = await newRecipe(sam, { title: 'Sam secret', private: true });

    const read = await client(alex).get(`/api/recipes/${soup.id}`);
    expect(read.status).toBe(200);
    expectContract(recipeReadSchema, read.body);
    expect(read.body).toMatchObject({ title: 'Sam soup', mine: false, ownerName: 'Sam Home' });
    expect((await client(alex).get(`/api/recipes/${secret.id}`)).status).toBe(404);
    expect((await client(cy).get(`/api/recipes/${soup.id}`)).status).toBe(404);

    // Only its owner changes or deletes it: to anyone else it is not found, as before, and nothing changes.
    const change = await client(alex).patch(`/api/recipes/${soup.id}`, { title: 'Taken over', isFavorite: true });
    expect(change.status).toBe(404);
    expect(change.body.error).toBe('Recipe not found or you do not have permission to update it');
    const removal = await client(alex).delete(`/api/recipes/${soup.id}`);
    expect(removal.status).toBe(404);
    expect(removal.body.error).toBe('Recipe not found or you do not have permission to delete it');
    expect((await client(sam).get(`/api/recipes/${soup.id}`)).body).toMatchObject({ title: 'Sam soup', isFavorite: false });

    await client(sam).delete(`/api/recipes/${soup.id}`);
    expect((await client(alex).get(`/api/recipes/${soup.id}`)).status).toBe(404);
  });

  it("a member plans another's recipe; a private one or another household's cannot be planned", async () => {
    const { sam, alex, cy } = await household();
    const soup = await newRecipe(sam, { title: 'Sam soup', ingredients: ['2 carrots'] });
    const secret = await newRecipe(sam, { title: 'Sam secret', private: true });

    const planned = await plan(alex, soup.id);
    expect(planned.status, JSON.stringify(planned.body)).toBe(201);
    expect(planned.body).toMatchObject({ title: 'Sam soup', recipeId: soup.id });
    expect((await listOf(alex)).map((item) => item.item)).toContain('carrots');

    const refused = await plan(alex, secret.id);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Recipe not found');
    expect((await plan(cy, soup.id)).status).toBe(404);
    expect((await planOf(alex)).map((entry) => entry.title)).toEqual(['Sam soup']);
    expect(await planOf(cy)).toEqual([]);
  });

  it('a recipe marked private after it was planned stays in the plan and on the list, but the others can no longer open it', async () => {
    const { sam, alex } = await household();
    const soup = await newRecipe(sam, { title: 'Sam soup', ingredients: ['2 carrots'] });
    expect((await plan(alex, soup.id)).status).toBe(201);

    expect((await client(sam).patch(`/api/recipes/${soup.id}`, { private: true })).status).toBe(200);
    expect((await planOf(alex)).map((entry) => [entry.title, entry.recipeDeleted])).toEqual([['Sam soup', false]]);
    expect((await listOf(alex)).map((item) => item.item)).toContain('carrots');
    expect((await client(alex).get(`/api/recipes/${soup.id}`)).status).toBe(404);
    expect(await householdList(alex)).toEqual([]);
  });

  it('a member who leaves takes their recipes along: the household keeps the titles it planned, not the recipes', async () => {
    const { sam, alex } = await household();
    const soup = await newRecipe(sam, { title: 'Sam soup', ingredients: ['2 carrots'] });
    expect((await plan(alex, soup.id)).status).toBe(201);

    expect((await client(sam).post('/api/household/leave')).status).toBe(200);
    expect(await householdList(alex)).toEqual([]);
    expect((await client(alex).get(`/api/recipes/${soup.id}`)).status).toBe(404);
    expect((await plan(alex, soup.id)).status).toBe(404);
    expect((await planOf(alex)).map((entry) => entry.title)).toEqual(['Sam soup']);
    expect((await listOf(alex)).map((item) => item.item)).not.toContain('carrots');
    // Sam still has it, and sees nobody's recipes under Household.
    expect((await client(sam).get(`/api/recipes/${soup.id}`)).body).toMatchObject({ title: 'Sam soup' });
    expect(await householdList(sam)).toEqual([]);
  });
});
