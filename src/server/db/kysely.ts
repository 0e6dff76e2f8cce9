import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Compilable,
  type RawBuilder,
  type LogEvent,
  type PostgresPool,
  type PostgresPoolClient,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { preparePrivateDatabaseFile } from './private-files.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';
export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface DbOptions {
  /** Told the SQL of every statement run (tests count queries per request with it). */
  onQuery?: ((sql: string) => void) | undefined;
}

export interface Db {
  kind: DatabaseKind;
  kysely: Kysely<Database>;
  destroy(): Promise<void>;
}

// PostgreSQL int8 (counts, bigint columns) arrives as text by default; our values fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openSqlite(file: string): SqliteDatabase.Database {
  preparePrivateDatabaseFile(file); // 0600: a copy of the file is a copy of every secret in it
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a crash of this process.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Prepared statements kept, by SQL text: the app's queries are a few hundred shapes at most. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement anew; compiling the SQL was a tenth of a simple request's time. The
 * statements are kept and reused (least recently used dropped first). Safe because Kysely runs one statement at
 * a time on this single connection, and SQLite re-prepares a kept statement by itself after a schema change.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (statement) {
        statements.delete(sqlText); // re-inserted below: the Map's order is the recency order
      } else {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sqlText, statement);
      return statement;
    },
  };
}

/**
 * SQLite with its transactions begun IMMEDIATE: each takes the write lock when it begins, waiting for it up to the
 * busy timeout. A deferred transaction (SQLite's default) that read and then wrote was refused at once, "database is
 * locked", when another connection to the file (the command-line tool, a backup) wrote in between, since its
 * snapshot was then older than the file. A process has one connection, which runs one transaction at a time, so taking
 * the lock early (read-only transactions included) costs no concurrency the process had.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/**
 * `onConnectionError`: an idle PostgreSQL connection that dies (the server restarted, a network blip, a
 * database dropped under it) is an 'error' event on the pool, which would crash the process unheard; the pool
 * replaces the connection by itself, so it only needs telling someone.
 */
export function createDb(config: DatabaseConfig, onConnectionError: (err: Error) => void = () => {}, { onQuery }: DbOptions = {}): Db {
  // Kysely calls `log` for every statement, the auth library's included (it shares this Kysely instance).
  const log = onQuery ? (event: LogEvent) => onQuery(event.query.sql) : undefined;
  if (config.kind === 'sqlite') {
    const database = withStatementCache(openSqlite(config.file));
    const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }), ...(log && { log }) });
    return { kind: 'sqlite', kysely, destroy: () => kysely.destroy() };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  pool.on('error', onConnectionError);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }), ...(log && { log }) });
  return { kind: 'postgres', kysely, destroy: () => kysely.destroy() };
}

/**
 * The SQL texts of compiledOnce's queries on PostgreSQL, each with a statement name. Every other statement goes
 * as pg sends it by default, an unnamed statement parsed and planned anew each time. A named one is parsed once per
 * connection, and PostgreSQL plans it once it has seen that a generic plan does as well: the session check's join,
 * run on every request, then skips both (docs/performance.md). Only these few: a connection keeps every statement
 * prepared on it until it closes, so naming every text (search's vary with the words) would grow without bound.
 */
const statementNames = new Map<string, string>();

function nameStatement(sqlText: string): void {
  if (!statementNames.has(sqlText)) statementNames.set(sqlText, `ck_${statementNames.size + 1}`);
}

/** The pool as Kysely sees it, sending the texts of statementNames as named statements. */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  // One wrapper per pooled client: Kysely keeps its own connection object per client it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (text: unknown, values?: readonly unknown[]) => {
      const name = typeof text === 'string' ? statementNames.get(text) : undefined;
      if (name) return client.query({ name, text: text as string, values: values as unknown[] });
      return typeof text === 'string' ? client.query(text, values as unknown[]) : client.query(text as pg.Submittable);
    };
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/**
 * One `T` per database, made by `make` on first use: for what a process keeps about a database's contents
 * (the caches of decision 0021), since tests open many databases in one process.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const kept = new WeakMap<Kysely<Database>, T>();
  return (db) => {
    let value = kept.get(db.kysely);
    if (value === undefined) kept.set(db.kysely, (value = make(db)));
    return value;
  };
}

/**
 * A query of fixed shape compiled once per database, then run with new parameters: building and compiling a
 * query through Kysely costs more than SQLite takes to answer a look-up by key. `build` gets placeholder values
 * (in the order `run` will pass them); only the parameters change from one run to the next. On PostgreSQL it is also
 * sent as a named statement (statementNames).
 */
export function compiledOnce<R, P extends unknown[]>(build: (kysely: Kysely<Database>, kind: DatabaseKind) => Compilable<R>) {
  const compiledOf = perDatabase((db) => {
    const compiled = build(db.kysely, db.kind).compile();
    if (db.kind === 'postgres') nameStatement(compiled.sql);
    return compiled;
  });
  const run = async (db: Db, ...parameters: P): Promise<R[]> => {
    const compiled = compiledOf(db);
    return (await db.kysely.executeQuery<R>({ ...compiled, parameters })).rows;
  };
  // The statement itself, for a test to ask the database how it would run it.
  return Object.assign(run, { compiledFor: (db: Db, ...parameters: P) => ({ ...compiledOf(db), parameters }) });
}

/**
 * A list of text as one parameter, so that a statement of any number of values compiles once (compiledOnce):
 * `column` is one of the list's values. The parameter is `listParameter`'s: JSON text that SQLite reads as a table,
 * an array to PostgreSQL.
 */
export function inListParameter(kind: DatabaseKind, column: string): RawBuilder<boolean> {
  return kind === 'sqlite'
    ? sql<boolean>`${sql.ref(column)} in (select "value" from json_each(${'[]'}))`
    : sql<boolean>`${sql.ref(column)} = any(${[]}::text[])`;
}

/** The value of an inListParameter for `db`. */
export const listParameter = (db: Db, values: readonly string[]): string | readonly string[] =>
  db.kind === 'sqlite' ? JSON.stringify(values) : values;

/** Runs `work` in one transaction, handing it a Db whose queries are part of it. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute((kysely) => work({ kind: db.kind, kysely, destroy: async () => {} }));
}

/**
 * SQLite keeps planner statistics only when asked: without them it chose the catalogue's index for a user's
 * recipe list (docs/performance.md). At start-up, `optimize` with 0x10002 re-analyses any table whose size has
 * changed a lot since its last analysis (with a sampling limit, so it stays quick on a large database), as
 * SQLite recommends for long-lived connections. PostgreSQL's autovacuum does this by itself.
 *
 * Then the samples of unique indexes go (sqlite_stat4; better-sqlite3's SQLite keeps them beside the counts of
 * sqlite_stat1). While an index has samples, SQLite compiles a kept statement again each time a new value is
 * compared with that index, in case the value calls for another plan: the session's look-up by token, run on every
 * request, took three times as long as without (docs/decisions/0043-unique-index-samples.md). An equality on a
 * unique index finds one row whatever the value, so its samples cannot change a plan worth having; the samples of
 * other indexes, where one value can match far more rows than another, are kept.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  if (db.kind !== 'sqlite') return;
  await sql`pragma optimize = 0x10002`.execute(db.kysely);
  await dropUniqueIndexSamples(db);
}

/** Removes sqlite_stat4's samples of unique indexes and has the connection read the statistics again. */
async function dropUniqueIndexSamples(db: Db): Promise<void> {
  const { rows } = await sql<{ found: number }>`select count(*) as found from sqlite_schema where name = 'sqlite_stat4'`.execute(db.kysely);
  if (!rows[0]?.found) return;
  const { numAffectedRows } = await sql`
    delete from sqlite_stat4 where idx in (
      select list.name from sqlite_schema as t, pragma_index_list(t.name) as list where t.type = 'table' and list."unique" = 1
    )`.execute(db.kysely);
  // The statistics are read when the schema is; this reads them again, without the samples just removed.
  if (numAffectedRows) await sql`analyze sqlite_schema`.execute(db.kysely);
}
