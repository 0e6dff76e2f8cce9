import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { CataloguePage } from '../../../shared/recipes.ts';
import { reindexSearch } from '../../db/migrations/0010-search-stems.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { loadStarterRecipes } from '../../db/seed/load-starter-recipes.ts';
import { searchText } from '../../lib/search-text.ts';

/**
 * Regression: "soups", "curries", "salads", "stews" and "pies" found nothing while "soup" found ten; "lentl",
 * "bananna" and "currys" found nothing; "chick peas" found chicken. Searched in the starter catalogue.
 */
describeEachDatabase('catalogue search with plurals, near spellings and split words', (server) => {
  let client: TestClient;

  beforeAll(async () => {
    await loadStarterRecipes(server().ctx.db);
    client = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }));
  });

  const search = async (q: string, more = '') => {
    const res = await client.get(`/api/catalogue?q=${encodeURIComponent(q)}&limit=60${more}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as CataloguePage;
  };
  const titles = (page: CataloguePage) => page.recipes.map((r) => r.title);
  const sorted = (page: CataloguePage) => titles(page).sort();

  it.each([
    ['soups', 'soup'],
    ['curries', 'curry'],
    ['salads', 'salad'],
    ['stews', 'stew'],
    ['pies', 'pie'],
    ['currys', 'curry'],
    ['lentils', 'lentil'],
  ])('"%s" finds what "%s" finds', async (plural, singular) => {
    const found = await search(plural);
    expect(found.recipes.length).toBeGreaterThan(0);
    expect(sorted(found)).toEqual(sorted(await search(singular)));
    expect(found.suggestion).toBeNull();
  });

  it('reads "chick peas" as chickpeas, not chicken with peas', async () => {
    const found = await search('chick peas');
    expect(found.recipes.length).toBeGreaterThan(0);
    expect(sorted(found)).toEqual(sorted(await search('chickpeas')));
    expect(titles(found)).not.toContain('Chicken, Leek and Potato Soup');
    expect(titles(found).some((title) => /chickpea/i.test(title))).toBe(true);
  });

  it.each([
    ['bananna', 'banana'],
    ['lentl', 'lentil'],
    ['Lentl SOUP!', 'lentil soup'],
  ])('offers "Did you mean" for "%s": "%s", which finds recipes', async (typed, meant) => {
    const found = await search(typed);
    expect(found.recipes).toEqual([]);
    expect(found.suggestion).toBe(meant);
    const followed = await search(meant);
    expect(followed.recipes.length).toBeGreaterThan(0);
    expect(followed.suggestion).toBeNull();
  });

  it('suggests nothing when no word is near, or when the corrected search would find nothing either', async () => {
    expect(await search('zzzz')).toMatchObject({ recipes: [], suggestion: null });
    // "sumac" shares trigrams with "summer" (a starter word) but is three edits from it.
    expect(await search('sumac')).toMatchObject({ recipes: [], suggestion: null });
    // Every word is known; together they find nothing, and no spelling would change that.
    expect(await search('banana chilli')).toMatchObject({ recipes: [], suggestion: null });
    // "banana" exists, but not among the recipes ready in 5 minutes or less.
    expect(await search('bananna', '&maxMinutes=1')).toMatchObject({ recipes: [], suggestion: null });
  });

  it('learns the words of newly published recipes, and never offers a word from someone’s own recipes', async () => {
    const champion = clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'champion' }));
    expect((await search('kohlrabbi')).suggestion).toBeNull();
    const published = await champion.post('/api/catalogue', { title: 'Kohlrabi slaw', ingredients: ['1 kohlrabi'] });
    expect(published.status).toBe(201);
    expect(await search('kohlrabbi')).toMatchObject({ recipes: [], suggestion: 'kohlrabi' });

    const mine = await client.post('/api/recipes', { title: 'Grandma Quillifer’s rhubarb crumble', ingredients: ['4 sticks rhubarb'] });
    expect(mine.status).toBe(201);
    expect((await search('quilifer')).suggestion).toBeNull();

    // A word whose recipes are gone is not offered, though the vocabulary keeps it.
    expect((await champion.delete(`/api/catalogue/${published.body.id}`)).status).toBe(204);
    expect(await search('kohlrabbi')).toMatchObject({ recipes: [], suggestion: null });
  });

  it('finds plurals in recipes indexed before stems, once the migration has re-indexed them', async () => {
    const db = server().ctx.db;
    // Search text as it was stored before this change: words only, no stems; and no vocabulary.
    const rows = await db.kysely
      .selectFrom('recipe')
      .select(['id', 'title', 'description', 'tags', 'dietary', 'ingredients'])
      .where('inCatalogue', '=', 1)
      .execute();
    for (const row of rows) {
      const list = (json: string) => JSON.parse(json) as string[];
      const ingredients = JSON.parse(row.ingredients) as { item: string; text: string }[];
      await db.kysely
        .updateTable('recipe')
        .set({
          searchTitle: searchText(row.title),
          searchTags: searchText(...list(row.tags), ...list(row.dietary)),
          searchIngredients: searchText(...ingredients.map((i) => i.item || i.text)),
          searchDescription: searchText(row.description),
        })
        .where('id', '=', row.id)
        .execute();
    }
    await sql`delete from "searchTrigram"`.execute(db.kysely);
    await sql`delete from "searchWord"`.execute(db.kysely);
    const curry = sorted(await search('curry'));
    expect(curry.length).toBeGreaterThan(0);
    expect(sorted(await search('curries'))).not.toEqual(curry);
    expect((await search('bananna')).suggestion).toBeNull();

    await reindexSearch(db.kysely);
    expect(sorted(await search('curries'))).toEqual(curry);
    expect((await search('bananna')).suggestion).toBe('banana');
  });
});
