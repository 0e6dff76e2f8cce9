import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp } from '../app.ts';
import type { AppContext } from '../app-env.ts';
import { loadConfig } from '../config.ts';
import { createContext, type ContextOptions } from '../context.ts';
import { createDb, type DatabaseKind } from '../db/kysely.ts';
import type { OutgoingMail } from '../lib/mailer.ts';
import { withDatabase } from './global-setup.ts';
import { testedDatabaseKinds } from './tested-databases.ts';

/** The databases this run tests against (tested-databases.ts): the global setup has prepared each of them. */
export const databaseKinds: DatabaseKind[] = testedDatabaseKinds();
export const testsPostgres = databaseKinds.includes('postgres');

/** `describe` for tests about PostgreSQL: there when the run tests PostgreSQL, left out (not skipped) when not. */
export function describeWithPostgres(title: string, body: () => void, options: { timeout?: number } = {}): void {
  if (testsPostgres) describe(title, options, body);
}

export interface TestServer {
  baseUrl: string;
  ctx: AppContext;
  /** Every message the server sent, whole (the outbox keeps copies without their links). */
  mails: OutgoingMail[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 with a fresh, migrated database of the given kind: a copy of the SQLite
 * template, or a PostgreSQL database cloned from the template database.
 */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  contextOptions: ContextOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-server-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  if (kind === 'sqlite') {
    copyFileSync(inject('sqliteTemplate'), path.join(dataDir, 'champion-kitchen.db'));
  } else {
    const adminUrl = inject('postgresUrl');
    if (!adminUrl) throw new Error('PostgreSQL is not available in this run');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = createDb({ kind: 'postgres', url: adminUrl });
    await sql`create database ${sql.id(name)} template ${sql.id(inject('postgresTemplate'))}`.execute(admin.kysely);
    await admin.destroy();
    databaseUrl = withDatabase(adminUrl, name);
    dropDatabase = async () => {
      const again = createDb({ kind: 'postgres', url: adminUrl });
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again.kysely);
      await again.destroy();
    };
  }

  // Listening first, on port 0: the kernel hands out a port no one holds as it binds it, so two test files
  // starting servers at once can never be given the same one (a port picked first and bound later could be
  // taken in between). The app, whose configuration needs the address, answers once it is built.
  let handle: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });

  let ctx: AppContext;
  const mails: OutgoingMail[] = [];
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    });
    ctx = await createContext(config, undefined, contextOptions, (mail) => mails.push(mail));
    // As serve() builds its listener from the app.
    handle = getRequestListener(createApp(ctx).fetch, { hostname: '127.0.0.1' });
  } catch (err) {
    await stopListening();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    ctx,
    mails,
    async close() {
      await ctx.jobs.stop();
      await ctx.householdEvents.close();
      await stopListening();
      await ctx.db.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `body` once per database kind this run tests, each against its own server and fresh database. Where a
 * run leaves PostgreSQL out (CK_TEST_DATABASES, or none installed; CI requires it), its variants are not there
 * at all rather than skipped.
 */
export function describeEachDatabase(
  title: string,
  body: (server: () => TestServer, kind: DatabaseKind) => void,
  env: Record<string, string> = {},
  contextOptions: ContextOptions = {},
) {
  for (const kind of databaseKinds) {
    describe(`${title} [${kind}]`, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await startTestServer(kind, env, contextOptions);
      });
      afterAll(async () => {
        await server?.close();
      });
      body(() => {
        if (!server) throw new Error('test server did not start');
        return server;
      }, kind);
    });
  }
}
