import { expect, it } from 'vitest';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import { insertCatalogueRecipe } from '../catalogue/index.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { newRecipeRow } from './recipe-row.ts';

/**
 * Pages of a person's recipe list are kept whole in the server's memory (recipe-list-cache.ts). Every write below
 * goes straight to the database, past this server's code, as another app server, the CLI or a foreign key would
 * write: the next read must show it all the same.
 */
describeEachDatabase('kept recipe list pages', (server) => {
  const titles = (body: { title: string }[]) => body.map((r) => r.title);

  it('shows a recipe changed, added or removed by another writer at once', async () => {
    const user = await createUser(server().ctx, { userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    const ids: string[] = [];
    for (const title of ['Porridge', 'Dhal']) {
      const res = await client.post('/api/recipes', { title, servings: 2, ingredients: ['1 cup oats'] });
      expect(res.status).toBe(201);
      ids.push(res.body.id as string);
    }
    expect(titles((await client.get('/api/recipes')).body)).toEqual(['Dhal', 'Porridge']);
    expect(titles((await client.get('/api/recipes')).body)).toEqual(['Dhal', 'Porridge']); // now kept

    const { kysely } = server().ctx.db;
    await kysely.updateTable('recipe').set({ title: 'Red lentil dhal' }).where('id', '=', ids[1]!).execute();
    expect(titles((await client.get('/api/recipes')).body)).toEqual(['Red lentil dhal', 'Porridge']);

    const input = recipeCreateSchema.parse({ title: 'Flatbread', servings: 4, ingredients: ['200 g flour'] });
    const later = new Date(Date.now() + 60_000).toISOString();
    await kysely
      .insertInto('recipe')
      .values({ ...newRecipeRow(input, { userId: user.id, inCatalogue: false }), createdAt: later, updatedAt: later })
      .execute();
    expect(titles((await client.get('/api/recipes')).body)).toEqual(['Flatbread', 'Red lentil dhal', 'Porridge']);

    await kysely.deleteFrom('recipe').where('id', '=', ids[0]!).execute();
    expect(titles((await client.get('/api/recipes')).body)).toEqual(['Flatbread', 'Red lentil dhal']);
  });

  it("shows a saved copy's link gone at once when its catalogue recipe is deleted for good (a foreign key's write)", async () => {
    const user = await createUser(server().ctx, { userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    const input = recipeCreateSchema.parse({ title: `Catalogue soup ${Date.now()}`, servings: 4, ingredients: ['1 leek'] });
    const catalogueId = (await insertCatalogueRecipe(server().ctx.db, null, input))!;
    expect((await client.post(`/api/catalogue/${catalogueId}/save`, {})).status).toBe(201);
    const [copy] = (await client.get('/api/recipes')).body as { savedFromId: string | null }[];
    expect(copy?.savedFromId).toBe(catalogueId);

    await server().ctx.db.kysely.deleteFrom('recipe').where('id', '=', catalogueId).execute();
    const [after] = (await client.get('/api/recipes')).body as { savedFromId: string | null }[];
    expect(after?.savedFromId).toBeNull();
  });

  it("keeps each filter's page and each person's apart, and a favourite shows in both of the person's lists at once", async () => {
    const [ann, ben] = await Promise.all([1, 2].map(() => createUser(server().ctx, { userType: 'regular' })));
    const annClient = clientAs(server().baseUrl, ann!);
    const benClient = clientAs(server().baseUrl, ben!);
    const stew = await annClient.post('/api/recipes', { title: 'Ann’s stew', servings: 2, ingredients: ['1 onion'] });
    expect(stew.status).toBe(201);
    expect(titles((await annClient.get('/api/recipes')).body)).toEqual(['Ann’s stew']);
    expect(titles((await annClient.get('/api/recipes?filter=favourites')).body)).toEqual([]);

    expect((await benClient.post('/api/recipes', { title: 'Ben’s salad', servings: 2, ingredients: ['1 lettuce'] })).status).toBe(201);
    expect(titles((await benClient.get('/api/recipes')).body)).toEqual(['Ben’s salad']);
    expect(titles((await annClient.get('/api/recipes')).body)).toEqual(['Ann’s stew']);

    expect((await annClient.patch(`/api/recipes/${stew.body.id}`, { isFavorite: true })).status).toBe(200);
    expect(titles((await annClient.get('/api/recipes?filter=favourites')).body)).toEqual(['Ann’s stew']);
    expect((await annClient.get('/api/recipes')).body[0].isFavorite).toBe(true);
  });
});
