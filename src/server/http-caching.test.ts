import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recipeCreateSchema } from '../shared/recipes.ts';
import { createApp } from './app.ts';
import { insertCatalogueRecipe } from './modules/catalogue/index.ts';
import { clientAs, createUser, type TestUser } from './test/factories.ts';
import { describeEachDatabase } from './test/test-server.ts';

describeEachDatabase('compression and caching headers', (server) => {
  let user: TestUser;
  let firstId: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${server().baseUrl}${url}`, { headers: { cookie: user.cookie, 'accept-encoding': 'identity', ...headers } });

  beforeAll(async () => {
    user = await createUser(server().ctx);
    for (let n = 0; n < 12; n++) {
      const input = recipeCreateSchema.parse({
        title: `Caching stew ${n}`,
        description: 'A long enough description to make the page worth compressing. '.repeat(3),
        servings: 4,
        ingredients: ['1 can beans', '2 carrots', '1 onion'],
        tags: ['dinner'],
      });
      const id = await insertCatalogueRecipe(server().ctx.db, null, input);
      if (n === 0) firstId = id!;
    }
  });

  it('a catalogue page is private to the person, revalidated each time, and a 304 when unchanged', async () => {
    const first = await get('/api/catalogue?q=caching');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toMatch(/cookie/i);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    expect((await first.json()).recipes).toHaveLength(12);

    const again = await get('/api/catalogue?q=caching', { 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');

    // The person saves one: their page shows it, so the old tag no longer matches.
    const saved = await fetch(`${server().baseUrl}/api/catalogue/${firstId}/save`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(saved.status).toBe(201);
    const changed = await get('/api/catalogue?q=caching', { 'if-none-match': tag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    const recipes: { id: string; saved: unknown }[] = (await changed.json()).recipes;
    expect(recipes.find((r) => r.id === firstId)?.saved).toBeTruthy();
  });

  it('a single catalogue recipe has an ETag too; an answer to someone signed out has none', async () => {
    const one = await get(`/api/catalogue/${firstId}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('private, no-cache');
    expect((await get(`/api/catalogue/${firstId}`, { 'if-none-match': one.headers.get('etag')! })).status).toBe(304);

    const anonymous = await fetch(`${server().baseUrl}/api/catalogue`, { headers: { 'if-none-match': '*' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('etag')).toBeNull();
  });

  it('answers are gzip-compressed for a client that accepts it, and plain for one that does not', async () => {
    const plain = await get('/api/catalogue?q=caching');
    const plainBody = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plainBody.length).toBeGreaterThan(2048);

    const gzip = await get('/api/catalogue?q=caching', { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch decompresses: the same JSON arrives. The tag is weak, as the bytes on the wire differ.
    expect(await gzip.text()).toBe(plainBody);
    expect(gzip.headers.get('etag')).toMatch(/^W\/"/);
    // A weak tag still revalidates.
    expect((await get('/api/catalogue?q=caching', { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.get('etag')! })).status).toBe(
      304,
    );
  });

  it("sends a person's recipe list gzip-compressed when accepted, the same page as plain, kept or changed since", async () => {
    const cook = await createUser(server().ctx);
    const client = clientAs(server().baseUrl, cook);
    const ids: string[] = [];
    for (const title of ['Barley soup', 'Bean chilli', 'Leek gratin']) {
      const description = 'Enough words about this dish to make the list worth compressing. '.repeat(4);
      const res = await client.post('/api/recipes', { title, description, servings: 4, ingredients: ['1 onion'] });
      expect(res.status).toBe(201);
      ids.push(res.body.id as string);
    }
    const list = (encoding: string) =>
      fetch(`${server().baseUrl}/api/recipes`, { headers: { cookie: cook.cookie, 'accept-encoding': encoding } });

    const plain = await list('identity');
    const plainBody = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plainBody.length).toBeGreaterThan(1024);
    for (let read = 0; read < 2; read++) {
      // The first read makes the gzip form, the second sends the one kept with the page.
      const gzip = await list('gzip, deflate, br');
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gzip.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await gzip.text()).toBe(plainBody); // fetch undoes the gzip
    }
    const deflate = await list('deflate');
    expect(deflate.headers.get('content-encoding')).toBe('deflate');
    expect(await deflate.text()).toBe(plainBody);

    expect((await client.patch(`/api/recipes/${ids[0]}`, { title: 'Pearl barley soup' })).status).toBe(200);
    const changed = await list('gzip');
    expect(changed.headers.get('content-encoding')).toBe('gzip');
    const titles = ((await changed.json()) as { title: string }[]).map((r) => r.title);
    expect(titles).toEqual(['Leek gratin', 'Bean chilli', 'Pearl barley soup']);
  });
});

describeEachDatabase('static files of the built client', (server) => {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'ck-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(() => {
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'app-Ab12Cd34.js'), script);
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Champion Kitchen</title>');
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('hashed assets are cached for a year as immutable, and compressed; pages are revalidated', async () => {
    // Over a real socket, as @hono/node-server answers in production.
    const app = createApp(server().ctx, { webDir: `${webDir}/` });
    const http = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
      const asset = await fetch(`${base}/assets/app-Ab12Cd34.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(await asset.text()).toBe(script); // fetch undoes the gzip

      const page = await fetch(`${base}/recipes`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });
});
