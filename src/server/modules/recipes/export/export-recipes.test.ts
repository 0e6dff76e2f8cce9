import { setImmediate as nextTurn } from 'node:timers/promises';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { expect, it } from 'vitest';
import type { ImportStatus } from '../../../../shared/imports.ts';
import type { RecipeExportFormat } from '../../../../shared/recipe-export.ts';
import { asLocale } from '../../../../shared/i18n/locales.ts';
import type { z } from 'zod';
import type { Recipe, recipeCreateSchema } from '../../../../shared/recipes.ts';
import { translatorFor } from '../../../lib/i18n.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { describeEachDatabase } from '../../../test/test-server.ts';
import { photoKey, uploadPhoto } from '../../photos/index.ts';
import { exportRecipes } from './export-recipes.ts';

type RecipeCreate = z.input<typeof recipeCreateSchema>;

const english = translatorFor(asLocale('en-GB'));

/** Every entry of a zip, by name. */
async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          file.readEntry();
        });
        stream.on('error', reject);
      });
    });
    file.on('end', () => resolve());
    file.on('error', reject);
    file.readEntry();
  });
  return entries;
}

const aPhoto = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

const soup: RecipeCreate = {
  title: 'Roast carrot soup',
  description: 'A warming soup for cold evenings.',
  servings: 4,
  prepMinutes: 15,
  cookMinutes: 40,
  ingredients: ['500 g carrots, chopped', '1 onion', '2 tbsp olive oil', '1 1/2 cups vegetable stock', 'salt'],
  steps: ['Heat the oven to 200C and roast the carrots with the oil.', 'Soften the onion in a large pan.', 'Add the stock and blend.'],
  tags: ['soup', 'quick'],
  dietary: ['vegan'],
  sourceUrl: 'https://example.com/carrot-soup',
  private: true,
};
const pancakes: RecipeCreate = {
  title: 'Oat pancakes',
  description: '',
  servings: 2,
  prepMinutes: 5,
  cookMinutes: null,
  ingredients: ['1 cup rolled oats', '2 eggs', '200 ml milk'],
  steps: ['Blend everything.', 'Fry small pancakes in a hot pan.'],
  tags: ['breakfast'],
  nutrition: { calories: 320, proteinG: 14, carbsG: 40, fatG: 11, saltG: 1.2 },
};
const salad: RecipeCreate = {
  title: 'Green salad',
  servings: 1,
  ingredients: ['1 head lettuce', '1 tbsp lemon juice'],
  steps: ['Toss together.'],
};

describeEachDatabase('exporting recipes', (server) => {
  let nextHost = 10;
  const as = (user: TestUser) => clientAs(server().baseUrl, user, `127.0.11.${nextHost++}`);

  /** GET /api/recipes/export as the user, the body as bytes (TestClient reads text). */
  async function download(user: TestUser, query = '') {
    const res = await fetch(`${server().baseUrl}/api/recipes/export${query}`, { headers: { cookie: user.cookie } });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) as Record<string, unknown> };
  }

  async function createWithPhoto(client: TestClient, user: TestUser, recipe: RecipeCreate, photo?: Buffer): Promise<Recipe> {
    const photoId = photo ? (await uploadPhoto(server().ctx, user.id, photo)).id : undefined;
    const res = await client.post('/api/recipes', { ...recipe, ...(photoId ? { photoId } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Recipe;
  }

  /** Sends the zip to POST /api/imports and answers the import once its job has ended. */
  async function importZip(client: TestClient, user: TestUser, zip: Buffer, fileName: string): Promise<ImportStatus> {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(zip)]), fileName);
    const sent = await fetch(`${server().baseUrl}/api/imports`, { method: 'POST', headers: { cookie: user.cookie }, body: form });
    const started = (await sent.json()) as { id: string };
    expect(sent.status, JSON.stringify(started)).toBe(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = (await client.get(`/api/imports/${started.id}`)).body as ImportStatus;
      if (status.status === 'done' || status.status === 'failed' || Date.now() > deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** What a round trip must keep of a recipe, and its photo's size (Cooklang has no place for nutrition). */
  async function kept(client: TestClient, recipe: Recipe, format: RecipeExportFormat) {
    const photo = recipe.photoId
      ? await fetch(`${server().baseUrl}${recipe.imageUrl}`, { headers: { cookie: client.cookieHeader() } })
      : null;
    const size = photo ? await sharp(Buffer.from(await photo.arrayBuffer())).metadata() : null;
    return {
      title: recipe.title,
      description: recipe.description,
      servings: recipe.servings,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes,
      ingredients: recipe.ingredients.map((ingredient) => ingredient.text),
      steps: recipe.steps,
      tags: [...recipe.tags].sort(),
      dietary: recipe.dietary,
      nutrition: format === 'jsonld' ? recipe.nutrition : null,
      sourceUrl: recipe.sourceUrl,
      language: recipe.language,
      private: recipe.private,
      photo: size ? `${size.width}x${size.height}` : null,
    };
  }

  async function collectionOf(client: TestClient, format: RecipeExportFormat) {
    const list = (await client.get('/api/recipes')).body as Recipe[];
    const recipes = await Promise.all(list.map((recipe) => kept(client, recipe, format)));
    return recipes.sort((a, b) => a.title.localeCompare(b.title) || (a.sourceUrl ?? '').localeCompare(b.sourceUrl ?? ''));
  }

  it('downloads the own live recipes as schema.org JSON-LD files with their photos beside them, never the household’s or deleted ones', async () => {
    const owner = await createUser(server().ctx, { name: 'Esme Export', userType: 'regular' });
    const client = as(owner);
    await createWithPhoto(client, owner, soup, await aPhoto(640, 480, '#e07b39'));
    await createWithPhoto(client, owner, pancakes);
    const gone = await createWithPhoto(client, owner, { title: 'Deleted stew', ingredients: ['1 bean'], steps: ['Cook.'] });
    expect((await client.delete(`/api/recipes/${gone.id}`)).status).toBe(204);
    // A household member's recipe is read by the owner, but it is theirs to export, not the owner's.
    const member = await moveIntoHousehold(
      server().ctx,
      await createUser(server().ctx, { name: 'Hal Household', userType: 'regular' }),
      owner.householdId!,
    );
    await createWithPhoto(as(member), member, { title: 'Member curry', ingredients: ['1 curry'], steps: ['Cook.'] });

    const res = await download(owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="champion-kitchen-recipes-json-ld-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const entries = await entriesOf(res.bytes);
    expect([...entries.keys()].sort()).toEqual(['oat-pancakes.json', 'roast-carrot-soup.json', 'roast-carrot-soup.webp']);

    const written = JSON.parse(entries.get('roast-carrot-soup.json')!.toString('utf8')) as Record<string, unknown>;
    expect(written).toMatchObject({
      '@type': 'Recipe',
      name: 'Roast carrot soup',
      description: 'A warming soup for cold evenings.',
      inLanguage: 'en',
      recipeYield: '4',
      prepTime: 'PT15M',
      cookTime: 'PT40M',
      totalTime: 'PT55M',
      recipeIngredient: soup.ingredients,
      recipeInstructions: soup.steps!.map((text) => ({ '@type': 'HowToStep', text })),
      keywords: 'soup, quick',
      suitableForDiet: ['https://schema.org/VeganDiet'],
      url: 'https://example.com/carrot-soup',
      image: 'roast-carrot-soup.webp',
      'ck:private': true,
    });
    const photo = await sharp(entries.get('roast-carrot-soup.webp')!).metadata();
    expect(photo.format).toBe('webp');
  });

  it('refuses a format it does not write, with words, and answers 429 past five exports an hour', async () => {
    const user = await createUser(server().ctx, { name: 'Rita Ratelimit', userType: 'regular' });
    const bad = await download(user, '?format=pdf');
    expect({ status: bad.status, error: bad.json().error }).toEqual({ status: 400, error: english('validation.recipeExport.format') });
    for (let i = 0; i < 5; i++) expect((await download(user, '?format=cooklang')).status).toBe(200);
    const sixth = await download(user);
    expect({ status: sixth.status, error: sixth.json().error }).toEqual({
      status: 429,
      error: english('server.recipes.exportTooMany', { minutes: Math.ceil(Number(sixth.headers.get('retry-after')) / 60) }),
    });
    expect(sixth.json().error).toMatch(/^You can export your recipes up to 5 times an hour\. Try again in \d+ minutes?\.$/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Someone else still exports.
    expect((await download(await createUser(server().ctx, { userType: 'regular' }))).status).toBe(200);
  });

  it('reads the next recipe and its photo only as the client takes the zip, so memory does not grow with the collection', async () => {
    const owner = await createUser(server().ctx, { name: 'Bea Bounded', userType: 'regular' });
    const client = as(owner);
    // Noise does not compress: each photo is far more than the stream's buffer holds.
    const noise = () =>
      sharp({ create: { width: 900, height: 700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
        .jpeg({ quality: 95 })
        .toBuffer();
    const ctx = server().ctx;
    // The photos are held in memory and handed over at once, so that only the zip's pace can hold the reads back.
    const held = new Map<string, Awaited<ReturnType<typeof ctx.storage.get>>>();
    for (let i = 1; i <= 4; i++) {
      const recipe = await createWithPhoto(client, owner, { ...salad, title: `Noisy salad ${i}` }, await noise());
      const key = photoKey(recipe.photoId!, 'large');
      held.set(key, await ctx.storage.get(key));
    }
    let photosRead = 0;
    const storage = { ...ctx.storage, get: (key: string) => ((photosRead += 1), Promise.resolve(held.get(key) ?? null)) };
    const zip = exportRecipes({ ...ctx, storage }, owner.id, 'jsonld');
    // Nobody reads: the zip fills its buffer and waits.
    const deadline = Date.now() + 30_000;
    while (zip.readableLength < zip.readableHighWaterMark && Date.now() < deadline) await nextTurn();
    for (let turn = 0; turn < 50; turn++) await nextTurn();
    expect(photosRead).toBeLessThan(4);

    const chunks: Buffer[] = [];
    for await (const chunk of zip as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(photosRead).toBe(4);
    expect([...(await entriesOf(Buffer.concat(chunks))).keys()].filter((name) => name.endsWith('.webp'))).toHaveLength(4);
  });

  for (const format of ['jsonld', 'cooklang'] as const) {
    it(`gives back the same recipes, ingredient lines, steps and photos when its ${format} export is imported into a fresh account, and adds nothing the second time`, async () => {
      await server().ctx.jobs.start();
      const owner = await createUser(server().ctx, { name: 'Otto Origin', userType: 'regular' });
      const source = as(owner);
      await createWithPhoto(source, owner, soup, await aPhoto(640, 480, '#e07b39'));
      await createWithPhoto(source, owner, pancakes, await aPhoto(300, 500, '#f2d16b'));
      await createWithPhoto(source, owner, salad);
      // The same title twice: two files, "green-salad" and "green-salad-2" (an import skips a second recipe only
      // when its source is the same too).
      await createWithPhoto(source, owner, { ...salad, servings: 2, sourceUrl: 'https://example.org/salad' });

      const exported = await download(owner, `?format=${format}`);
      expect(exported.status).toBe(200);

      const fresh = await createUser(server().ctx, { name: 'Nina Newcomer', userType: 'regular' });
      const target = as(fresh);
      const first = await importZip(target, fresh, exported.bytes, `export.zip`);
      expect(first).toMatchObject({ status: 'done', format, imported: 4, skipped: 0, failed: 0, errors: [] });
      expect(await collectionOf(target, format)).toEqual(await collectionOf(source, format));

      const again = await importZip(target, fresh, exported.bytes, `export.zip`);
      expect(again).toMatchObject({ status: 'done', imported: 0, skipped: 4, failed: 0 });
      expect((await target.get('/api/recipes')).body).toHaveLength(4);
    });
  }
});
