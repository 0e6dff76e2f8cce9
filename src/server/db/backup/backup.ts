import { createReadStream, createWriteStream, existsSync, readFileSync, rmSync, copyFileSync, renameSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../kysely.ts';
import { createPrivateFile, makePrivate, PRIVATE_FILE_MODE } from '../private-files.ts';

/**
 * Backups. SQLite: SQLite's online backup API, a consistent page copy taken while the server writes (the
 * result is an ordinary database file). PostgreSQL: a logical export of our own, not pg_dump: JSON lines, a
 * header then one line per row, every table read inside one REPEATABLE READ transaction (one snapshot) in
 * foreign-key order. Kysely's migration tables are left out; the header lists the migrations instead and a
 * restore needs a database migrated to exactly those.
 */
export const BACKUP_FORMAT = 'champion-kitchen-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  migrations: string[];
}

export class BackupError extends Error {}

const isMigrationTable = (name: string) => name.startsWith('kysely_migration');
/**
 * Kept by triggers from the other tables (migrations 0007 and 0011), so never copied: a restore's own inserts move
 * them on, which also tells running servers that the catalogue and people's recipe lists changed.
 */
const isDerivedTable = (name: string) => name === 'catalogueVersion' || name === 'recipeListVersion';

export async function backupDatabase(config: DatabaseConfig, file: string): Promise<{ tables: number; rows: number }> {
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose a new file`);
  return config.kind === 'sqlite' ? backupSqlite(config.file, file) : backupPostgres(config.url, file);
}

async function backupSqlite(source: string, file: string) {
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}`);
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    createPrivateFile(file); // a backup holds what the database holds: 0600 from the start
    await db.backup(file).catch((err: unknown) => {
      rmSync(file, { force: true });
      throw err;
    });
  } finally {
    db.close();
  }
  const copy = new SqliteDatabase(file, { readonly: true });
  try {
    const tables = sqliteTables(copy);
    const rows = tables.reduce((n, t) => n + (copy.prepare(`select count(*) as n from "${t}"`).get() as { n: number }).n, 0);
    return { tables: tables.length, rows };
  } finally {
    copy.close();
  }
}

export function sqliteTables(db: SqliteDatabase.Database): string[] {
  return (
    db.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as { name: string }[]
  )
    .map((r) => r.name)
    .filter((n) => !isMigrationTable(n));
}

interface PgTable {
  name: string;
  /** Columns that can be written (generated ones, like recipe.searchVector, are rebuilt by PostgreSQL). */
  columns: string[];
}

const id = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Our tables in the current schema, parents before children (self-references are fine: see restore). */
async function pgTables(client: pg.ClientBase): Promise<PgTable[]> {
  const { rows: cols } = await client.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const c of cols) {
    if (isMigrationTable(c.table_name) || isDerivedTable(c.table_name)) continue;
    columns.set(c.table_name, [...(columns.get(c.table_name) ?? []), c.column_name]);
  }
  const { rows: fks } = await client.query<{ child: string; parent: string }>(
    `select cl.relname as child, pa.relname as parent from pg_constraint k
       join pg_class cl on cl.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
       join pg_namespace n on n.oid = cl.relnamespace
      where k.contype = 'f' and n.nspname = current_schema()`,
  );
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (order.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const fk of fks) if (fk.child === name && fk.parent !== name && columns.has(fk.parent)) visit(fk.parent);
    order.push(name);
  };
  for (const name of [...columns.keys()].sort()) visit(name);
  return order.map((name) => ({ name, columns: columns.get(name) ?? [] }));
}

async function pgMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`select name from kysely_migration order by name`);
  return rows.map((r) => r.name);
}

async function backupPostgres(url: string, file: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out = createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE });
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  let rows = 0;
  let tables: PgTable[] = [];
  try {
    await client.query('begin isolation level repeatable read read only');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations: await pgMigrations(client),
    };
    await write(JSON.stringify(header));
    tables = await pgTables(client);
    for (const table of tables) {
      const { rows: found } = await client.query<{ j: string }>(
        `select row_to_json(r)::text as j from (select ${table.columns.map(id).join(', ')} from ${id(table.name)}) r`,
      );
      for (const r of found) await write(`{"table":${JSON.stringify(table.name)},"row":${r.j}}`);
      rows += found.length;
    }
    await client.query('commit');
    out.end();
    await once(out, 'finish');
  } catch (err) {
    out.destroy();
    rmSync(file, { force: true });
    throw err;
  } finally {
    await client.end();
  }
  return { tables: tables.length, rows };
}

const SQLITE_MAGIC = 'SQLite format 3\0';

/**
 * Restores `file` into the configured database. SQLite: the file replaces DATA_DIR's database, so the server
 * must be stopped (or DATA_DIR fresh); an existing database is kept unless `force`. PostgreSQL: into an empty
 * database migrated to the backup's migrations (`force` empties ours first), in one transaction.
 */
export async function restoreDatabase(config: DatabaseConfig, file: string, options: { force?: boolean } = {}) {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}`);
  const isSqliteFile = readFileSync(file).subarray(0, 16).toString('latin1') === SQLITE_MAGIC;
  if (config.kind === 'sqlite') {
    if (!isSqliteFile) throw new BackupError(`${file} is not a SQLite backup (a PostgreSQL backup restores only into PostgreSQL)`);
    return restoreSqlite(config.file, file, options.force ?? false);
  }
  if (isSqliteFile) throw new BackupError(`${file} is a SQLite backup; it restores only into SQLite`);
  return restorePostgres(config.url, file, options.force ?? false);
}

function restoreSqlite(target: string, file: string, force: boolean) {
  const check = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`${file} fails SQLite's integrity check: ${String(result)}`);
  } finally {
    check.close();
  }
  if (existsSync(target) && !force) throw new BackupError(`${target} already exists; stop the server and pass --force to replace it`);
  const temporary = `${target}.restoring`;
  copyFileSync(file, temporary);
  makePrivate(temporary); // a backup made by an earlier version may be 0644
  for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(temporary, target);
  const restored = new SqliteDatabase(target, { fileMustExist: true });
  try {
    const tables = sqliteTables(restored);
    const rows = tables.reduce((n, t) => n + (restored.prepare(`select count(*) as n from "${t}"`).get() as { n: number }).n, 0);
    return { tables: tables.length, rows };
  } finally {
    restored.close();
  }
}

async function restorePostgres(url: string, file: string, force: boolean) {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let header: BackupHeader | undefined;
  const rowsByTable = new Map<string, unknown[]>();
  for await (const line of lines) {
    if (line === '') continue;
    if (!header) {
      header = JSON.parse(line) as BackupHeader;
      if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION)
        throw new BackupError(`${file} is not a Champion Kitchen backup this version reads`);
      continue;
    }
    const entry = JSON.parse(line) as { table: string; row: unknown };
    const list = rowsByTable.get(entry.table) ?? [];
    list.push(entry.row);
    rowsByTable.set(entry.table, list);
  }
  if (!header) throw new BackupError(`${file} is empty`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const migrations = await pgMigrations(client);
    if (JSON.stringify(migrations) !== JSON.stringify(header.migrations)) {
      throw new BackupError(
        `The database's migrations (${migrations.join(', ')}) differ from the backup's (${header.migrations.join(', ')})`,
      );
    }
    const tables = await pgTables(client);
    const unknown = [...rowsByTable.keys()].filter((t) => !tables.some((x) => x.name === t));
    if (unknown.length > 0) throw new BackupError(`The database has no table ${unknown.join(', ')}`);
    const occupied: string[] = [];
    for (const t of tables) {
      const { rowCount } = await client.query(`select 1 from ${id(t.name)} limit 1`);
      if (rowCount) occupied.push(t.name);
    }
    if (occupied.length > 0) {
      if (!force)
        throw new BackupError(
          `The database is not empty (${occupied.join(', ')}); restore into a new one or pass --force to replace its data`,
        );
      // Cascade: the derived tables that name a person (recipeListVersion) are emptied with them; the inserts
      // below make their rows again.
      await client.query(`truncate ${tables.map((t) => id(t.name)).join(', ')} cascade`);
    }
    let rows = 0;
    for (const t of tables) {
      const found = rowsByTable.get(t.name) ?? [];
      if (found.length === 0) continue;
      const cols = t.columns.map(id).join(', ');
      // One statement per table: PostgreSQL checks foreign keys at the end of the statement, so a table that
      // references itself (recipe.savedFromId) restores in any row order.
      await client.query(`insert into ${id(t.name)} (${cols}) select ${cols} from json_populate_recordset(null::${id(t.name)}, $1::json)`, [
        JSON.stringify(found),
      ]);
      rows += found.length;
    }
    await client.query('commit');
    return { tables: tables.length, rows };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
