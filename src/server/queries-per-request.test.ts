import { expect, it } from 'vitest';
import { recipeCreateSchema } from '../shared/recipes.ts';
import { insertCatalogueRecipe } from './modules/catalogue/index.ts';
import { readCataloguePostingsAhead } from './modules/pantry/index.ts';
import { clientAs, createUser, DEFAULT_PASSWORD, SESSION_COOKIE } from './test/factories.ts';
import { TestClient } from './test/http-client.ts';
import { describeEachDatabase } from './test/test-server.ts';

/**
 * No N+1 queries: the list endpoints make a small, fixed number of SQL statements whatever the number of rows
 * they answer with (issue 7). Every statement the app runs on the test server's database is counted, the
 * session check and better-auth's included; requests here are one at a time, so each count is one request's.
 */
let statements = 0;

const MON = '2026-03-02';
const SUN = '2026-03-08';
const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];

describeEachDatabase(
  'SQL statements per request',
  (server) => {
    /** How many statements `GET path` ran, checking that it answered 200 with `rows` items. */
    const countGet = async (client: TestClient, path: string, items: (body: any) => unknown[], rows: number) => {
      statements = 0;
      const res = await client.get(path);
      const counted = statements;
      expect(res.status, path).toBe(200);
      expect(items(res.body), path).toHaveLength(rows);
      return counted;
    };

    const person = async () => {
      const user = await createUser(server().ctx, { userType: 'regular' });
      const client = clientAs(server().baseUrl, user);
      const recipe = async (n: number) => {
        const res = await client.post('/api/recipes', {
          title: `Recipe ${n}`,
          servings: 2,
          ingredients: [`${n + 1} onions`, '200 g rice', `${n} tbsp olive oil`],
          tags: ['dinner'],
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return res.body.id as string;
      };
      const plan = async (recipeId: string, date: string, mealType: string) => {
        const res = await client.post('/api/meal-plan/entries', { date, mealType, recipeId });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      };
      return { client, recipe, plan };
    };

    it('the session check, GET /api/me: one statement, the session read with its user', async () => {
      const { client } = await person();
      statements = 0;
      const res = await client.get('/api/me');
      expect(res.status).toBe(200);
      expect(res.body.userType).toBe('regular');
      expect(statements).toBe(1);
    });

    it('takes the fast path for a cookie better-auth itself signed, and refuses one whose signature was changed', async () => {
      // The fast path checks cookies as better-auth signs them (session-check.ts); if better-auth changed its
      // format, every request would fall back to its slower getSession: safe, but this test would fail.
      const client = new TestClient(server().baseUrl, '127.0.9.1');
      const email = `fast-path-${Date.now()}@example.com`;
      const signUp = await client.post('/api/auth/sign-up/email', { name: 'Fast Path', email, password: DEFAULT_PASSWORD });
      expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
      statements = 0;
      const me = await client.get('/api/me');
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(email);
      expect(statements).toBe(1);

      const signed = client.cookies.get(SESSION_COOKIE) as string;
      const tampered = `${signed.slice(0, -5)}${signed.slice(-5, -4) === 'A' ? 'B' : 'A'}${signed.slice(-4)}`;
      client.cookies.set(SESSION_COOKIE, tampered);
      expect((await client.get('/api/me')).status).toBe(401);
    });

    it("a user's recipe list: the same few statements for 1 recipe and for 30", async () => {
      const { client, recipe } = await person();
      await recipe(0);
      const one = await countGet(client, '/api/recipes', (b) => b, 1);
      for (let n = 1; n < 30; n++) await recipe(n);
      const thirty = await countGet(client, '/api/recipes', (b) => b, 30);
      expect(thirty).toBe(one);
      expect(one).toBe(2); // the session with the list's version, the page's recipes
    });

    // A kept page was two statements, the session and then the list's version: two round trips on PostgreSQL.
    it("a user's recipe list read again is one statement, the session with the list's version, until a recipe changes", async () => {
      const { client, recipe } = await person();
      const ids: string[] = [];
      for (let n = 0; n < 5; n++) ids.push(await recipe(n));
      expect(await countGet(client, '/api/recipes', (b) => b, 5)).toBe(2);
      expect(await countGet(client, '/api/recipes', (b) => b, 5)).toBe(1); // the page kept
      expect((await client.patch(`/api/recipes/${ids[2]}`, { isFavorite: true, title: 'Renamed' })).status).toBe(200);
      statements = 0;
      const res = await client.get('/api/recipes');
      expect(statements).toBe(2); // the version moved: the page read again
      const changed = (res.body as { id: string; title: string; isFavorite: boolean }[]).find((r) => r.id === ids[2]);
      expect(changed).toMatchObject({ title: 'Renamed', isFavorite: true });
      expect(res.body).toHaveLength(5);
    });

    it('the catalogue, searched or browsed: the same statements for a page of 1 and of 20', async () => {
      const { client } = await person();
      for (let n = 0; n < 20; n++) {
        const input = recipeCreateSchema.parse({ title: `Bean stew ${n}`, servings: 4, ingredients: ['1 can beans'], tags: ['dinner'] });
        expect(await insertCatalogueRecipe(server().ctx.db, null, input)).toBeTruthy();
      }
      const newest1 = await countGet(client, '/api/catalogue?limit=1', (b) => b.recipes, 1);
      const newest20 = await countGet(client, '/api/catalogue?limit=20', (b) => b.recipes, 20);
      expect(newest20).toBe(newest1);
      const search1 = await countGet(client, '/api/catalogue?q=bean&limit=1', (b) => b.recipes, 1);
      const search20 = await countGet(client, '/api/catalogue?q=bean&limit=20', (b) => b.recipes, 20);
      expect(search20).toBe(search1);
      // The session, the catalogue's version, the languages its recipes are written in, the page, the person's saved copies.
      expect([newest1, search1]).toEqual([5, 5]);
    });

    it('a catalogue page asked for again is not read again, until the catalogue changes', async () => {
      const { client } = await person();
      const bean = (title: string) => recipeCreateSchema.parse({ title, servings: 4, ingredients: ['1 can beans'], tags: ['dinner'] });
      expect(await insertCatalogueRecipe(server().ctx.db, null, bean('Borlotti bake'))).toBeTruthy();
      const first = await countGet(client, '/api/catalogue?q=borlotti', (b) => b.recipes, 1);
      const again = await countGet(client, '/api/catalogue?q=borlotti', (b) => b.recipes, 1);
      expect([first, again]).toEqual([5, 3]); // the page was kept: the session, the version, the saved copies
      // Another writer (here the repository itself, as another app server or the CLI would) changes the
      // catalogue: the next search reads it afresh and finds the new recipe.
      expect(await insertCatalogueRecipe(server().ctx.db, null, bean('Borlotti soup'))).toBeTruthy();
      expect(await countGet(client, '/api/catalogue?q=borlotti', (b) => b.recipes, 2)).toBe(5);
    });

    it('What can I make? and the pantry: the same statements for a pantry of 1 item and of 12, with catalogue and own recipes', async () => {
      const { client, recipe } = await person();
      // The person's own three use onions and rice; each catalogue recipe one of the pantry's items and stock.
      for (let n = 0; n < 3; n++) await recipe(n);
      const items = [
        'onions',
        'rice',
        'leeks',
        'carrots',
        'celery',
        'garlic',
        'lentils',
        'chickpeas',
        'spinach',
        'potatoes',
        'peas',
        'kale',
      ];
      for (const item of items) {
        const input = recipeCreateSchema.parse({ title: `${item} soup`, servings: 2, ingredients: [`2 ${item}`, '1 l vegetable stock'] });
        expect(await insertCatalogueRecipe(server().ctx.db, null, input)).toBeTruthy();
      }
      const stock = async (text: string) => expect((await client.post('/api/pantry', { text })).status).toBe(201);
      const suggest = '/api/pantry/what-can-i-make';
      await stock('onions');
      // The catalogue's postings are read once after it changes; then each request counts them in memory.
      await client.get(suggest);
      const one = await countGet(client, suggest, (b) => b.recipes, 4);
      for (const item of items.slice(1)) await stock(item);
      const twelve = await countGet(client, suggest, (b) => b.recipes, 15);
      expect(twelve).toBe(one);
      // The session with the catalogue's version and the pantry, the household's recipes ranked, those shown with their items.
      expect(one).toBe(3);
      // The pantry's list is read with the session.
      expect(await countGet(client, '/api/pantry', (b) => b.items, 12)).toBe(1);
    });

    it('What can I make? asked first after the catalogue was read ahead, as the server does at its start: two statements', async () => {
      const { client } = await person();
      expect((await client.post('/api/pantry', { text: 'salsify' })).status).toBe(201);
      const input = recipeCreateSchema.parse({ title: 'Salsify gratin', servings: 2, ingredients: ['500 g salsify', '200 ml cream'] });
      expect(await insertCatalogueRecipe(server().ctx.db, null, input)).toBeTruthy();
      // The catalogue changed: without the reading ahead, this first request would read it (its version and its rows).
      await readCataloguePostingsAhead(server().ctx.db, server().ctx.logger);
      // The session with the catalogue's version and the pantry, and the household's recipes ranked (none of theirs shown).
      expect(await countGet(client, '/api/pantry/what-can-i-make', (b) => b.recipes, 1)).toBe(2);
    });

    it('the meal plan and the shopping list of a week: the same statements for 1 planned meal and for 14', async () => {
      const { client, recipe, plan } = await person();
      const ids = [];
      for (let n = 0; n < 14; n++) ids.push(await recipe(n));
      await plan(ids[0]!, MON, 'dinner');
      const week = `/api/meal-plan?from=${MON}&to=${SUN}`;
      const list = `/api/shopping-list?from=${MON}&to=${SUN}`;
      const planOne = await countGet(client, week, (b) => b.entries, 1);
      const listOne = await countGet(client, list, (b) => b.items, 3);
      for (let n = 1; n < 14; n++) await plan(ids[n]!, DAYS[Math.floor(n / 2)]!, n % 2 ? 'lunch' : 'dinner');
      const planFourteen = await countGet(client, week, (b) => b.entries, 14);
      // Onions, rice and olive oil of every meal merge into three lines.
      const listFourteen = await countGet(client, list, (b) => b.items, 3);
      expect(planFourteen).toBe(planOne);
      expect(listFourteen).toBe(listOne);
      expect(planOne).toBe(2); // the session, the entries with their recipes
      expect(listOne).toBeGreaterThanOrEqual(2); // the session and at least the meals' ingredients…
      expect(listOne).toBeLessThanOrEqual(5); // …ticks, items added by hand: a fixed few
    });
  },
  {},
  {
    onQuery: () => {
      statements += 1;
    },
  },
);
