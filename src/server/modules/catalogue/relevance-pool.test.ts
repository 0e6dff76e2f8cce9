import { beforeAll, expect, it } from 'vitest';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { RELEVANCE_POOL, unpublishCatalogueRecipe } from './catalogue.repo.ts';
import { insertCatalogueRecipe } from './publish-catalogue-recipe.ts';

/**
 * A search sorted by relevance ranks only the RELEVANCE_POOL most recently added matches
 * (docs/decisions/0009-catalogue-search.md): what that means for someone searching.
 */
describeEachDatabase('catalogue search over more matches than the ranked pool', (server) => {
  let client: TestClient;
  let tart: string;
  const newer: string[] = [];
  const search = async (query: string) => {
    const res = await client.get(`/api/catalogue?${query}`);
    expect(res.status).toBe(200);
    return res.body as { recipes: { id: string; title: string }[]; nextCursor: string | null };
  };

  beforeAll(async () => {
    const db = server().ctx.db;
    const add = (title: string, ingredient: string) =>
      insertCatalogueRecipe(db, null, recipeCreateSchema.parse({ title, servings: 2, ingredients: [ingredient] }));
    // The best match by far (the word in its title) is the oldest…
    tart = (await add('Quince tart', '3 quinces'))!;
    // …and exactly a pool's worth of weaker matches (the word in an ingredient only) came after it.
    for (let n = 0; n < RELEVANCE_POOL; n++) newer.push((await add(`Autumn stew ${n}`, '1 quince'))!);
    // Published a day earlier, so that no stew shares its millisecond (PostgreSQL's pool goes by createdAt).
    const dayEarlier = new Date(Date.now() - 86_400_000).toISOString();
    await db.kysely.updateTable('recipe').set({ createdAt: dayEarlier }).where('id', '=', tart).execute();
    client = clientAs(server().baseUrl, await createUser(server().ctx));
  }, 120_000);

  it('ranks the newest matches of a common word: the older title match is not among them', async () => {
    const page = await search('q=quince&limit=60');
    expect(page.recipes).toHaveLength(60);
    expect(page.recipes.map((r) => r.id)).not.toContain(tart);
    expect(page.recipes.every((r) => r.title.startsWith('Autumn stew'))).toBe(true);
  });

  it('still finds it with a narrower query, or in the newest-first order that reaches every match', async () => {
    expect((await search('q=quince%20tart')).recipes.map((r) => r.title)).toEqual(['Quince tart']);

    let cursor: string | null = null;
    const seen: string[] = [];
    do {
      const page = await search(`q=quince&sort=newest&limit=60${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.recipes.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(RELEVANCE_POOL + 1);
    expect(seen.at(-1)).toBe(tart);
  });

  it('once a newer match is withdrawn the title match is in the pool again, and it comes first', async () => {
    expect(await unpublishCatalogueRecipe(server().ctx.db, newer[0]!, { userId: 'admin', isAdmin: true })).toBe(true);
    const page = await search('q=quince&limit=5');
    expect(page.recipes[0]?.id).toBe(tart);
  });
});
