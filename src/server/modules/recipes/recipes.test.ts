import { expect, it } from 'vitest';
import { recipeLimits, recipeMessages, recipeSchema } from '../../../shared/recipes.ts';
import { clientAs, countRecipes, createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { purgeExpiredRecipes } from './recipes.repo.ts';
import { expectContract } from '../../test/contract.ts';

const porridge = {
  title: 'Overnight oats',
  description: 'Soaked oats with berries.',
  servings: 2,
  prepMinutes: 5,
  cookMinutes: 0,
  ingredients: ['1 1/2 cups rolled oats, toasted', '300 ml milk', 'salt to taste'],
  steps: ['Mix everything.', 'Leave overnight.'],
  tags: ['Breakfast', 'quick', 'breakfast'],
  dietary: ['vegetarian'],
};

describeEachDatabase('recipes API', (server) => {
  const signedIn = async (name?: string) => {
    const user = await createUser(server().ctx, { userType: 'regular', ...(name ? { name } : {}) });
    return { user, client: clientAs(server().baseUrl, user) };
  };

  it.each([
    ['GET', '/api/recipes'],
    ['GET', '/api/recipes/deleted'],
    ['GET', '/api/recipes/some-id'],
    ['POST', '/api/recipes'],
    ['PATCH', '/api/recipes/some-id'],
    ['DELETE', '/api/recipes/some-id'],
    ['POST', '/api/recipes/some-id/restore'],
  ])('%s %s needs a signed-in user', async (method, path) => {
    const res = await new TestClient(server().baseUrl).request(method, path, { body: method === 'GET' ? undefined : { title: 'x' } });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Sign in to continue');
  });

  it('creates a recipe owned by the user, with its ingredients parsed and tags normalised', async () => {
    const { user, client } = await signedIn();
    const res = await client.post('/api/recipes', porridge);
    expect(res.status).toBe(201);
    expectContract(recipeSchema, res.body);
    expect(res.body).toMatchObject({
      userId: user.id,
      title: 'Overnight oats',
      servings: 2,
      tags: ['breakfast', 'quick'],
      isFavorite: false,
      eatThisWeek: false,
      inCatalogue: false,
      deletedAt: null,
    });
    expect(res.body.id).toEqual(expect.any(String));
    expect(res.body.createdAt).toBe(res.body.updatedAt);
    expect(res.body.ingredients[0]).toMatchObject({ text: '1 1/2 cups rolled oats, toasted', quantity: 1.5, unit: 'cup' });
    expect(res.body.ingredients[2]).toMatchObject({ text: 'salt to taste', quantity: null });

    const read = await client.get(`/api/recipes/${res.body.id}`);
    expect(read.status).toBe(200);
    expectContract(recipeSchema, read.body);
    expect(read.body).toEqual(res.body);
  });

  it('keeps structure a client worked out itself', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/recipes', {
      title: 'Tea',
      ingredients: [{ text: 'a splash of milk', quantity: 30, unit: 'ml', item: 'milk', note: null }],
    });
    expect(res.status).toBe(201);
    expect(res.body.ingredients).toEqual([{ text: 'a splash of milk', quantity: 30, unit: 'ml', item: 'milk', note: null }]);
  });

  it("lists only the user's own live recipes, newest first, filtered by favourites and eat this week", async () => {
    const { client } = await signedIn();
    const { client: other } = await signedIn();
    await other.post('/api/recipes', { title: "Someone else's stew" });
    const a = (await client.post('/api/recipes', { title: 'A', isFavorite: true })).body;
    const b = (await client.post('/api/recipes', { title: 'B', eatThisWeek: true })).body;
    const c = (await client.post('/api/recipes', { title: 'C' })).body;
    await client.delete(`/api/recipes/${c.id}`);

    const all = await client.get('/api/recipes');
    expect(all.status).toBe(200);
    expectContract(recipeSchema.array(), all.body);
    expect(all.body.map((r: { title: string }) => r.title)).toEqual(['B', 'A']);
    expect((await client.get('/api/recipes?filter=favourites')).body.map((r: { id: string }) => r.id)).toEqual([a.id]);
    expect((await client.get('/api/recipes?filter=eat-this-week')).body.map((r: { id: string }) => r.id)).toEqual([b.id]);
  });

  it('pages through a long list with the next link, without gaps or repeats', async () => {
    const { client } = await signedIn();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await client.post('/api/recipes', { title: `Recipe ${i}` })).body.id);
    const seen: string[] = [];
    let path: string | null = '/api/recipes?limit=3';
    let pages = 0;
    while (path) {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      seen.push(...res.body.map((r: { id: string }) => r.id));
      const link = res.headers.link as string | undefined;
      path = link ? (/<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null) : null;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());
  });

  it('refuses a damaged cursor with a clear message', async () => {
    const { client } = await signedIn();
    const res = await client.get('/api/recipes?cursor=not-a-cursor');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Go back to the first page/);
  });

  it("returns nothing for a recipe that is someone else's, deleted, or missing", async () => {
    const { client } = await signedIn();
    const { client: other } = await signedIn();
    const theirs = (await other.post('/api/recipes', { title: 'Theirs' })).body;
    const mine = (await client.post('/api/recipes', { title: 'Mine' })).body;
    await client.delete(`/api/recipes/${mine.id}`);

    for (const id of [theirs.id, mine.id, 'no-such-recipe']) {
      const res = await client.get(`/api/recipes/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(recipeMessages.notFound);
    }
  });

  it('updates a recipe partially and moves updatedAt on every toggle', async () => {
    const { client } = await signedIn();
    const created = (await client.post('/api/recipes', porridge)).body;

    const fav = await client.patch(`/api/recipes/${created.id}`, { isFavorite: true });
    expect(fav.status).toBe(200);
    expectContract(recipeSchema, fav.body);
    expect(fav.body).toMatchObject({ isFavorite: true, eatThisWeek: false, title: 'Overnight oats' });
    expect(Date.parse(fav.body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    const week = await client.patch(`/api/recipes/${created.id}`, { eatThisWeek: true });
    expect(Date.parse(week.body.updatedAt)).toBeGreaterThan(Date.parse(fav.body.updatedAt));
    const unfav = await client.patch(`/api/recipes/${created.id}`, { isFavorite: false });
    expect(unfav.body).toMatchObject({ isFavorite: false, eatThisWeek: true });
    expect(Date.parse(unfav.body.updatedAt)).toBeGreaterThan(Date.parse(week.body.updatedAt));

    const edited = await client.patch(`/api/recipes/${created.id}`, { title: '  Bircher muesli ', ingredients: ['2 apples, grated'] });
    expect(edited.body).toMatchObject({ title: 'Bircher muesli', servings: 2, steps: porridge.steps });
    expect(edited.body.ingredients).toEqual([expect.objectContaining({ text: '2 apples, grated', quantity: 2 })]);
    expect(edited.body.createdAt).toBe(created.createdAt);
  });

  it("refuses to update someone else's, a deleted or a missing recipe with the source's message, changing nothing", async () => {
    const { client } = await signedIn();
    const { client: other } = await signedIn();
    const theirs = (await other.post('/api/recipes', { title: 'Theirs' })).body;
    const gone = (await client.post('/api/recipes', { title: 'Gone' })).body;
    await client.delete(`/api/recipes/${gone.id}`);

    for (const id of [theirs.id, gone.id, 'no-such-recipe']) {
      const res = await client.patch(`/api/recipes/${id}`, { title: 'Hijacked', isFavorite: true });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'Recipe not found or you do not have permission to update it' });
    }
    expect((await other.get(`/api/recipes/${theirs.id}`)).body).toEqual(theirs);
  });

  it("refuses to delete someone else's, a deleted or a missing recipe with the source's message", async () => {
    const { client } = await signedIn();
    const { client: other } = await signedIn();
    const theirs = (await other.post('/api/recipes', { title: 'Theirs' })).body;
    const gone = (await client.post('/api/recipes', { title: 'Gone' })).body;
    expect((await client.delete(`/api/recipes/${gone.id}`)).status).toBe(204);

    for (const id of [theirs.id, gone.id, 'no-such-recipe']) {
      const res = await client.delete(`/api/recipes/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'Recipe not found or you do not have permission to delete it' });
    }
    expect((await other.get(`/api/recipes/${theirs.id}`)).status).toBe(200);
  });

  it('deletes softly: gone from every list, listed in Recently deleted, and restorable', async () => {
    const { client } = await signedIn();
    const recipe = (await client.post('/api/recipes', { title: 'Lentil soup', isFavorite: true, eatThisWeek: true })).body;
    const viaPatch = (await client.post('/api/recipes', { title: 'Via patch' })).body;
    expect((await client.delete(`/api/recipes/${recipe.id}`)).status).toBe(204);
    expect((await client.patch(`/api/recipes/${viaPatch.id}`, { deleted: true })).status).toBe(200);

    for (const filter of ['all', 'favourites', 'eat-this-week']) {
      expect((await client.get(`/api/recipes?filter=${filter}`)).body).toEqual([]);
    }
    const deleted = await client.get('/api/recipes/deleted');
    expectContract(recipeSchema.array(), deleted.body);
    expect(deleted.body.map((r: { id: string }) => r.id).sort()).toEqual([recipe.id, viaPatch.id].sort());
    expect(deleted.body[0].deletedAt).toEqual(expect.any(String));

    const restored = await client.post(`/api/recipes/${recipe.id}/restore`);
    expect(restored.status).toBe(200);
    expectContract(recipeSchema, restored.body);
    expect(restored.body).toMatchObject({ id: recipe.id, deletedAt: null, isFavorite: true });
    expect((await client.get('/api/recipes')).body.map((r: { id: string }) => r.id)).toEqual([recipe.id]);
  });

  it("cannot restore someone else's recipe, a live one, or one deleted more than 30 days ago; old ones are purged", async () => {
    const { client } = await signedIn();
    const { client: other } = await signedIn();
    const theirs = (await other.post('/api/recipes', { title: 'Theirs' })).body;
    await other.delete(`/api/recipes/${theirs.id}`);
    const live = (await client.post('/api/recipes', { title: 'Live' })).body;
    const old = (await client.post('/api/recipes', { title: 'Old' })).body;
    await client.delete(`/api/recipes/${old.id}`);
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await server().ctx.db.kysely.updateTable('recipe').set({ deletedAt: longAgo }).where('id', '=', old.id).execute();

    for (const id of [theirs.id, live.id, old.id]) {
      const res = await client.post(`/api/recipes/${id}/restore`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(recipeMessages.notFound);
    }
    expect((await client.get('/api/recipes/deleted')).body).toEqual([]);
    expect((await other.get('/api/recipes/deleted')).body.map((r: { id: string }) => r.id)).toEqual([theirs.id]);

    await purgeExpiredRecipes(server().ctx.db);
    const left = await server().ctx.db.kysely.selectFrom('recipe').select('id').where('id', 'in', [old.id, theirs.id]).execute();
    expect(left.map((r) => r.id)).toEqual([theirs.id]);
  });

  const tooMany = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i));
  it.each([
    ['no title', { description: 'x' }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a title that is a number', { title: 42 }, 'title'],
    ['a huge title', { title: 'x'.repeat(recipeLimits.title + 1) }, 'title'],
    ['a huge description', { title: 'T', description: 'x'.repeat(recipeLimits.description + 1) }, 'description'],
    ['servings of 0', { title: 'T', servings: 0 }, 'servings'],
    ['servings as text', { title: 'T', servings: 'four' }, 'servings'],
    ['fractional servings', { title: 'T', servings: 2.5 }, 'servings'],
    ['negative minutes', { title: 'T', prepMinutes: -5 }, 'prepMinutes'],
    ['too many ingredients', { title: 'T', ingredients: tooMany(recipeLimits.ingredients + 1, (i) => `${i} g flour`) }, 'ingredients'],
    ['an empty ingredient', { title: 'T', ingredients: ['  '] }, 'ingredients.0'],
    ['a huge ingredient', { title: 'T', ingredients: ['x'.repeat(recipeLimits.ingredientText + 1)] }, 'ingredients.0'],
    ['ingredients that are not a list', { title: 'T', ingredients: '2 eggs' }, 'ingredients'],
    ['too many steps', { title: 'T', steps: tooMany(recipeLimits.steps + 1, (i) => `Step ${i}`) }, 'steps'],
    ['too many tags', { title: 'T', tags: tooMany(recipeLimits.tags + 1, (i) => `tag${i}`) }, 'tags'],
    ['an unknown dietary flag', { title: 'T', dietary: ['paleo'] }, 'dietary.0'],
    ['a javascript: source', { title: 'T', sourceUrl: 'javascript:alert(1)' }, 'sourceUrl'],
    ['isFavorite as text', { title: 'T', isFavorite: 'yes' }, 'isFavorite'],
    ['a userId of its own', { title: 'T', userId: 'someone-else' }, ''],
    ['an id of its own', { title: 'T', id: 'chosen-id' }, ''],
  ])('refuses to create a recipe with %s and stores nothing', async (_label, body, field) => {
    const { client } = await signedIn();
    const before = await countRecipes(server().ctx);
    const res = await client.post('/api/recipes', body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await countRecipes(server().ctx)).toBe(before);
  });

  it.each([
    ['an empty patch', {}],
    ['a blank title', { title: '' }],
    ['a toggle that is not a boolean', { eatThisWeek: 1 }],
    ['another owner', { userId: 'someone-else' }],
    ['a createdAt of its own', { createdAt: '2000-01-01T00:00:00.000Z' }],
  ])('refuses a patch with %s and changes nothing', async (_label, patch) => {
    const { client } = await signedIn();
    const created = (await client.post('/api/recipes', porridge)).body;
    const res = await client.patch(`/api/recipes/${created.id}`, patch);
    expect(res.status).toBe(400);
    expect((await client.get(`/api/recipes/${created.id}`)).body).toEqual(created);
  });

  it('refuses bodies that are not JSON objects', async () => {
    const { client } = await signedIn();
    for (const rawBody of ['{"title": ', '[]', '"title"', 'null']) {
      const res = await client.request('POST', '/api/recipes', { rawBody, headers: { 'content-type': 'application/json' } });
      expect(res.status, rawBody).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('refuses a recipe list query it does not understand', async () => {
    const { client } = await signedIn();
    for (const query of ['filter=deleted', 'limit=0', 'limit=100000', 'limit=ten']) {
      expect((await client.get(`/api/recipes?${query}`)).status, query).toBe(400);
    }
  });
});
