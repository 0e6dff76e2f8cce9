import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportStatus } from '../../../shared/imports.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/http-client.ts';
import { startPageServer } from '../../test/page-server.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { samplePageHtml, samplePages, sampleExports } from './samples/sample-exports.ts';

/*
 * Issue 19's "done means": every format we read imports its sample file through POST /api/imports and the real job
 * with every recipe, ingredient line, step and photo, and the same file again adds nothing.
 */

const photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#7a9e3b' } })
  .jpeg()
  .toBuffer();

// Another site, as the web is to the server: the pages a list of addresses names and the photos some exports name
// by address, allowed by IMPORT_ALLOWED_HOSTS as an operator would allow an intranet site.
const site = await startPageServer((req, res) => {
  const path = req.url ?? '/';
  const page = samplePages[path];
  if (page) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(samplePageHtml(page));
  }
  if (path.startsWith('/photos/')) {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    return res.end(photo);
  }
  res.writeHead(404).end();
});
afterAll(() => site.close());

const samples = await sampleExports(photo, site);

/** Each test waits for two imports through the job, on a machine other tests share. */
const IMPORTS_TIMEOUT_MS = 120_000;

async function multipart(bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { rawBody: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

describeEachDatabase(
  'every format imports its sample file whole, and only once',
  (server) => {
    beforeAll(() => server().ctx.jobs.start());
    let nextHost = 10;

    async function importFile(client: TestClient, bytes: Buffer, fileName: string): Promise<ImportStatus> {
      const started = await client.post('/api/imports', undefined, await multipart(bytes, fileName));
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const deadline = Date.now() + 60_000;
      for (;;) {
        const status = (await client.get(`/api/imports/${started.body.id}`)).body as ImportStatus;
        if (status.status === 'done' || status.status === 'failed' || Date.now() > deadline) return status;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    it.each(samples.map((sample) => [sample.label, sample] as const))(
      '%s',
      async (_label, sample) => {
        const user = await createUser(server().ctx, { name: `Sam ${sample.format}` });
        const client = clientAs(server().baseUrl, user, `127.0.10.${nextHost++}`);

        const first = await importFile(client, sample.bytes, sample.fileName);
        expect(first).toMatchObject({
          status: 'done',
          format: sample.format,
          total: sample.recipes.length,
          imported: sample.recipes.length,
        });
        expect(first.errors).toEqual([]);

        const saved = await server()
          .ctx.db.kysely.selectFrom('recipe')
          .select(['title', 'ingredients', 'steps', 'photoId'])
          .where('userId', '=', user.id)
          .orderBy('title')
          .execute();
        expect(
          saved.map((recipe) => ({
            title: recipe.title,
            ingredients: (JSON.parse(recipe.ingredients) as unknown[]).length,
            steps: (JSON.parse(recipe.steps) as unknown[]).length,
            photo: recipe.photoId !== null,
          })),
        ).toEqual(sample.recipes);

        // Nothing is fetched for a recipe already there: neither its page nor its photo.
        const fetchedBefore = site.requests.length;
        const again = await importFile(client, sample.bytes, sample.fileName);
        expect(site.requests.slice(fetchedBefore).map((request) => request.path)).toEqual(
          sample.format === 'urls' ? Object.keys(samplePages) : [],
        );
        expect(again).toMatchObject({ status: 'done', imported: 0, skipped: sample.recipes.length, failed: 0, recipeIds: [] });
        const after = await server().ctx.db.kysely.selectFrom('recipe').select('id').where('userId', '=', user.id).execute();
        expect(after).toHaveLength(sample.recipes.length);
      },
      IMPORTS_TIMEOUT_MS,
    );
  },
  { IMPORT_ALLOWED_HOSTS: site.host },
);
