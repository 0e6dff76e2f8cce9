import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { createDb, inTransaction, type Db } from './kysely.ts';

/**
 * Regression: a transaction that read and then wrote failed with "database is locked" (a 500 on PUT /api/me/setup)
 * when another connection to the same file — the command-line tool granting an admin, a backup — wrote between its
 * read and its write. A deferred transaction's snapshot is then older than the file, and SQLite refuses its write at
 * once, without waiting. Write transactions take the write lock when they begin, so whoever comes second waits.
 */
let dir: string;
let db: Db;
let other: SqliteDatabase.Database;
afterEach(async () => {
  other.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

it('a transaction that reads, then writes, is not refused by a write from another connection in between', async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ck-sqlite-tx-'));
  const file = path.join(dir, 'app.db');
  db = createDb({ kind: 'sqlite', file });
  await sql`create table note (id integer primary key, text text not null)`.execute(db.kysely);
  // Another process's connection to the file, which does not wait for a lock: it writes now or is refused.
  other = new SqliteDatabase(file);
  other.pragma('busy_timeout = 0');
  let otherWrite: 'written' | 'refused, the file is locked' | undefined;

  await inTransaction(db, async (trx) => {
    await sql`select count(*) from note`.execute(trx.kysely);
    try {
      other.prepare("insert into note (text) values ('from the other connection')").run();
      otherWrite = 'written';
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
      otherWrite = 'refused, the file is locked';
    }
    await sql`insert into note (text) values ('from the transaction')`.execute(trx.kysely);
  });

  expect(otherWrite).toBe('refused, the file is locked');
  const { rows } = await sql<{ text: string }>`select text from note`.execute(db.kysely);
  expect(rows.map((row) => row.text)).toEqual(['from the transaction']);
});
