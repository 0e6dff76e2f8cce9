import sharp from 'sharp';
import { expect, it } from 'vitest';
import { recipeShareLinkSchema, recipeShareSchema, sharedRecipeSchema } from '../../../shared/recipe-share.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { sharedRecipeLimit } from './share-recipe.ts';

/** Issue 20 part 5: a recipe shared by a public read-only link that its owner can stop (decision 0080). */
describeEachDatabase('sharing a recipe by a public link', (server) => {
  const client = (user: TestUser) => clientAs(server().baseUrl, user);
  /** A visitor without an account, from an address of their own (the reads are limited per address). */
  const visitor = (address = '127.0.0.20') => new TestClient(server().baseUrl, address);
  const tokenOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

  const owner = async () =>
    createUser(server().ctx, { userType: 'regular', name: 'Olive Owner', email: `olive-${crypto.randomUUID()}@example.com` });

  const uploadPhoto = async (user: TestUser): Promise<string> => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const res = await fetch(`${server().baseUrl}/api/photos`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  const newRecipe = async (user: TestUser, body: Record<string, unknown> = {}) => {
    const res = await client(user).post('/api/recipes', {
      title: 'Tomato soup',
      description: 'A warm bowl',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 25,
      ingredients: ['800 g tomatoes', '1 onion'],
      steps: ['Chop the onion.', 'Simmer for 20 minutes.'],
      tags: ['soup'],
      dietary: ['vegan'],
      sourceUrl: 'https://example.com/tomato-soup',
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string };
  };

  it('the owner shares (201), again gets the same link (200); a visitor reads the recipe and nothing of the owner’s', async () => {
    const olive = await owner();
    const recipe = await newRecipe(olive, { photoId: await uploadPhoto(olive), isFavorite: true });
    await client(olive).post(`/api/recipes/${recipe.id}/cooked`, { rating: 5, note: 'Olive’s secret note' });

    const before = await client(olive).get(`/api/recipes/${recipe.id}/share`);
    expect(before.status).toBe(200);
    expect(expectContract(recipeShareSchema, before.body)).toEqual({ url: null });

    const made = await client(olive).post(`/api/recipes/${recipe.id}/share`);
    expect(made.status).toBe(201);
    const { url } = expectContract(recipeShareLinkSchema, made.body);
    expect(url).toMatch(new RegExp(`^${server().ctx.config.baseUrl}/r/[A-Za-z0-9_-]{43}$`));
    const again = await client(olive).post(`/api/recipes/${recipe.id}/share`);
    expect([again.status, again.body]).toEqual([200, { url }]);
    expect((await client(olive).get(`/api/recipes/${recipe.id}/share`)).body).toEqual({ url });

    const token = tokenOf(url);
    const read = await visitor().get(`/api/shared-recipes/${token}`);
    expect(read.status).toBe(200);
    const shared = expectContract(sharedRecipeSchema, read.body);
    expect(shared).toMatchObject({
      title: 'Tomato soup',
      description: 'A warm bowl',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 25,
      steps: ['Chop the onion.', 'Simmer for 20 minutes.'],
      tags: ['soup'],
      dietary: ['vegan'],
      language: 'en',
      sourceUrl: 'https://example.com/tomato-soup',
      imageUrl: `/api/shared-recipes/${token}/photo`,
    });
    expect(shared.ingredients.map((line) => line.text)).toEqual(['800 g tomatoes', '1 onion']);
    // Nothing of the owner's anywhere in the answer: not their name, email or id, nor the recipe's id or marks.
    for (const secret of [olive.name, olive.email, olive.id, recipe.id, 'Olive', 'secret note', 'isFavorite', 'rating', 'userId'])
      expect(read.text).not.toContain(secret);
    expect(read.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.headers['referrer-policy']).toBe('no-referrer');

    const photo = await fetch(`${server().baseUrl}${shared.imageUrl}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toBe('no-store');
    expect(photo.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('stopping sharing (204) ends the link and its photo at once; sharing again makes a new link', async () => {
    const olive = await owner();
    const recipe = await newRecipe(olive, { photoId: await uploadPhoto(olive) });
    const { url } = (await client(olive).post(`/api/recipes/${recipe.id}/share`)).body as { url: string };
    const token = tokenOf(url);
    expect((await visitor().get(`/api/shared-recipes/${token}`)).status).toBe(200);

    expect((await client(olive).delete(`/api/recipes/${recipe.id}/share`)).status).toBe(204);
    const gone = await visitor().get(`/api/shared-recipes/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatch(/no longer works.*Ask the person who shared it for a new link/);
    expect(gone.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(gone.headers['cache-control']).toBe('no-store');
    expect((await fetch(`${server().baseUrl}/api/shared-recipes/${token}/photo`)).status).toBe(404);
    expect((await client(olive).get(`/api/recipes/${recipe.id}/share`)).body).toEqual({ url: null });
    // Stopping what is already stopped changes nothing.
    expect((await client(olive).delete(`/api/recipes/${recipe.id}/share`)).status).toBe(204);

    const renewed = await client(olive).post(`/api/recipes/${recipe.id}/share`);
    expect(renewed.status).toBe(201);
    expect(renewed.body.url).not.toBe(url);
    expect((await visitor().get(`/api/shared-recipes/${token}`)).status).toBe(404);
    expect((await visitor().get(`/api/shared-recipes/${tokenOf(renewed.body.url)}`)).status).toBe(200);
  });

  it('a household member or anyone else can neither read the owner’s link nor make or stop it (404), and nothing changes', async () => {
    const olive = await owner();
    const member = await moveIntoHousehold(server().ctx, await createUser(server().ctx, { userType: 'regular' }), olive.householdId ?? '');
    const stranger = await createUser(server().ctx, { userType: 'regular' });
    const shared = await newRecipe(olive, { title: 'Shared stew' });
    const unshared = await newRecipe(olive, { title: 'Unshared stew' });
    const { url } = (await client(olive).post(`/api/recipes/${shared.id}/share`)).body as { url: string };
    // The member reads the recipe itself (decision 0064), yet its link is its owner's alone.
    expect((await client(member).get(`/api/recipes/${shared.id}`)).status).toBe(200);

    for (const someone of [member, stranger]) {
      for (const id of [shared.id, unshared.id]) {
        const reads = await client(someone).get(`/api/recipes/${id}/share`);
        expect([reads.status, typeof reads.body.error]).toEqual([404, 'string']);
        expect((await client(someone).post(`/api/recipes/${id}/share`)).status).toBe(404);
        expect((await client(someone).delete(`/api/recipes/${id}/share`)).status).toBe(404);
      }
    }
    expect((await client(olive).get(`/api/recipes/${shared.id}/share`)).body).toEqual({ url });
    expect((await client(olive).get(`/api/recipes/${unshared.id}/share`)).body).toEqual({ url: null });
    expect((await visitor().get(`/api/shared-recipes/${tokenOf(url)}`)).status).toBe(200);
  });

  it('a deleted recipe’s link is 404 while it is deleted and works again when it is restored; gone for good, the link goes too', async () => {
    const olive = await owner();
    const recipe = await newRecipe(olive);
    const { url } = (await client(olive).post(`/api/recipes/${recipe.id}/share`)).body as { url: string };
    const token = tokenOf(url);

    expect((await client(olive).delete(`/api/recipes/${recipe.id}`)).status).toBe(204);
    expect((await visitor().get(`/api/shared-recipes/${token}`)).status).toBe(404);
    expect((await client(olive).get(`/api/recipes/${recipe.id}/share`)).status).toBe(404);
    expect((await client(olive).post(`/api/recipes/${recipe.id}/share`)).status).toBe(404);

    expect((await client(olive).post(`/api/recipes/${recipe.id}/restore`)).status).toBe(200);
    expect((await visitor().get(`/api/shared-recipes/${token}`)).status).toBe(200);

    await server().ctx.db.kysely.deleteFrom('recipe').where('id', '=', recipe.id).execute();
    expect(await server().ctx.db.kysely.selectFrom('recipeShare').selectAll().where('recipeId', '=', recipe.id).execute()).toEqual([]);
    expect((await visitor().get(`/api/shared-recipes/${token}`)).status).toBe(404);
  });

  it('answers a token of any shape with 404 (never 500), and a recipe without a photo has no photo address', async () => {
    const olive = await owner();
    const recipe = await newRecipe(olive);
    const { url } = (await client(olive).post(`/api/recipes/${recipe.id}/share`)).body as { url: string };
    const token = tokenOf(url);
    expect(((await visitor().get(`/api/shared-recipes/${token}`)).body as { imageUrl: unknown }).imageUrl).toBeNull();
    expect((await visitor().get(`/api/shared-recipes/${token}/photo`)).status).toBe(404);

    for (const bad of [
      'x',
      `${token}x`,
      token.slice(1),
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      encodeURIComponent(`${token.slice(0, 42)}/`),
      '%E0%A4%A',
      encodeURIComponent("' OR 1=1 --"),
      'a'.repeat(5000),
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await visitor().get(`/api/shared-recipes/${bad}`);
      expect([400, 404], `${bad.slice(0, 60)} → ${res.status}`).toContain(res.status);
      expect(typeof res.body.error).toBe('string');
      const photo = await visitor().get(`/api/shared-recipes/${bad}/photo`);
      expect([400, 404], `${bad.slice(0, 60)}/photo → ${photo.status}`).toContain(photo.status);
    }
  });

  it('limits reads per client address (429 with Retry-After, still noindex); another address reads on', async () => {
    const olive = await owner();
    const recipe = await newRecipe(olive);
    const { url } = (await client(olive).post(`/api/recipes/${recipe.id}/share`)).body as { url: string };
    const path = `/api/shared-recipes/${tokenOf(url)}`;
    const crowded = visitor('127.0.0.30');
    expect((await crowded.get(path)).status).toBe(200);
    // The window is spent, as if the same room had read the link 600 times this minute.
    await server()
      .ctx.db.kysely.updateTable('rateLimit')
      .set({ count: sharedRecipeLimit.max })
      .where('key', 'like', `${sharedRecipeLimit.prefix}%127.0.0.30`)
      .execute();

    const refused = await crowded.get(path);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(typeof refused.body.error).toBe('string');
    expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await crowded.get(`${path}/photo`)).status).toBe(429);
    expect((await visitor('127.0.0.31').get(path)).status).toBe(200);
  });
});
