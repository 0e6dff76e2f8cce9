import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, inject } from 'vitest';
import { createDb, type DatabaseKind, type Db } from '../db/kysely.ts';
import { withDatabase } from './global-setup.ts';

/** A database with no tables yet, and the function that closes and removes it. */
export interface EmptyDatabase {
  db: Db;
  remove(): Promise<void>;
}

/**
 * A database of the given kind with nothing in it, for a migration test to bring to an old schema, fill as the app
 * then did, and migrate on: a file in a temporary folder, or a PostgreSQL database made from template0 on the
 * run's cluster. `label` names it (the migration under test), so a left-over one says whose it was.
 */
export async function emptyDatabase(kind: DatabaseKind, label: string): Promise<EmptyDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), `ck-${label}-`));
    const db = createDb({ kind: 'sqlite', file: path.join(dir, 'old.db') });
    return {
      db,
      async remove() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject('postgresUrl') ?? '';
  const name = `m${label}_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ kind: 'postgres', url: adminUrl });
  await sql`create database ${sql.id(name)} template template0`.execute(admin.kysely);
  await admin.destroy();
  const db = createDb({ kind: 'postgres', url: withDatabase(adminUrl, name) });
  return {
    db,
    async remove() {
      await db.destroy();
      const again = createDb({ kind: 'postgres', url: adminUrl });
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(again.kysely);
      await again.destroy();
    },
  };
}

/**
 * For a migration test's describe block: the function that gives each test an empty database (`emptyDatabase`),
 * which is closed and removed after that test.
 */
export function emptyDatabaseEachTest(kind: DatabaseKind, label: string): () => Promise<Db> {
  let made: EmptyDatabase | null = null;
  afterEach(async () => {
    await made?.remove();
    made = null;
  });
  return async () => {
    made = await emptyDatabase(kind, label);
    return made.db;
  };
}
