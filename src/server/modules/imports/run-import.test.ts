import { randomUUID } from 'node:crypto';
import type { KyselyPlugin } from 'kysely';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { startPageServer } from '../../test/page-server.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { zipOf } from '../../test/zip-files.ts';
import { importSummary, type ImportProblem } from './import-items.ts';
import { runImport } from './run-import.ts';

const recipe = (name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    recipeYield: '2',
    recipeIngredient: ['2 eggs', '1 tbsp butter'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Whisk.' },
      { '@type': 'HowToStep', text: 'Cook gently.' },
    ],
    url: `https://example.org/${encodeURIComponent(name)}`,
    ...extra,
  });

describeEachDatabase('running an import', (server) => {
  const ctx = () => server().ctx;

  /** Stores an upload and its import row as POST /api/imports does; the import's id. */
  async function upload(user: TestUser, bytes: Buffer, fileName: string): Promise<string> {
    const id = randomUUID();
    const fileKey = `imports/${id}`;
    await ctx().storage.put(fileKey, bytes, 'application/octet-stream');
    const now = new Date().toISOString();
    await ctx()
      .db.kysely.insertInto('recipeImport')
      .values({ id, userId: user.id, status: 'queued', fileName, fileKey, language: 'en', locale: 'en-GB', createdAt: now, updatedAt: now })
      .execute();
    return id;
  }
  const rowOf = (id: string) => ctx().db.kysely.selectFrom('recipeImport').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const problemsOf = async (id: string): Promise<ImportProblem[]> => (await importSummary(ctx().db, id)).problems;
  const recipeIdsOf = async (id: string) => (await importSummary(ctx().db, id)).recipeIds;
  const recipesOf = (user: TestUser) =>
    ctx().db.kysely.selectFrom('recipe').select(['title', 'photoId', 'sourceUrl']).where('userId', '=', user.id).orderBy('title').execute();

  it('imports each recipe with its photo; the same file again adds nothing', async () => {
    const user = await createUser(ctx(), { name: 'Imogen Import' });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e67e22' } })
      .jpeg()
      .toBuffer();
    const zip = await zipOf({
      'omelette.json': recipe('Omelette', { image: 'omelette.jpg' }),
      'omelette.jpg': photo,
      'frittata.json': recipe('Frittata'),
      'broken.json': '{ not json',
    });
    const first = await upload(user, zip, 'recipes.zip');
    await runImport(ctx(), first);
    const done = await rowOf(first);
    expect(done).toMatchObject({ status: 'done', format: 'jsonld', total: 3, imported: 2, skipped: 0, failed: 1, fileKey: null });
    expect(await problemsOf(first)).toEqual([{ name: 'broken.json', problem: 'unreadable' }]);
    const saved = await recipesOf(user);
    expect(saved.map((r) => [r.title, r.photoId !== null])).toEqual([
      ['Frittata', false],
      ['Omelette', true],
    ]);
    expect(await recipeIdsOf(first)).toHaveLength(2);
    // The upload is gone from storage once the import has ended.
    expect(await ctx().storage.get(`imports/${first}`)).toBeNull();

    const again = await upload(user, zip, 'recipes.zip');
    await runImport(ctx(), again);
    expect(await rowOf(again)).toMatchObject({ status: 'done', imported: 0, skipped: 2, failed: 1 });
    expect(await recipesOf(user)).toHaveLength(2);
  });

  it('each recipe costs the same writes, however many came before it (no list rewritten after each)', async () => {
    /** The biggest statement the import sends to its own tables, by the size of its query tree (values included). */
    async function biggestStatement(recipes: number): Promise<number> {
      const user = await createUser(ctx(), { name: `Bulk ${recipes}` });
      const names = Array.from({ length: recipes }, (_, i) => `Recipe ${String(i).padStart(3, '0')}`);
      const id = await upload(user, Buffer.from(JSON.stringify(names.map((name) => JSON.parse(recipe(name))))), 'bulk.json');
      let biggest = 0;
      const measure: KyselyPlugin = {
        transformQuery: ({ node }) => {
          const tree = JSON.stringify(node);
          if (tree.includes('"name":"recipeImport')) biggest = Math.max(biggest, tree.length);
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      const db = { ...ctx().db, kysely: ctx().db.kysely.withPlugin(measure) };
      await runImport({ ...ctx(), db }, id);
      expect(await rowOf(id)).toMatchObject({ status: 'done', imported: recipes });
      return biggest;
    }
    const few = await biggestStatement(3);
    const many = await biggestStatement(60);
    expect(many).toBeLessThanOrEqual(few + 100);
  });

  it('a photo named by an address the fetcher may not reach is left out, unfetched, and the summary says so', async () => {
    const user = await createUser(ctx(), { name: 'Phoebe Photo' });
    // A server inside the network that IMPORT_ALLOWED_HOSTS does not name: the address rules refuse it before connecting.
    const inside = await startPageServer((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end('x'));
    try {
      const csv = `Title,Ingredients,Directions,Photo Url,Url Host\nBean chilli,2 tins beans,Simmer.,${inside.origin}/chilli.jpg,\n`;
      const id = await upload(user, Buffer.from(csv), 'plantoeat.csv');
      await runImport(ctx(), id, { sleep: async () => undefined });
      expect(await rowOf(id)).toMatchObject({ status: 'done', format: 'plantoeat', imported: 1 });
      expect(await problemsOf(id)).toEqual([{ name: 'Bean chilli', problem: 'photoLeftOut' }]);
      expect((await recipesOf(user)).map((r) => [r.title, r.photoId])).toEqual([['Bean chilli', null]]);
      expect(inside.connections).toBe(0);
    } finally {
      await inside.close();
    }
  });

  it('a refused file ends the import as failed with the reason, and imports nothing', async () => {
    const user = await createUser(ctx(), { name: 'Rufus Refused' });
    const id = await upload(user, Buffer.from('Just some notes about dinner.'), 'notes.txt');
    await runImport(ctx(), id);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', refusal: 'unknownFormat', imported: 0 });
    expect(await recipesOf(user)).toEqual([]);
  });

  it('a list of addresses reads each page at a pace, and says which could not be read and why', async () => {
    const user = await createUser(ctx(), { name: 'Lina List' });
    const pauses: number[] = [];
    const totals: number[] = [];
    const id = await upload(user, Buffer.from('https://example.org/a\nhttps://example.org/missing\nhttps://example.org/b\n'), 'list.txt');
    await runImport(ctx(), id, {
      pageIntervalMs: 1500,
      sleep: async (ms) => void pauses.push(ms),
      readPage: async (url) => {
        // What GET /api/imports/{id} reports while each page is read: the total, known from the start.
        totals.push((await rowOf(id)).total);
        if (url.endsWith('missing')) throw new AppError('UNPROCESSABLE', 'That page has no recipe we can read.');
        return {
          recipe: {
            title: `Page ${url.slice(-1)}`,
            description: '',
            servings: 2,
            prepMinutes: null,
            cookMinutes: null,
            ingredients: [],
            steps: ['Cook.'],
            tags: [],
            dietary: [],
            nutrition: null,
            sourceUrl: url,
            language: 'en',
          },
          shortened: [],
        };
      },
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'done', format: 'urls', imported: 2, failed: 1 });
    expect(await problemsOf(id)).toEqual([
      { name: 'https://example.org/missing', problem: 'pageUnreadable', detail: 'That page has no recipe we can read.' },
    ]);
    expect(pauses).toEqual([1500, 1500]);
    expect(totals).toEqual([3, 3, 3]);
  });

  it('an import stopped part way (a restart) goes on from the recipes its row counts as done', async () => {
    const user = await createUser(ctx(), { name: 'Rhea Restart' });
    const zip = await zipOf({ 'a.json': recipe('Apple crumble'), 'b.json': recipe('Banana bread'), 'c.json': recipe('Cherry pie') });
    const id = await upload(user, zip, 'recipes.zip');
    // As a job stopped after its first recipe leaves it: running, one done.
    await runImport(ctx(), id);
    await ctx().db.kysely.deleteFrom('recipe').where('userId', '=', user.id).where('title', '!=', 'Apple crumble').execute();
    await ctx()
      .db.kysely.updateTable('recipeImport')
      .set({ status: 'running', done: 1, imported: 1, fileKey: `imports/${id}` })
      .where('id', '=', id)
      .execute();
    await ctx().db.kysely.deleteFrom('recipeImportItem').where('importId', '=', id).where('position', '>', 1).execute();
    await ctx().storage.put(`imports/${id}`, zip, 'application/octet-stream');
    await runImport(ctx(), id);
    expect(await rowOf(id)).toMatchObject({ status: 'done', done: 3, imported: 3, skipped: 0 });
    expect((await recipesOf(user)).map((r) => r.title)).toEqual(['Apple crumble', 'Banana bread', 'Cherry pie']);
    expect(await recipeIdsOf(id)).toHaveLength(3);
  });
});
