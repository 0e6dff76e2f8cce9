import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CatalogueSummary, RecipeCreateInput } from '../../../shared/recipes.ts';
import { cataloguePageSchema, catalogueRecipeSchema, recipeCreateSchema, recipeMessages, recipeSchema } from '../../../shared/recipes.ts';
import type { DatabaseKind } from '../../db/kysely.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase, describeWithPostgres, startTestServer, type TestServer } from '../../test/test-server.ts';
import { insertCatalogueRecipe } from './publish-catalogue-recipe.ts';
import { rankingQueries } from '../../db/seed/ranking-queries.ts';
import { loadStarterRecipes } from '../../db/seed/load-starter-recipes.ts';
import { starterRecipes } from '../../db/seed/starter-recipes.ts';
import { expectContract } from '../../test/contract.ts';

/** A small catalogue whose ranking is easy to reason about. */
const fixtures: RecipeCreateInput[] = [
  {
    title: 'Red lentil dal',
    tags: ['dinner', 'curry'],
    dietary: ['vegan', 'gluten-free'],
    prepMinutes: 10,
    cookMinutes: 25,
    ingredients: ['200 g red lentils'],
  },
  {
    title: 'Lentil and tomato soup',
    tags: ['lunch', 'soup'],
    dietary: ['vegan'],
    prepMinutes: 10,
    cookMinutes: 30,
    ingredients: ['150 g green lentils'],
  },
  {
    title: 'Shepherdess pie',
    tags: ['dinner'],
    dietary: ['vegetarian'],
    prepMinutes: 20,
    cookMinutes: 40,
    ingredients: ['250 g puy lentils', '800 g potatoes'],
  },
  {
    title: 'Quick chickpea curry',
    tags: ['dinner', 'quick', 'curry'],
    dietary: ['vegan'],
    prepMinutes: 5,
    cookMinutes: 10,
    ingredients: ['1 x 400 g tin chickpeas'],
  },
  {
    title: 'Salmon traybake',
    tags: ['dinner', 'traybake'],
    dietary: ['gluten-free'],
    prepMinutes: 10,
    cookMinutes: 25,
    ingredients: ['2 salmon fillets'],
  },
  {
    title: 'Porridge',
    tags: ['breakfast', 'quick'],
    dietary: ['vegetarian'],
    prepMinutes: 2,
    cookMinutes: 5,
    ingredients: ['50 g oats', '300 ml milk'],
    description: 'A lentil-free start.',
  },
];

async function seedFixtures(server: TestServer): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const fixture of fixtures) {
    const id = await insertCatalogueRecipe(server.ctx.db, null, recipeCreateSchema.parse(fixture));
    if (id) ids.set(fixture.title, id);
  }
  return ids;
}

const titles = (recipes: CatalogueSummary[]) => recipes.map((r) => r.title);

describeEachDatabase('catalogue API', (server) => {
  let ids: Map<string, string>;
  let client: TestClient;

  beforeAll(async () => {
    ids = await seedFixtures(server());
    client = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));
  });

  const search = async (query: string) => {
    const res = await client.get(`/api/catalogue?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectContract(cataloguePageSchema, res.body);
    return res.body as { recipes: CatalogueSummary[]; nextCursor: string | null };
  };

  it('needs a signed-in user', async () => {
    const anonymous = new TestClient(server().baseUrl);
    expect((await anonymous.get('/api/catalogue')).status).toBe(401);
    expect((await anonymous.get(`/api/catalogue/${ids.get('Porridge')}`)).status).toBe(401);
  });

  it('finds every recipe holding the word, title matches first, then ingredients, then description', async () => {
    const { recipes } = await search('q=lentil');
    expect(titles(recipes)).toEqual(['Lentil and tomato soup', 'Red lentil dal', 'Shepherdess pie', 'Porridge']);
  });

  it('matches word prefixes and needs every word', async () => {
    expect(titles((await search('q=lent')).recipes)).toContain('Red lentil dal');
    expect(titles((await search('q=quick%20curry')).recipes)).toEqual(['Quick chickpea curry']);
    expect(titles((await search('q=Quick%20VEGAN-curry!')).recipes)).toEqual(['Quick chickpea curry']);
    expect((await search('q=zzzz')).recipes).toEqual([]);
  });

  it('treats punctuation and markup in a query as spaces, not syntax', async () => {
    for (const q of ['"lentil', 'lentil*', 'lentil AND OR NOT', "lentil'); drop table recipe;--", '<b>lentil</b>', 'lentil:*|!&']) {
      const res = await client.get(`/api/catalogue?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    expect(titles((await search(`q=${encodeURIComponent('<b>lentil</b>')}`)).recipes)).toContain('Red lentil dal');
  });

  it('filters by tag, dietary need and total time, together with a search', async () => {
    expect(titles((await search('tags=curry&sort=title')).recipes)).toEqual(['Quick chickpea curry', 'Red lentil dal']);
    expect(titles((await search('dietary=vegan,gluten-free')).recipes)).toEqual(['Red lentil dal']);
    expect(titles((await search('dietary=vegan&dietary=gluten-free')).recipes)).toEqual(['Red lentil dal']);
    expect(titles((await search('maxMinutes=15&sort=quickest')).recipes)).toEqual(['Porridge', 'Quick chickpea curry']);
    expect(titles((await search('q=lentil&dietary=vegan&maxMinutes=35')).recipes)).toEqual(['Red lentil dal']);
  });

  it.each([
    [
      'sort=quickest',
      ['Porridge', 'Quick chickpea curry', 'Red lentil dal', 'Salmon traybake', 'Lentil and tomato soup', 'Shepherdess pie'],
    ],
    ['sort=title', ['Lentil and tomato soup', 'Porridge', 'Quick chickpea curry', 'Red lentil dal', 'Salmon traybake', 'Shepherdess pie']],
  ])('sorts by %s, and pages through it without gaps or repeats', async (query, expected) => {
    const all = titles((await search(`${query}&limit=60`)).recipes);
    // Ties on time are broken by id, so compare as the orders allow.
    if (query === 'sort=title') expect(all).toEqual(expected);
    else expect(all.slice(0, 2)).toEqual(expected.slice(0, 2));
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...titles(page.recipes));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('pages through search results in rank order', async () => {
    const all = titles((await search('q=lentil')).recipes);
    const first = await search('q=lentil&limit=3');
    const second = await search(`q=lentil&limit=3&cursor=${first.nextCursor}`);
    expect([...titles(first.recipes), ...titles(second.recipes)]).toEqual(all);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ['a search of 201 characters', `q=${'a'.repeat(201)}`],
    ['an unknown dietary need', 'dietary=paleo'],
    ['a limit of 0', 'limit=0'],
    ['a limit of 61', 'limit=61'],
    ['an unknown sort', 'sort=random'],
    ['relevance without a search', 'sort=relevance'],
    ['a damaged cursor', 'cursor=abc'],
    ['negative minutes', 'maxMinutes=-1'],
    ['eleven tags', `tags=${Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')}`],
  ])('refuses %s with a clear message', async (_label, query) => {
    const res = await client.get(`/api/catalogue?${query}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
  });

  // Review 14.4: a crafted catalogue cursor ({"s":"newest","v":[0,"not a date","x"]}) threw a RangeError: a 500.
  it.each([
    ['newest', { s: 'newest', v: [0, 'not a date', 'x'] }],
    ['newest', { s: 'newest', v: [0, '2026-02-30T00:00:00.000Z', 'x'] }],
    ['newest', { s: 'newest', v: [0, 1e308, 'x'] }],
    ['quickest', { s: 'quickest', v: ['soon', '', 'x'] }],
    ['quickest', { s: 'quickest', v: [-1, '', 'x'] }],
    ['title', { s: 'title', v: ['a\u0000b', '', 'x'] }],
    ['title', { s: 'title', v: [{ a: 1 }, '', 'x'] }],
    ['title', { s: 'title', v: ['lentil', '', "x' or 1=1"] }],
    ['newest', [0, '2026-01-01T00:00:00.000Z', 'x']],
    ['newest', null],
  ])('refuses a crafted %s cursor %j with a 400 that says what to do', async (sort, value) => {
    const cursor = Buffer.from(JSON.stringify(value)).toString('base64url');
    const res = await client.get(`/api/catalogue?sort=${sort}&cursor=${cursor}`);
    expect([res.status, res.body]).toEqual([
      400,
      { error: 'This page link is out of date or damaged. Go back to the first page and try again.', code: 'INVALID_CURSOR' },
    ]);
  });

  it('refuses a cursor made for another order', async () => {
    const { nextCursor } = await search('sort=title&limit=1');
    const res = await client.get(`/api/catalogue?sort=quickest&cursor=${nextCursor}`);
    expect(res.status).toBe(400);
  });

  it('opens one recipe whole, and answers 404 for one that is not in the catalogue', async () => {
    const res = await client.get(`/api/catalogue/${ids.get('Red lentil dal')}`);
    expect(res.status).toBe(200);
    expectContract(catalogueRecipeSchema, res.body);
    expect(res.body).toMatchObject({ title: 'Red lentil dal', inCatalogue: true, userId: null, saved: null });
    expect(res.body.ingredients[0]).toMatchObject({ quantity: 200, unit: 'g' });

    const personal = (await client.post('/api/recipes', { title: 'My own lentil thing' })).body;
    for (const id of [personal.id, 'nope']) {
      const missing = await client.get(`/api/catalogue/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe(recipeMessages.notFound);
    }
    expect(titles((await search('q=thing')).recipes)).toEqual([]);
  });

  it('saves a copy to My recipes once, with marks, and shows it as saved', async () => {
    const user = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));
    const id = ids.get('Salmon traybake') as string;
    const first = await user.post(`/api/catalogue/${id}/save`, { isFavorite: true });
    expect(first.status).toBe(201);
    expectContract(recipeSchema, first.body);
    expect(first.body).toMatchObject({
      title: 'Salmon traybake',
      savedFromId: id,
      inCatalogue: false,
      isFavorite: true,
      eatThisWeek: false,
    });

    const again = await user.post(`/api/catalogue/${id}/save`, { eatThisWeek: true });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, isFavorite: true, eatThisWeek: true });

    expect((await user.get('/api/recipes')).body.map((r: { id: string }) => r.id)).toEqual([first.body.id]);
    const listed = (await user.get('/api/catalogue?q=salmon')).body.recipes[0];
    expect(listed.saved).toEqual({ id: first.body.id, isFavorite: true, eatThisWeek: true });
    // Someone else sees it unsaved.
    expect((await search('q=salmon')).recipes[0]?.saved).toBeNull();

    expect((await user.post('/api/catalogue/nope/save', {})).status).toBe(404);
  });

  it('lets champions publish and their own or an admin unpublish; participants cannot publish', async () => {
    const champion = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'champion' }));
    const rival = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'both' }));
    const admin = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular', role: 'admin' }));

    const refused = await client.post('/api/catalogue', { title: 'Sneaky stew' });
    expect(refused.status).toBe(403);
    expect(titles((await search('q=sneaky')).recipes)).toEqual([]);

    const published = await champion.post('/api/catalogue', {
      title: 'Champion chilli',
      ingredients: ['1 tin kidney beans'],
      tags: ['dinner'],
    });
    expect(published.status).toBe(201);
    expectContract(catalogueRecipeSchema, published.body);
    expect(titles((await search('q=chilli')).recipes)).toEqual(['Champion chilli']);

    expect((await rival.delete(`/api/catalogue/${published.body.id}`)).status).toBe(404);
    expect((await client.delete(`/api/catalogue/${published.body.id}`)).status).toBe(404);
    expect((await champion.delete(`/api/catalogue/${published.body.id}`)).status).toBe(204);
    expect(titles((await search('q=chilli')).recipes)).toEqual([]);

    const second = (await champion.post('/api/catalogue', { title: 'Second chilli' })).body;
    expect((await admin.delete(`/api/catalogue/${second.id}`)).status).toBe(204);
  });
});

describeEachDatabase('catalogue starter set', (server) => {
  it('loads at least 60 recipes once, however often the server starts', async () => {
    const added = await loadStarterRecipes(server().ctx.db);
    expect(added).toBe(starterRecipes.length);
    expect(added).toBeGreaterThanOrEqual(60);
    expect(await loadStarterRecipes(server().ctx.db)).toBe(0);
    const client = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const res: { body: { recipes: CatalogueSummary[]; nextCursor: string | null } } = await client.get(
        `/api/catalogue?limit=60${cursor ? `&cursor=${cursor}` : ''}`,
      );
      for (const r of res.body.recipes) seen.add(r.title);
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen.size).toBe(starterRecipes.length);
  });
});

describeWithPostgres('catalogue search gives the same results on SQLite and PostgreSQL', () => {
  const servers = new Map<DatabaseKind, TestServer>();
  const clients = new Map<DatabaseKind, TestClient>();

  beforeAll(async () => {
    for (const kind of ['sqlite', 'postgres'] as const) {
      const server = await startTestServer(kind);
      await loadStarterRecipes(server.ctx.db);
      servers.set(kind, server);
      clients.set(kind, clientAs(server.baseUrl, await createUser(server.ctx, { userType: 'regular' })));
    }
  });
  afterAll(async () => {
    for (const server of servers.values()) await server.close();
  });

  it.each(rankingQueries)('"%s"', async (q) => {
    const results = await Promise.all(
      (['sqlite', 'postgres'] as const).map(async (kind) => {
        const res = await clients.get(kind)?.get(`/api/catalogue?q=${encodeURIComponent(q)}&limit=10`);
        expect(res?.status).toBe(200);
        return titles(res?.body.recipes ?? []);
      }),
    );
    expect(results[0]?.length).toBeGreaterThan(0);
    expect(results[1]).toEqual(results[0]);
  });

  it.each(['bananna', 'lentl', 'lentl soup', 'chick peas', 'currys', 'zzzz'])('"%s" (spellings and joined words)', async (q) => {
    const results = await Promise.all(
      (['sqlite', 'postgres'] as const).map(async (kind) => {
        const res = await clients.get(kind)?.get(`/api/catalogue?q=${encodeURIComponent(q)}&limit=10`);
        expect(res?.status).toBe(200);
        return { titles: titles(res?.body.recipes ?? []), suggestion: res?.body.suggestion as unknown };
      }),
    );
    expect(results[1]).toEqual(results[0]);
  });
});
