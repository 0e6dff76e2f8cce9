import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportStatus } from '../../../shared/imports.ts';
import { asLocale } from '../../../shared/i18n/locales.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { rawZip, zipOf } from '../../test/zip-files.ts';
import type { ImportRefusal } from './read/import-file-error.ts';

/*
 * Issue 19: hostile files sent through POST /api/imports are refused with words saying why and what to do, import
 * nothing, and leave the server answering. (read-export.test.ts tests each refusal where it is made; this is the
 * person's side of each.)
 */

const english = translatorFor(asLocale('en-GB'));
const MB = 1024 * 1024;

const flapjacks = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Flapjacks',
  recipeIngredient: ['250 g oats'],
});
const planToEatHeader = 'Title,Ingredients,Directions,Photo Url,Url Host';

const hostile: { label: string; fileName: string; bytes: () => Promise<Buffer> | Buffer; refusal: ImportRefusal }[] = [
  {
    label: 'a zip bomb: an entry packed a thousand to one',
    fileName: 'bomb.zip',
    bytes: () => zipOf({ 'recipes.json': Buffer.alloc(20 * MB) }),
    refusal: 'packedTooTightly',
  },
  {
    label: 'a zip with one entry bigger than an entry may be',
    fileName: 'huge-entry.zip',
    bytes: () => rawZip([{ name: 'one.json', declaredSize: 26 * MB, declaredPackedSize: 26 * MB }]),
    refusal: 'entryTooBig',
  },
  {
    label: 'a zip whose entries add up to more than an export may',
    fileName: 'claims.zip',
    bytes: () =>
      rawZip(Array.from({ length: 11 }, (_, i) => ({ name: `part-${i}.json`, declaredSize: 24 * MB, declaredPackedSize: 24 * MB }))),
    refusal: 'totalTooBig',
  },
  {
    label: 'a zip whose entry names climb out of it',
    fileName: 'traversal.zip',
    bytes: () =>
      rawZip([
        { name: 'ok.json', data: Buffer.from(flapjacks) },
        { name: '../../etc/cron.d/evil.json', data: Buffer.from('{}') },
      ]),
    refusal: 'pathOutside',
  },
  {
    label: 'a zip whose entry name starts at the root',
    fileName: 'rooted.zip',
    bytes: () =>
      rawZip([
        { name: 'ok.json', data: Buffer.from(flapjacks) },
        { name: '/etc/passwd', data: Buffer.from('{}') },
      ]),
    refusal: 'pathOutside',
  },
  {
    label: 'a CSV of more rows than a file may hold recipes',
    fileName: 'huge.csv',
    bytes: () => Buffer.from([planToEatHeader, ...Array.from({ length: 5_001 }, (_, i) => `Soup ${i},1 leek,Simmer.,,`)].join('\n')),
    refusal: 'tooManyRecipes',
  },
  {
    label: 'a CSV with a row of over a megabyte',
    fileName: 'wide.csv',
    bytes: () => Buffer.from(`${planToEatHeader}\nSoup,"${'x'.repeat(2 * MB)}",Simmer.,,\n`),
    refusal: 'damaged',
  },
  {
    label: 'a text file of more lines than any collection has',
    fileName: 'lines.txt',
    bytes: () => Buffer.from('https://example.org/r\n'.repeat(200_001)),
    refusal: 'tooManyLines',
  },
  {
    label: 'JSON nested deeper than any recipe',
    fileName: 'deep.json',
    bytes: () => Buffer.from('['.repeat(100_000) + ']'.repeat(100_000)),
    refusal: 'tooDeep',
  },
];

/** Each test waits for two imports through the job, on a machine other tests share. */
const IMPORTS_TIMEOUT_MS = 120_000;

async function multipart(bytes: Buffer, fileName: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { rawBody: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

describeEachDatabase('hostile export files sent to POST /api/imports', (server) => {
  beforeAll(() => server().ctx.jobs.start());
  afterAll(() => server().ctx.jobs.stop());
  let nextHost = 10;
  const newClient = async (name: string) => clientAs(server().baseUrl, await createUser(server().ctx, { name }), `127.0.11.${nextHost++}`);

  async function whenEnded(client: TestClient, id: string): Promise<ImportStatus> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = (await client.get(`/api/imports/${id}`)).body as ImportStatus;
      if (status.status === 'done' || status.status === 'failed' || Date.now() > deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it.each(hostile.map((file) => [file.label, file] as const))(
    '%s: refused with words, nothing imported',
    async (_label, file) => {
      const client = await newClient(`Hal ${file.fileName}`);
      const started = await client.post('/api/imports', undefined, await multipart(await file.bytes(), file.fileName));
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const ended = await whenEnded(client, started.body.id);
      expect({ status: ended.status, error: ended.error, imported: ended.imported }).toEqual({
        status: 'failed',
        error: english(`server.imports.refused.${file.refusal}`),
        imported: 0,
      });
      expect((await client.get('/api/recipes')).body).toEqual([]);
      // The server still answers, and the person may import again.
      expect((await client.get('/api/health')).status).toBe(200);
      const next = await client.post('/api/imports', undefined, await multipart(Buffer.from(flapjacks), 'flapjacks.json'));
      expect(next.status).toBe(202);
      expect(await whenEnded(client, next.body.id)).toMatchObject({ status: 'done', imported: 1 });
    },
    IMPORTS_TIMEOUT_MS,
  );

  it('an upload of 100 MB is refused before it is stored, with words saying what to do', async () => {
    const client = await newClient('Hal Hundred');
    const huge = await client.post('/api/imports', undefined, await multipart(Buffer.alloc(100 * MB), 'huge.zip'));
    expect({ status: huge.status, error: huge.body.error }).toEqual({ status: 413, error: english('server.imports.refused.tooBig') });
    expect(await server().ctx.db.kysely.selectFrom('recipeImport').select('id').where('fileName', '=', 'huge.zip').execute()).toEqual([]);
  });
});
