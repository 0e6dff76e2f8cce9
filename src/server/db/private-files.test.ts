import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { describeEachDatabase } from '../test/test-server.ts';
import { backupDatabase, restoreDatabase } from './backup/backup.ts';
import { createDb } from './kysely.ts';
import { migrateToLatest } from './migrate.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-modes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;
const fresh = (name: string) => path.join(dir, `${randomBytes(4).toString('hex')}-${name}`);

describe('files that hold secrets are private to the server’s user', () => {
  // Review 14.7: the database file, its WAL and CLI backups were created 0644, readable by every local account.
  it('creates a new SQLite database, its -wal and -shm 0600', async () => {
    const file = fresh('new.db');
    const db = createDb({ kind: 'sqlite', file });
    try {
      await migrateToLatest(db);
      await sql`insert into "mailOutbox" ("id", "recipient", "subject", "body", "createdAt") values ('m', 'a@example.com', 's', 'b', '2026-01-01')`.execute(
        db.kysely,
      );
      for (const f of [file, `${file}-wal`, `${file}-shm`]) expect([f, modeOf(f).toString(8)]).toEqual([f, '600']);
    } finally {
      await db.destroy();
    }
  });

  // Review 14.7: databases made before the fix stay 0644 unless the server tightens them.
  it('makes a database left 0644 by an earlier version 0600 when it is opened', async () => {
    const file = fresh('old.db');
    const first = createDb({ kind: 'sqlite', file });
    await migrateToLatest(first);
    await first.destroy();
    chmodSync(file, 0o644);
    const again = createDb({ kind: 'sqlite', file });
    try {
      await sql`select 1`.execute(again.kysely);
      expect(modeOf(file).toString(8)).toBe('600');
    } finally {
      await again.destroy();
    }
  });

  // Review 14.7: a restore copied the backup's 0644 onto the database.
  it('restores an old 0644 SQLite backup as a 0600 database', async () => {
    const source = fresh('source.db');
    const db = createDb({ kind: 'sqlite', file: source });
    await migrateToLatest(db);
    await db.destroy();
    const backup = fresh('old-backup.db');
    await backupDatabase({ kind: 'sqlite', file: source }, backup);
    chmodSync(backup, 0o644);
    const target = fresh('restored.db');
    await restoreDatabase({ kind: 'sqlite', file: target }, backup);
    expect(modeOf(target).toString(8)).toBe('600');
  });

  // Review 14.7: the auth secret signs sessions; a short one being replaced kept its old mode.
  it('keeps a generated auth secret 0600 in a DATA_DIR of the server’s user only', () => {
    const dataDir = fresh('data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(modeOf(path.join(dataDir, 'auth-secret')).toString(8)).toBe('600');
    expect(modeOf(dataDir).toString(8)).toBe('700');

    writeFileSync(path.join(dataDir, 'auth-secret'), 'short\n', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'auth-secret'), 0o644);
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(path.join(dataDir, 'auth-secret')).toString(8)).toBe('600');
  });
});

describeEachDatabase('backups are private to the server’s user', (server, kind) => {
  // Review 14.7: `cli backup` wrote its file 0644.
  it('writes the backup file 0600', async () => {
    const file = fresh(kind === 'sqlite' ? 'backup.db' : 'backup.jsonl');
    await backupDatabase(server().ctx.config.database, file);
    expect(modeOf(file).toString(8)).toBe('600');
  });
});
