import { expect, it } from 'vitest';
import {
  collectionListSchema,
  collectionRecipesSchema,
  collectionSchema,
  type Collection,
  type CollectionRecipes,
} from '../../../shared/collections.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

/** Issue 20 part 3: collections, manual and smart, shared with the household (docs/decisions/0078-collections.md). */
describeEachDatabase('collections', (server) => {
  const client = (user: TestUser) => clientAs(server().baseUrl, user);
  const word = () => `quokka${Math.random().toString(36).slice(2, 8)}`;

  /** Sam and Alex share a household; Cy is in a household of their own; Champ publishes to the catalogue. */
  const people = async () => {
    const sam = await createUser(server().ctx, { userType: 'regular', name: 'Sam Home' });
    const alex = await moveIntoHousehold(
      server().ctx,
      await createUser(server().ctx, { userType: 'regular', name: 'Alex Home' }),
      sam.householdId ?? '',
    );
    const cy = await createUser(server().ctx, { userType: 'regular', name: 'Cy Elsewhere' });
    const champ = await createUser(server().ctx, { userType: 'champion', name: 'Champ Publisher' });
    return { sam, alex, cy, champ };
  };
  const made = async (user: TestUser, path: string, body: unknown) => {
    const res = await client(user).post(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string } & Record<string, unknown>;
  };
  const collectionsOf = async (user: TestUser, query = '') => {
    const res = await client(user).get(`/api/collections${query}`);
    expect(res.status).toBe(200);
    return expectContract(collectionListSchema, res.body).collections;
  };
  const recipesIn = async (user: TestUser, id: string) => {
    const res = await client(user).get(`/api/collections/${id}/recipes`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return expectContract(collectionRecipesSchema, res.body) as CollectionRecipes;
  };
  const titles = (page: CollectionRecipes) => page.recipes.map((r) => r.title);

  it('holds own, household and catalogue recipes, a recipe in several collections, and leaves out what its reader may not read', async () => {
    const { sam, alex, champ } = await people();
    const weeknight = expectContract(collectionSchema, await made(sam, '/api/collections', { name: 'Weeknight' })) as Collection;
    expect(weeknight).toMatchObject({ kind: 'manual', shared: false, mine: true, recipeCount: 0, search: null });
    const batch = await made(sam, '/api/collections', { name: 'Batch cooking', shared: true });

    const own = await made(sam, '/api/recipes', { title: 'Sam’s stew' });
    const secret = await made(sam, '/api/recipes', { title: 'Sam’s secret tart', private: true });
    const alexs = await made(alex, '/api/recipes', { title: 'Alex’s curry' });
    const published = await made(champ, '/api/catalogue', { title: 'Catalogue lentil soup' });
    for (const recipe of [own, secret, alexs, published]) {
      expect((await client(sam).put(`/api/collections/${weeknight.id}/recipes/${recipe.id}`)).status).toBe(204);
    }
    // Again changes nothing; and the same recipe goes in a second collection.
    expect((await client(sam).put(`/api/collections/${weeknight.id}/recipes/${own.id}`)).status).toBe(204);
    expect((await client(sam).put(`/api/collections/${batch.id}/recipes/${own.id}`)).status).toBe(204);

    const page = await recipesIn(sam, weeknight.id);
    // (Put in within the same millisecond, so compared without their order.)
    expect(page.recipes.map((r) => [r.title, r.source]).sort()).toEqual([
      ['Alex’s curry', 'household'],
      ['Catalogue lentil soup', 'catalogue'],
      ['Sam’s secret tart', 'mine'],
      ['Sam’s stew', 'mine'],
    ]);
    expect(page.recipes.find((r) => r.source === 'household')?.ownerName).toBe('Alex Home');

    const listed = await collectionsOf(sam, `?recipe=${own.id}`);
    expect(listed.map((c) => [c.name, c.recipeCount, c.hasRecipe])).toEqual([
      ['Batch cooking', 1, true],
      ['Weeknight', 4, true],
    ]);
    expect((await collectionsOf(sam, `?recipe=${alexs.id}`)).map((c) => c.hasRecipe)).toEqual([false, true]);

    // Taking one out, then a deleted recipe: gone from the collection, the recipe itself untouched.
    expect((await client(sam).delete(`/api/collections/${weeknight.id}/recipes/${alexs.id}`)).status).toBe(204);
    expect((await client(sam).delete(`/api/recipes/${secret.id}`)).status).toBe(204);
    expect(titles(await recipesIn(sam, weeknight.id)).sort()).toEqual(['Catalogue lentil soup', 'Sam’s stew']);
    expect((await client(alex).get(`/api/recipes/${alexs.id}`)).status).toBe(200);

    // Deleting the collection leaves its recipes where they are.
    expect((await client(sam).delete(`/api/collections/${weeknight.id}`)).status).toBe(204);
    expect((await client(sam).get(`/api/collections/${weeknight.id}/recipes`)).status).toBe(404);
    expect((await client(sam).get(`/api/recipes/${own.id}`)).status).toBe(200);
  });

  it('shares a collection with the household to read, not to change; others never see it', async () => {
    const { sam, alex, cy } = await people();
    const shared = await made(sam, '/api/collections', { name: 'Family favourites', shared: true });
    const kept = await made(sam, '/api/collections', { name: 'Just mine' });
    const open = await made(sam, '/api/recipes', { title: 'Open pie' });
    const hidden = await made(sam, '/api/recipes', { title: 'Hidden pie', private: true });
    await client(sam).put(`/api/collections/${shared.id}/recipes/${open.id}`);
    await client(sam).put(`/api/collections/${shared.id}/recipes/${hidden.id}`);

    const alexSees = await collectionsOf(alex);
    expect(alexSees.map((c) => [c.name, c.mine, c.ownerName])).toEqual([['Family favourites', false, 'Sam Home']]);
    // Whether it holds a recipe is asked of one's own collections only (the ones a person fills).
    expect((await collectionsOf(alex, `?recipe=${hidden.id}`)).map((c) => c.hasRecipe)).toEqual([null]);
    // Sam's private recipe stays Sam's, even in a shared collection.
    expect(titles(await recipesIn(alex, shared.id))).toEqual(['Open pie']);
    expect((await client(alex).get(`/api/collections/${kept.id}/recipes`)).status).toBe(404);

    const aRecipe = await made(alex, '/api/recipes', { title: 'Alex’s pie' });
    for (const res of [
      await client(alex).patch(`/api/collections/${shared.id}`, { name: 'Mine now' }),
      await client(alex).delete(`/api/collections/${shared.id}`),
      await client(alex).put(`/api/collections/${shared.id}/recipes/${aRecipe.id}`),
      await client(alex).delete(`/api/collections/${shared.id}/recipes/${open.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toMatch(/not one of yours/);
    }
    expect(await collectionsOf(cy)).toEqual([]);
    expect((await client(cy).get(`/api/collections/${shared.id}/recipes`)).status).toBe(404);
    // Cy may not put Sam's recipe in a collection of theirs: it is not Cy's to read.
    const cys = await made(cy, '/api/collections', { name: 'Cy’s' });
    expect((await client(cy).put(`/api/collections/${cys.id}/recipes/${open.id}`)).status).toBe(404);
    expect((await recipesIn(sam, shared.id)).recipes).toHaveLength(2);

    // Unsharing takes it from Alex at once.
    expect((await client(sam).patch(`/api/collections/${shared.id}`, { shared: false })).body).toMatchObject({ shared: false });
    expect(await collectionsOf(alex)).toEqual([]);
  });

  it('runs a smart collection’s saved search each time, so a newly published catalogue recipe appears', async () => {
    const { sam, champ } = await people();
    const term = word();
    await made(champ, '/api/catalogue', { title: `${term} porridge`, tags: ['breakfast'], dietary: ['vegan'] });
    await made(champ, '/api/catalogue', { title: `${term} omelette`, tags: ['breakfast'] });
    const smart = expectContract(
      collectionSchema,
      // As the Recipe Catalog's address has it, leading "?" and all; kept in one spelling.
      await made(sam, '/api/collections', { name: 'Vegan breakfasts', kind: 'smart', search: `?dietary=vegan&q=${term}&sort=relevance` }),
    );
    expect(smart).toMatchObject({ kind: 'smart', search: `q=${term}&dietary=vegan&sort=relevance`, recipeCount: null });
    expect(titles(await recipesIn(sam, smart.id))).toEqual([`${term} porridge`]);

    await made(champ, '/api/catalogue', { title: `${term} vegan pancakes`, dietary: ['vegan'] });
    expect(titles(await recipesIn(sam, smart.id)).sort()).toEqual([`${term} porridge`, `${term} vegan pancakes`]);

    // A page at a time, as the catalogue pages.
    const first = await client(sam).get(`/api/collections/${smart.id}/recipes?limit=1`);
    expect(first.body.recipes).toHaveLength(1);
    const second = await client(sam).get(
      `/api/collections/${smart.id}/recipes?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect([...first.body.recipes, ...second.body.recipes].map((r: { title: string }) => r.title).sort()).toEqual([
      `${term} porridge`,
      `${term} vegan pancakes`,
    ]);

    // A smart collection fills itself: nothing is put in by hand.
    const own = await made(sam, '/api/recipes', { title: 'Toast' });
    const refused = await client(sam).put(`/api/collections/${smart.id}/recipes/${own.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/fills itself/);
  });

  it('keeps names unique per person whatever their case, and refuses bad input with words and no change', async () => {
    const { sam, alex } = await people();
    const first = await made(sam, '/api/collections', { name: 'Weeknight' });
    const again = await client(sam).post('/api/collections', { name: '  weeknight ' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already have a collection called “weeknight”. Choose another name.');
    // Someone else may use the name.
    await made(alex, '/api/collections', { name: 'Weeknight' });
    const other = await made(sam, '/api/collections', { name: 'Quick' });
    expect((await client(sam).patch(`/api/collections/${other.id}`, { name: 'WEEKNIGHT' })).status).toBe(409);

    const bad: [unknown, RegExp][] = [
      [{ name: '' }, /Give the collection a name/],
      [{ name: 'x'.repeat(61) }, /at most 60 characters/],
      [{ name: 'Smart', kind: 'smart' }, /needs a catalogue search/],
      [{ name: 'Manual', search: 'q=soup' }, /leave it out for a manual one/],
      [{ name: 'Odd', kind: 'smart', search: 'q=soup&cursor=abc' }, /This search cannot be kept/],
      [{ name: 'Odd', kind: 'smart', search: 'maxMinutes=-3' }, /This search cannot be kept/],
      [{ name: 'Odd', kind: 'odd' }, /manual or smart/],
    ];
    for (const [body, message] of bad) {
      const res = await client(sam).post('/api/collections', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    expect((await client(sam).patch(`/api/collections/${first.id}`, {})).status).toBe(400);
    expect((await client(sam).put(`/api/collections/${first.id}/recipes/no-such-recipe`)).status).toBe(404);
    expect((await collectionsOf(sam)).map((c) => c.name)).toEqual(['Quick', 'Weeknight']);
  });
});
