import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { recipeCreateSchema } from '../shared/recipes.ts';
import { createDb, type Db } from './db/kysely.ts';
import { migrationNames } from './db/migrate.ts';
import { insertCatalogueRecipe } from './modules/catalogue/index.ts';
import { starterRecipes } from './db/seed/starter-recipes.ts';
import { photoKey } from './modules/photos/index.ts';
import { startAppProcess, type AppProcess } from './test/app-process.ts';
import { withDatabase } from './test/global-setup.ts';
import { DEFAULT_PASSWORD, SESSION_COOKIE } from './test/factories.ts';
import { TestClient, type RequestOptions } from './test/http-client.ts';
import { describeWithPostgres } from './test/test-server.ts';
import { openEventStream } from './test/event-stream.ts';

/**
 * Two real app servers (separate processes, separate DATA_DIRs) on one PostgreSQL database and one shared
 * PHOTOS_DIR, as an operator runs them behind a load balancer: whatever one server does, the other sees.
 */

const MIGRATIONS = [...migrationNames];
/** The public address both servers are configured with: the load balancer's, as in compose.yaml. */
const PUBLIC_URL = 'http://localhost:8080';

interface LogLine {
  level: number;
  msg: string;
  migrations?: string[];
  added?: number;
}

function logLines(server: AppProcess): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

// Every sign-up and sign-in costs the server a deliberately slow scrypt hash; on a busy 2-core machine the
// eight of the rate-limit test have taken 11 s, so these tests get more than the default 30 s.
describeWithPostgres(
  'several app servers on one PostgreSQL',
  () => {
    const adminUrl = inject('postgresUrl') ?? '';
    const databaseName = `scale_${randomBytes(6).toString('hex')}`;
    let photosDir = '';
    let db: Db | undefined;
    const database = () => {
      if (!db) throw new Error('the servers did not start');
      return db;
    };
    let a: AppProcess;
    let b: AppProcess;
    const started: AppProcess[] = [];

    beforeAll(async () => {
      photosDir = mkdtempSync(path.join(os.tmpdir(), 'ck-shared-photos-'));
      // An empty database (template0, not the migrated test template): the two servers migrate and seed it.
      const admin = createDb({ kind: 'postgres', url: adminUrl });
      await sql`create database ${sql.id(databaseName)} template template0`.execute(admin.kysely);
      await admin.destroy();
      const databaseUrl = withDatabase(adminUrl, databaseName);

      const env = {
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        BASE_URL: PUBLIC_URL,
        PHOTOS_DIR: photosDir,
        TRUSTED_PROXIES: '127.0.0.1',
        // Info, so that the start-up lines (migrations applied, starter recipes added) can be checked.
        LOG_LEVEL: 'info',
      };
      // Both at once, as replicas start after a deploy: migrations and the starter set race for real.
      const results = await Promise.allSettled([
        startAppProcess({ env, startTimeoutMs: 90_000 }),
        startAppProcess({ env, startTimeoutMs: 90_000 }),
      ]);
      for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      [a, b] = started as [AppProcess, AppProcess];
      db = createDb({ kind: 'postgres', url: databaseUrl });
    }, 180_000);

    afterAll(async () => {
      await Promise.all(started.map((server) => server.stop()));
      for (const server of started) server.cleanUp();
      await db?.destroy();
      if (adminUrl) {
        const admin = createDb({ kind: 'postgres', url: adminUrl });
        await sql`drop database if exists ${sql.id(databaseName)} with (force)`.execute(admin.kysely);
        await admin.destroy();
      }
      if (photosDir) rmSync(photosDir, { recursive: true, force: true });
    }, 60_000);

    /**
     * One person behind the load balancer: one cookie jar and one client address (sent as X-Forwarded-For by
     * the "proxy" on 127.0.0.1), whichever server answers. Paths go to the server named.
     */
    function person(clientAddress: string) {
      const client = new TestClient(PUBLIC_URL);
      const forwarded = (options: RequestOptions = {}) => ({
        ...options,
        headers: { 'x-forwarded-for': clientAddress, ...options.headers },
      });
      // A browser sends the page's origin with every POST; better-auth requires it once there is a cookie.
      const fromPage = forwarded({ headers: { origin: PUBLIC_URL } });
      const on = (server: AppProcess) => ({
        get: (p: string) => client.get(server.baseUrl + p, forwarded()),
        post: (p: string, body?: unknown) => client.post(server.baseUrl + p, body, fromPage),
        patch: (p: string, body?: unknown) => client.patch(server.baseUrl + p, body, fromPage),
        /** The raw bytes of a response (TestClient decodes bodies as text). */
        bytes: async (p: string) => {
          const res = await fetch(server.baseUrl + p, { headers: { cookie: client.cookieHeader(), 'x-forwarded-for': clientAddress } });
          return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
        },
        upload: async (image: Buffer, type: string) => {
          const res = await fetch(`${server.baseUrl}/api/photos`, {
            method: 'POST',
            headers: { ...fromPage.headers, cookie: client.cookieHeader(), 'content-type': type },
            body: new Uint8Array(image),
          });
          return { status: res.status, body: (await res.json()) as { id: string; imageUrl: string } };
        },
      });
      return { client, a: on(a), b: on(b) };
    }

    async function signedUp(clientAddress: string) {
      const email = `cook-${randomBytes(4).toString('hex')}@example.com`;
      const visitor = person(clientAddress);
      const res = await visitor.a.post('/api/auth/sign-up/email', { name: 'Remy Linguini', email, password: DEFAULT_PASSWORD });
      expect(res.status).toBe(200);
      return { ...visitor, email };
    }

    it('start together on an empty database: each migration applied once, one copy of the starter set, no errors', async () => {
      const lines = [...logLines(a), ...logLines(b)];
      const applied = lines.flatMap((l) => (l.msg === 'database migrated' ? (l.migrations ?? []) : []));
      expect(applied.sort()).toEqual(MIGRATIONS);
      const added = lines.filter((l) => l.msg === 'catalogue starter recipes loaded').reduce((sum, l) => sum + (l.added ?? 0), 0);
      expect(added).toBe(starterRecipes.length);
      // pino: 50 is error, 60 fatal.
      expect(
        lines.filter((l) => l.level >= 50),
        `${a.output()}\n${b.output()}`,
      ).toEqual([]);

      const recorded = await sql<{ name: string }>`select "name" from "kysely_migration"`.execute(database().kysely);
      expect(recorded.rows.map((r) => r.name).sort()).toEqual(MIGRATIONS);
      const starters = await database()
        .kysely.selectFrom('recipe')
        .select((eb) => [eb.fn.countAll<string>().as('rows'), eb.fn.count<string>('slug').distinct().as('slugs')])
        .where('slug', 'is not', null)
        .executeTakeFirstOrThrow();
      expect({ rows: Number(starters.rows), slugs: Number(starters.slugs) }).toEqual({
        rows: starterRecipes.length,
        slugs: starterRecipes.length,
      });

      // And both serve that one catalogue.
      const visitor = await signedUp('198.51.100.10');
      const page = '/api/catalogue?sort=title&limit=60';
      const [fromA, fromB] = [await visitor.a.get(page), await visitor.b.get(page)];
      expect(fromA.status).toBe(200);
      expect(fromA.body.recipes).toHaveLength(60);
      expect(fromB.body).toEqual(fromA.body);
    });

    it('a session made on one server works on the other, and signing out on the other ends it on the first', async () => {
      const visitor = await signedUp('198.51.100.20');
      const me = await visitor.b.get('/api/me');
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(visitor.email);

      // Signing in (not only up) on B gives a session A accepts too.
      const other = person('198.51.100.21');
      expect((await other.b.post('/api/auth/sign-in/email', { email: visitor.email, password: DEFAULT_PASSWORD })).status).toBe(200);
      expect((await other.a.get('/api/me')).body.email).toBe(visitor.email);

      const cookie = visitor.client.cookies.get(SESSION_COOKIE);
      expect(cookie).toBeTruthy();
      const out = await visitor.b.post('/api/auth/sign-out', {});
      expect(out.status, out.text).toBe(200);
      // A client that kept the old cookie is refused by A: the session is gone from the database, not a cache.
      const stale = person('198.51.100.20');
      stale.client.cookies.set(SESSION_COOKIE, cookie!);
      expect((await stale.a.get('/api/me')).status).toBe(401);
      // The session made on B by the other sign-in is untouched.
      expect((await other.a.get('/api/me')).status).toBe(200);
    });

    it("counts failed sign-ins for an account across both servers; the owner's own address is unaffected", async () => {
      const { email } = await signedUp('198.51.100.30');
      const attacker = person('203.0.113.66');
      const statuses: number[] = [];
      // Ten wrong passwords (the account's free attempts), alternating servers, then the right one on each.
      for (let i = 0; i < 10; i++) {
        const server = i % 2 === 0 ? attacker.a : attacker.b;
        statuses.push((await server.post('/api/auth/sign-in/email', { email, password: `wrong guess ${i}` })).status);
      }
      expect(statuses).toEqual(Array.from({ length: 10 }, () => 401));
      for (const server of [attacker.a, attacker.b]) {
        const locked = await server.post('/api/auth/sign-in/email', { email, password: DEFAULT_PASSWORD });
        expect(locked.status).toBe(429);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
        expect(typeof locked.body.error).toBe('string');
      }

      // The owner, from the address their account was made at, on either server, is not affected.
      const owner = person('198.51.100.30');
      expect((await owner.a.post('/api/auth/sign-in/email', { email, password: DEFAULT_PASSWORD })).status).toBe(200);
      expect((await owner.b.get('/api/me')).status).toBe(200);
    });

    it('a photo uploaded through one server, on a recipe made there, is served by the other from the shared PHOTOS_DIR', async () => {
      const cook = await signedUp('198.51.100.40');
      const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e86c1' } })
        .png()
        .toBuffer();
      const uploaded = await cook.a.upload(image, 'image/png');
      expect(uploaded.status).toBe(201);
      const { id } = uploaded.body;

      // The files are in the shared folder, not under either server's DATA_DIR.
      const file = path.join(photosDir, ...photoKey(id, 'large').split('/'));
      expect(existsSync(file)).toBe(true);
      expect(existsSync(path.join(photosDir, ...photoKey(id, 'thumb').split('/')))).toBe(true);
      expect(existsSync(path.join(a.dataDir, 'photos'))).toBe(false);
      expect(existsSync(path.join(b.dataDir, 'photos'))).toBe(false);

      const recipe = await cook.a.post('/api/recipes', { title: 'Ratatouille', ingredients: ['2 courgettes'], photoId: id });
      expect(recipe.status).toBe(201);
      const listed = await cook.b.get('/api/recipes');
      const onB = (listed.body as { id: string; imageUrl: string | null }[]).find((r) => r.id === recipe.body.id);
      expect(onB?.imageUrl).toBe(`/api/photos/${id}/large`);

      const served = await cook.b.bytes(onB!.imageUrl!);
      expect(served.status).toBe(200);
      expect(served.type).toBe('image/webp');
      expect(served.bytes.equals(readFileSync(file))).toBe(true);
      expect((await cook.a.bytes(onB!.imageUrl!)).bytes.equals(served.bytes)).toBe(true);
    });

    it('a write through one server is read through the other at once', async () => {
      const cook = await signedUp('198.51.100.50');
      const created = await cook.a.post('/api/recipes', {
        title: 'Soupe au pistou',
        ingredients: ['1 cup white beans', '2 tomatoes'],
        steps: ['Simmer.'],
      });
      expect(created.status).toBe(201);
      const { id } = created.body as { id: string };

      const listed = await cook.b.get('/api/recipes');
      expect(listed.status).toBe(200);
      expect((listed.body as { id: string; title: string }[]).filter((r) => r.id === id).map((r) => r.title)).toEqual(['Soupe au pistou']);

      // A reads the list too, so it keeps the recipe's JSON (decision 0021)…
      expect((await cook.a.get('/api/recipes')).body).toEqual(listed.body);

      const edited = await cook.b.patch(`/api/recipes/${id}`, { title: 'Soupe au pistou (summer)', servings: 6 });
      expect(edited.status).toBe(200);
      const read = await cook.a.get(`/api/recipes/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ title: 'Soupe au pistou (summer)', servings: 6 });
      // …and its list shows B's change at once, not what it kept.
      const relisted = (await cook.a.get('/api/recipes')).body as { id: string; title: string; servings: number }[];
      expect(relisted.find((r) => r.id === id)).toMatchObject({ title: 'Soupe au pistou (summer)', servings: 6 });
    });

    it('a search one server has answered (and keeps) finds a recipe published elsewhere at once', async () => {
      const visitor = await signedUp('198.51.100.60');
      const word = `zq${randomBytes(4).toString('hex')}`;
      const before = await visitor.b.get(`/api/catalogue?q=${word}`);
      expect(before.status).toBe(200);
      expect(before.body.recipes).toEqual([]);
      // Published by a third writer (as the CLI or another replica would), straight into the shared database.
      const input = recipeCreateSchema.parse({ title: `Stew with ${word}`, servings: 4, ingredients: ['1 can beans'] });
      const id = await insertCatalogueRecipe(database(), null, input);
      const after = await visitor.b.get(`/api/catalogue?q=${word}`);
      expect((after.body.recipes as { id: string }[]).map((r) => r.id)).toEqual([id]);
    });

    it('a household change made through one server reaches a member streaming from the other, also after its listening connection is lost', async () => {
      const ana = await signedUp('198.51.100.70');
      const ben = await signedUp('198.51.100.71');
      // Ana's first meal makes her household; Ben is put in it, as joining one by invitation does.
      const monday = '2026-03-02';
      expect((await ana.a.post('/api/meal-plan/entries', { date: monday, mealType: 'dinner', text: 'Stew' })).status).toBe(201);
      const k = database().kysely;
      const { householdId } = await k.selectFrom('user').select('householdId').where('email', '=', ana.email).executeTakeFirstOrThrow();
      await k.updateTable('user').set({ householdId }).where('email', '=', ben.email).execute();
      const anaId = (await k.selectFrom('user').select('id').where('email', '=', ana.email).executeTakeFirstOrThrow()).id;

      const stream = await openEventStream(b.baseUrl, ben.client.cookieHeader());
      try {
        expect(stream.status, JSON.stringify(stream.body)).toBe(200);
        const week = `from=${monday}&to=2026-03-08`;
        expect((await ana.a.post(`/api/shopping-list/items?${week}`, { text: 'bread' })).status).toBe(201);
        expect(await stream.next()).toEqual({ type: 'list', from: monday, to: '2026-03-08', by: anaId });

        // B's one listening connection is cut (a PostgreSQL restart, a network blip): B listens again and tells its
        // streams that anything may have changed, and changes through A reach them again. A, which has no stream
        // open, listens to nothing: one connection in all.
        const cut = await sql<{ cut: boolean }>`
          select pg_terminate_backend(pid) as cut from pg_stat_activity
          where datname = current_database() and query like 'listen %'`.execute(k);
        expect(cut.rows).toEqual([{ cut: true }]);
        expect(await stream.next()).toEqual({ type: 'plan', by: '' });
        expect((await ana.a.post('/api/meal-plan/entries', { date: monday, mealType: 'lunch', text: 'Soup' })).status).toBe(201);
        expect(await stream.next()).toEqual({ type: 'plan', date: monday, by: anaId });
      } finally {
        stream.close();
      }
    });
  },
  { timeout: 90_000 },
);
