import { expect, it } from 'vitest';
import { recipeLimits } from '../../../shared/recipes.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { RECIPE_PAGE_BYTES } from './recipe-list-page.ts';

/** A recipe near every field's limit, in two-byte letters: about 450 KB of JSON. */
const large = (i: number) => ({
  title: `Large ${i} ${'ü'.repeat(recipeLimits.title - 10)}`,
  description: 'ü'.repeat(recipeLimits.description),
  ingredients: Array.from({ length: recipeLimits.ingredients }, (_, n) => `${n} g ${'ü'.repeat(recipeLimits.ingredientText - 10)}`),
  steps: Array.from({ length: recipeLimits.steps }, (_, n) => `${n} ${'ü'.repeat(recipeLimits.stepText - 10)}`),
});

describeEachDatabase('recipe list pages', (server) => {
  const signedIn = async () => clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));

  // Review 14.3: 200 maximum-size recipes made GET /api/recipes?limit=200 a 61.6 MB answer.
  it('refuses a page of more than 100 recipes', async () => {
    const client = await signedIn();
    const res = await client.get('/api/recipes?limit=101');
    expect([res.status, res.body.error]).toEqual([400, 'A page can hold at most 100 recipes']);
    expect((await client.get('/api/recipes?limit=100')).status).toBe(200);
  });

  // Review 14.3: a page of large recipes had no bound in bytes.
  it('keeps every page of large recipes under the byte budget, and every recipe is reached by following the cursor', async () => {
    const client = await signedIn();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await client.post('/api/recipes', large(i));
      expect(res.status).toBe(201);
      made.push(res.body.id);
    }
    // Twice: the first pass reads the recipes, the second answers from the kept JSON (recipe-json-cache.ts).
    for (const pass of ['read', 'kept']) {
      const seen: string[] = [];
      const sizes: number[] = [];
      let cursor: string | undefined;
      do {
        const res = await client.get(`/api/recipes?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status, pass).toBe(200);
        sizes.push(Buffer.byteLength(res.text));
        seen.push(...res.body.map((r: { id: string }) => r.id));
        cursor = res.headers['x-next-cursor'] as string | undefined;
      } while (cursor);
      expect(seen, pass).toEqual([...made].reverse());
      expect(sizes.length, pass).toBeGreaterThan(2);
      for (const size of sizes) expect(size, pass).toBeLessThanOrEqual(RECIPE_PAGE_BYTES);
    }
  });

  // Review 14.3: Recently deleted answered up to 500 whole recipes at once, with no page to follow.
  it('pages Recently deleted too: at most 100 recipes and the byte budget a page, every one reached by its cursor', async () => {
    const client = await signedIn();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/recipes', large(i));
      expect(res.status).toBe(201);
      expect((await client.delete(`/api/recipes/${res.body.id}`)).status).toBe(204);
      made.push(res.body.id);
    }
    expect((await client.get('/api/recipes/deleted?limit=101')).status).toBe(400);
    const seen: string[] = [];
    const sizes: number[] = [];
    let path: string | null = '/api/recipes/deleted';
    while (path) {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      sizes.push(Buffer.byteLength(res.text));
      seen.push(...res.body.map((r: { id: string }) => r.id));
      const link = res.headers.link as string | undefined;
      path = link ? (/<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null) : null;
    }
    expect(seen).toEqual([...made].reverse());
    expect(sizes.length).toBeGreaterThan(2);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(RECIPE_PAGE_BYTES);

    const one = await client.get('/api/recipes/deleted?limit=1');
    expect(one.body.map((r: { id: string }) => r.id)).toEqual([made[4]]);
    const next = await client.get(`/api/recipes/deleted?limit=1&cursor=${one.headers['x-next-cursor'] as string}`);
    expect(next.body.map((r: { id: string }) => r.id)).toEqual([made[3]]);
  });
});
