import { expect, it } from 'vitest';
import { importStatusSchema, type ImportStatus } from '../../../shared/imports.ts';
import { asLocale } from '../../../shared/i18n/locales.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { zipOf } from '../../test/zip-files.ts';

const english = translatorFor(asLocale('en-GB'));

const recipe = (name: string) =>
  JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name, recipeIngredient: ['2 eggs'], recipeInstructions: 'Cook.' });

/** A multipart body with `bytes` in the field `field`, as a browser's form sends a chosen file. */
async function multipart(bytes: Buffer, fileName: string, field = 'file') {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { rawBody: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

describeEachDatabase('importing an export file through the API', (server) => {
  let nextHost = 10;
  const as = (user: TestUser) => clientAs(server().baseUrl, user, `127.0.9.${nextHost++}`);
  const send = async (client: TestClient, bytes: Buffer, fileName: string) =>
    client.post('/api/imports', undefined, await multipart(bytes, fileName));

  /** The import as GET reports it once its job has ended (the runner polls; no sleeps in the test itself). */
  async function whenEnded(client: TestClient, id: string): Promise<ImportStatus> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await client.get(`/api/imports/${id}`);
      expect(res.status).toBe(200);
      const status = res.body as ImportStatus;
      if (status.status === 'done' || status.status === 'failed' || Date.now() > deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('answers 202 at once, one import at a time, and reports the recipes it brought in', async () => {
    const user = await createUser(server().ctx, { name: 'Iris Api' });
    const client = as(user);
    const zip = await zipOf({ 'soup.json': recipe('Carrot soup'), 'stew.json': recipe('Bean stew'), 'bad.json': '{ nope' });

    const started = await send(client, zip, 'my-recipes.zip');
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    // A second file while the first waits is refused, with words and a code, and nothing is queued.
    const second = await send(client, zip, 'again.zip');
    expect({ status: second.status, code: second.body.code, error: second.body.error }).toEqual({
      status: 409,
      code: 'IMPORT_RUNNING',
      error: english('error.IMPORT_RUNNING'),
    });

    await server().ctx.jobs.start();
    const ended = await whenEnded(client, started.body.id);
    expectContract(importStatusSchema, ended);
    expect(ended).toMatchObject({
      status: 'done',
      format: 'jsonld',
      fileName: 'my-recipes.zip',
      total: 3,
      imported: 2,
      skipped: 0,
      failed: 1,
    });
    expect(ended.errors).toEqual([{ name: 'bad.json', error: english('server.imports.failed.unreadable') }]);
    const mine = (await client.get('/api/recipes')).body as { title: string }[];
    expect(mine.map((r) => r.title).sort()).toEqual(['Bean stew', 'Carrot soup']);

    // Someone else's import is not theirs to read.
    const other = as(await createUser(server().ctx, { name: 'Otto Other' }));
    expect((await other.get(`/api/imports/${started.body.id}`)).status).toBe(404);

    // A file of no format we read ends as failed, saying which formats are read.
    const notes = await send(client, Buffer.from('Just notes about dinner.'), 'notes.txt');
    expect(notes.status).toBe(202);
    const refused = await whenEnded(client, notes.body.id);
    expect(refused).toMatchObject({ status: 'failed', imported: 0, error: english('server.imports.refused.unknownFormat') });
  });

  it('refuses a request without a file, or a file over 50 MB, before anything is stored', async () => {
    const client = as(await createUser(server().ctx, { name: 'Nora Nofile' }));
    const wrongField = await client.post('/api/imports', undefined, await multipart(Buffer.from('x'), 'x.txt', 'photo'));
    expect({ status: wrongField.status, error: wrongField.body.error }).toEqual({ status: 400, error: english('server.imports.noFile') });
    const json = await client.post('/api/imports', { file: 'x' });
    expect(json.status).toBe(415);
    const huge = await send(client, Buffer.alloc(52 * 1024 * 1024), 'huge.zip');
    expect({ status: huge.status, error: huge.body.error }).toEqual({ status: 413, error: english('server.imports.refused.tooBig') });
    const rows = await server()
      .ctx.db.kysely.selectFrom('recipeImport')
      .select('id')
      .where('fileName', 'in', ['x.txt', 'huge.zip'])
      .execute();
    expect(rows).toEqual([]);
  });
});
