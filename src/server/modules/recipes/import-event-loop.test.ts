import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMPORT_HTML_MAX_CHARS, recipeImportMessages } from '../../../shared/recipe-import.ts';
import { createDb } from '../../db/kysely.ts';
import { startAppProcess, type AppProcess } from '../../test/app-process.ts';
import { DEFAULT_PASSWORD } from '../../test/factories.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { TestClient } from '../../test/http-client.ts';
import { databaseKinds } from '../../test/test-server.ts';

/**
 * The real server as a process of its own, so that its event loop is the server's alone: the test's client
 * (which builds and sends 5 MB) and the test runner share nothing with it.
 */
for (const kind of databaseKinds) {
  describe(`recipe import beside other requests [${kind}]`, () => {
    let app: AppProcess | undefined;
    let dropDatabase = async () => {};

    beforeAll(async () => {
      const env: Record<string, string> = {};
      if (kind === 'postgres') {
        const adminUrl = inject('postgresUrl')!;
        const name = `t_${randomBytes(6).toString('hex')}`;
        const admin = createDb({ kind: 'postgres', url: adminUrl });
        await sql`create database ${sql.id(name)} template ${sql.id(inject('postgresTemplate'))}`.execute(admin.kysely);
        await admin.destroy();
        env.DATABASE_URL = withDatabase(adminUrl, name);
        dropDatabase = async () => {
          const again = createDb({ kind: 'postgres', url: adminUrl });
          await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again.kysely);
          await again.destroy();
        };
      }
      app = await startAppProcess({ env, startTimeoutMs: 90_000 });
    }, 120_000);

    afterAll(async () => {
      await app?.stop();
      app?.cleanUp();
      await dropDatabase();
    }, 60_000);

    // Review 14.1: one import of 40,000 nested <div>s kept /api/health waiting 17 s, and a 5 MB one froze the server for minutes.
    it('keeps answering /api/health in under 200 ms while a 5 MB page of nested elements is read, then answers the import', async () => {
      const client = new TestClient(app!.baseUrl);
      const signUp = await client.post('/api/auth/sign-up/email', {
        name: 'Page Reader',
        email: `reader-${randomBytes(4).toString('hex')}@example.com`,
        password: DEFAULT_PASSWORD,
      });
      expect(signUp.status, signUp.text).toBe(200);
      // The importer loads with the first import: loaded here, so that what is timed is reading the page.
      expect((await client.post('/api/recipes/import', { html: '<p>No recipe here</p>' })).status).toBe(422);

      const html = '<div>'.repeat(IMPORT_HTML_MAX_CHARS / 5);
      expect(html).toHaveLength(IMPORT_HTML_MAX_CHARS);
      let settled = false;
      const importing = client.post('/api/recipes/import', { html }).finally(() => {
        settled = true;
      });
      const health = new TestClient(app!.baseUrl);
      const roundTrips: number[] = [];
      while (!settled) {
        const started = performance.now();
        const res = await health.get('/api/health');
        roundTrips.push(performance.now() - started);
        expect(res.status).toBe(200);
      }
      const res = await importing;

      expect(res.status, res.text).toBe(422);
      expect([recipeImportMessages.noRecipe, recipeImportMessages.tooSlow]).toContain(res.body.error);
      // The health checks really ran while the page was being read, and none waited for it.
      expect(roundTrips.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...roundTrips), roundTrips.map(Math.round).join(' ')).toBeLessThan(200);
    });
  });
}
