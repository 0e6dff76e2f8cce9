import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { testedDatabaseKinds } from './tested-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    /** Admin URL of a PostgreSQL server holding the migrated template database, or null when there is none. */
    postgresUrl: string | null;
    postgresTemplate: string;
  }
}

export const POSTGRES_TEMPLATE = 'ck_template';

/**
 * Migrates once per run: a SQLite template file each test copies, and a PostgreSQL template database each
 * test clones with CREATE DATABASE … TEMPLATE. With no DATABASE_URL, a throwaway cluster is started and
 * removed afterwards. A run that tests no PostgreSQL (CK_TEST_DATABASES=sqlite, or none installed, which CI
 * refuses) starts none, and its tests are left out (tested-databases.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-test-'));
  const sqliteTemplate = path.join(dir, 'template.db');
  const sqlite = createDb({ kind: 'sqlite', file: sqliteTemplate });
  await migrateToLatest(sqlite);
  await sqlite.destroy();

  let cluster: PostgresCluster | null = null;
  let postgresUrl: string | null = null;
  if (testedDatabaseKinds().includes('postgres')) {
    postgresUrl = process.env.DATABASE_URL || null;
    if (!postgresUrl) {
      const bin = findPostgresBin();
      // Only when required (CK_REQUIRE_POSTGRES=1): otherwise a run without PostgreSQL does not test it at all.
      if (!bin) throw new Error('PostgreSQL is required (CK_REQUIRE_POSTGRES=1) but /usr/lib/postgresql/*/bin/initdb was not found');
      cluster = await startPostgresCluster(bin);
      postgresUrl = cluster.url;
    }
  } else if ((process.env.CK_TEST_DATABASES ?? 'postgres').includes('postgres')) {
    console.warn('\n[tests] PostgreSQL is not installed here: the PostgreSQL tests are left out of this run.\n');
  }
  if (postgresUrl) {
    const admin = createDb({ kind: 'postgres', url: postgresUrl });
    await sql`drop database if exists ${sql.id(POSTGRES_TEMPLATE)}`.execute(admin.kysely);
    await sql`create database ${sql.id(POSTGRES_TEMPLATE)}`.execute(admin.kysely);
    await admin.destroy();
    const template = createDb({ kind: 'postgres', url: withDatabase(postgresUrl, POSTGRES_TEMPLATE) });
    await migrateToLatest(template);
    await template.destroy();
  }

  project.provide('sqliteTemplate', sqliteTemplate);
  project.provide('postgresUrl', postgresUrl);
  project.provide('postgresTemplate', POSTGRES_TEMPLATE);

  return () => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
