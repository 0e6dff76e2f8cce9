import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { describeEachDatabase, startTestServer, type TestServer } from '../../src/server/test/test-server.ts';
import { baselineRoutes } from './baseline-routes.ts';
import { BENCH_PASSWORD, BENCH_WEEK, generateDataset, PANTRY_SIZE, SHORT_COLLECTION, type Dataset } from './dataset.ts';
import { Prng } from './prng.ts';
import { generateRecipe } from './recipe-text.ts';
import { CookieJar } from './workload.ts';

// The generator writes rows straight into the tables, bypassing the API: these prove the app reads them as its
// own (sessions, passwords, search indexes, plans), so the benchmark measures real work, not 401s or empty lists.
describeEachDatabase('the benchmark dataset', (server) => {
  let dataset: Dataset;
  const get = (path: string, cookie: string) => fetch(`${server().baseUrl}${path}`, { headers: { cookie } });

  beforeAll(async () => {
    const { ctx } = server();
    dataset = await generateDataset(ctx.db, { catalogue: 60, users: 4, heavyCollection: 12 }, ctx.config.authSecret, () => {});
  });

  it("signs every user in with the cookie it wrote, and the shared password works through the API's sign-in", async () => {
    for (const user of dataset.users) {
      const res = await get('/api/me', user.cookie);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { email: string }).email).toBe(user.email);
    }
    const user = dataset.users[1]!;
    const signIn = await fetch(`${server().baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server().baseUrl },
      body: JSON.stringify({ email: user.email, password: BENCH_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
  });

  it('gives the heavy user their collection and everyone a planned week with a shopping list', async () => {
    const [heavy, other] = dataset.users as [Dataset['users'][number], Dataset['users'][number]];
    const list = (await (await get('/api/recipes', heavy.cookie)).json()) as { id: string }[];
    expect(list.map((r) => r.id).sort()).toEqual([...heavy.recipeIds].sort());

    const week = `from=${BENCH_WEEK.from}&to=${BENCH_WEEK.to}`;
    const plan = (await (await get(`/api/meal-plan?${week}`, other.cookie)).json()) as { entries: { recipeDeleted: boolean }[] };
    expect(plan.entries).toHaveLength(14);
    expect(plan.entries.every((e) => !e.recipeDeleted)).toBe(true);
    const shopping = await get(`/api/shopping-list?${week}`, other.cookie);
    expect(shopping.status).toBe(200);
    expect(JSON.stringify(await shopping.json()).length).toBeGreaterThan(200);
  });

  it('gives each short-list person their whole collection of short recipes on one page', async () => {
    const person = dataset.shortListUsers[0]!;
    const res = await get('/api/recipes', person.cookie);
    const text = await res.text();
    const list = JSON.parse(text) as { id: string; ingredients: unknown[]; steps: unknown[] }[];
    expect(list.map((r) => r.id).sort()).toEqual([...person.recipeIds].sort());
    expect(list).toHaveLength(SHORT_COLLECTION);
    expect(list.every((r) => r.ingredients.length === 1 && r.steps.length === 0)).toBe(true);
    // Short: about half a kilobyte each.
    expect(text.length / list.length).toBeGreaterThan(300);
    expect(text.length / list.length).toBeLessThan(800);
  });

  it('gives every person a pantry of their own, which What can I make? ranks the catalogue by', async () => {
    const pantries = new Set<string>();
    for (const user of dataset.users) {
      const res = await get('/api/pantry', user.cookie);
      const { items } = (await res.json()) as { items: { key: string; bestBefore: string | null }[] };
      expect(items).toHaveLength(PANTRY_SIZE);
      expect(items.filter((item) => item.bestBefore !== null)).toHaveLength(PANTRY_SIZE / 3);
      pantries.add(items.map((item) => item.key).join(' '));
    }
    // A different choice of items per person, so each household's answer is its own.
    expect(pantries.size).toBe(dataset.users.length);
    const res = await get('/api/pantry/what-can-i-make', dataset.users[1]!.cookie);
    const { recipes } = (await res.json()) as { recipes: { covered: number }[] };
    expect(recipes.length).toBeGreaterThan(5);
    expect(recipes.every((recipe) => recipe.covered > 0)).toBe(true);
  });

  it("fills the catalogue's search index: a common word finds many recipes, each holding the word", async () => {
    const cookie = dataset.users[0]!.cookie;
    const page = (await (await get('/api/catalogue?q=garlic&limit=60', cookie)).json()) as { recipes: { id: string }[] };
    expect(page.recipes.length).toBeGreaterThan(5);
    const browse = (await (await get('/api/catalogue?sort=newest&limit=60', cookie)).json()) as { recipes: unknown[] };
    expect(browse.recipes).toHaveLength(60);
  });
});

describe('the generated recipes', () => {
  it('are the same for the same seed, and different for another', () => {
    const a = Array.from(
      { length: 20 },
      (
        (p) => () =>
          generateRecipe(p)
      )(new Prng(7)),
    );
    const b = Array.from(
      { length: 20 },
      (
        (p) => () =>
          generateRecipe(p)
      )(new Prng(7)),
    );
    const c = Array.from(
      { length: 20 },
      (
        (p) => () =>
          generateRecipe(p)
      )(new Prng(8)),
    );
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });
});

describe('the virtual user cookie jar', () => {
  it('keeps cookies the server sets, replaces them, and drops expired ones', () => {
    const jar = new CookieJar('better-auth.session_token=abc');
    jar.store(['better-auth.session_data=xyz; Path=/; HttpOnly', 'better-auth.session_token=def; Max-Age=2592000']);
    expect(jar.header()).toBe('better-auth.session_token=def; better-auth.session_data=xyz');
    jar.store('better-auth.session_data=; Max-Age=0');
    expect(jar.header()).toBe('better-auth.session_token=def');
  });
});

describe('the baseline route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers with a body of exactly the size asked for, only in the bench's own server", async () => {
    const on = await baselineRoutes().request('/__bench/baseline?bytes=5000');
    expect(on.status).toBe(200);
    expect((await on.arrayBuffer()).byteLength).toBe(5000);
    const off = await createApp(server.ctx).request('/__bench/baseline?bytes=5000');
    expect(off.headers.get('content-type') ?? '').not.toContain('application/json');
  });

  it('answers with exactly the bytes it was given to keep', async () => {
    const routes = baselineRoutes();
    const body = JSON.stringify([{ title: 'Crème brûlée' }]);
    expect((await routes.request('/__bench/baseline/list-0', { method: 'PUT', body })).status).toBe(204);
    const kept = await routes.request('/__bench/baseline/list-0');
    expect(kept.headers.get('content-type')).toBe('application/json');
    expect(await kept.text()).toBe(body);
    expect((await routes.request('/__bench/baseline/list-1')).status).toBe(404);
  });
});
