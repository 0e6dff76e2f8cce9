import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';
export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Db {
  kind: DatabaseKind;
  kysely: Kysely<Database>;
  destroy(): Promise<void>;
}

// PostgreSQL int8 (counts, bigint columns) arrives as text by default; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openSqlite(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a crash of this process.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * `onConnectionError`: an idle PostgreSQL connection that dies (the server restarted, a network blip, a
 * database dropped under it) is an 'error' event on the pool, which would crash the process unheard; the pool
 * replaces the connection by itself, so it only needs telling someone.
 */
export function createDb(config: DatabaseConfig, onConnectionError: (err: Error) => void = () => {}): Db {
  if (config.kind === 'sqlite') {
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(config.file) }) });
    return { kind: 'sqlite', kysely, destroy: () => kysely.destroy() };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  pool.on('error', onConnectionError);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kind: 'postgres', kysely, destroy: () => kysely.destroy() };
}

/** Runs `work` in one transaction, handing it a Db whose queries are part of it. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute((kysely) => work({ kind: db.kind, kysely, destroy: async () => {} }));
}
