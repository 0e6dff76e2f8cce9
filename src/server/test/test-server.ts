import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp } from '../app.ts';
import type { AppContext } from '../app-env.ts';
import { loadConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { createDb, type DatabaseKind, type DbOptions } from '../db/kysely.ts';
import type { OutgoingMail } from '../lib/mailer.ts';
import { withDatabase } from './global-setup.ts';
import { freePort } from './postgres-cluster.ts';

/** The databases this run can test against: SQLite always, PostgreSQL when the global setup has one. */
export const databaseKinds: DatabaseKind[] = (process.env.CK_TEST_DATABASES ?? 'sqlite,postgres')
  .split(',')
  .map((k) => k.trim())
  .filter((k): k is DatabaseKind => k === 'sqlite' || k === 'postgres');
export const postgresAvailable = () => inject('postgresUrl') !== null;

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
  dbOptions: DbOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-server-'));
  const port = await freePort();
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
  const mails: OutgoingMail[] = [];
  const ctx = await createContext(config, undefined, dbOptions, (mail) => mails.push(mail));
  const app = createApp(ctx);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port: actual } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${actual}`,
    ctx,
    mails,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await ctx.db.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `body` once per database kind, each against its own server and fresh database. PostgreSQL variants
 * skip, saying so in their title, only where no PostgreSQL is installed (CI requires them).
 */
export function describeEachDatabase(
  title: string,
  body: (server: () => TestServer, kind: DatabaseKind) => void,
  env: Record<string, string> = {},
  dbOptions: DbOptions = {},
) {
  for (const kind of databaseKinds) {
    const available = kind === 'sqlite' || postgresAvailable();
    describe.skipIf(!available)(`${title} [${kind}${available ? '' : ': PostgreSQL not installed'}]`, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await startTestServer(kind, env, dbOptions);
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
