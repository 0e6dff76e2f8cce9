import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, type Db, type DatabaseKind } from '../../src/server/db/kysely.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { loadStarterRecipes } from '../../src/server/db/seed/load-starter-recipes.ts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../../src/server/test/postgres-cluster.ts';
import { generateDataset, type Dataset, type DatasetSize } from './dataset.ts';
import { processTreeCpuMicros, startBuiltServer, type ServerProcess } from './server-process.ts';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** What the server needs to find this database and its data (DATA_DIR, DATABASE_URL, AUTH_SECRET). */
  serverEnv: Record<string, string>;
  dataset: Dataset;
  /**
   * CPU time PostgreSQL's processes have used so far (the postmaster and every backend it started), in microseconds;
   * NaN for SQLite, whose work is done in the server's own process. Backends that ended since are not counted, so
   * read it across a run whose connections stay open (the server's pool).
   */
  databaseCpuMicros(): number;
  /** Removes the temp dir and stops the PostgreSQL cluster. */
  cleanUp(): void;
}

/** Clean-ups of the databases in use, run if the run is interrupted (Ctrl-C), so no cluster or temp dir is left. */
const pending = new Set<() => void>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const cleanUp of pending) cleanUp();
    process.exit(130);
  });
}

/**
 * A fresh database of the given kind, migrated and filled with the benchmark's dataset, ready for the server:
 * SQLite in a temp DATA_DIR, or a throwaway PostgreSQL cluster (src/server/test/postgres-cluster.ts) running
 * with fsync=off — fine for a benchmark, never for data you keep; it flatters writes a little.
 */
export async function prepareDatabase(kind: DatabaseKind, size: DatasetSize, log: (line: string) => void): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ck-bench-'));
  const authSecret = randomBytes(32).toString('hex');
  let cluster: PostgresCluster | null = null;
  const cleanUp = () => {
    pending.delete(cleanUp);
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  pending.add(cleanUp);
  try {
    if (kind === 'postgres') {
      const bin = findPostgresBin();
      if (!bin) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb not found): use --db sqlite');
      cluster = await startPostgresCluster(bin);
    }
    const db: Db = createDb(
      cluster ? { kind: 'postgres', url: cluster.url } : { kind: 'sqlite', file: path.join(dataDir, 'champion-kitchen.db') },
    );
    let dataset: Dataset;
    try {
      await migrateToLatest(db);
      dataset = await generateDataset(db, size, authSecret, log);
      await loadStarterRecipes(db);
      // autovacuum would vacuum the freshly written tables and gather PostgreSQL's planner statistics within a minute
      // or two of a bulk load; do it now, so that it does not run during a measured run (its CPU is not the requests')
      // and an index-only scan finds the pages marked all-visible, as on a database that has been running a while.
      if (kind === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
    } finally {
      await db.destroy();
    }
    const serverEnv: Record<string, string> = { DATA_DIR: dataDir, AUTH_SECRET: authSecret };
    if (cluster) serverEnv.DATABASE_URL = cluster.url;
    const postmaster = cluster?.pid();
    const databaseCpuMicros = () => (postmaster === undefined ? NaN : processTreeCpuMicros(postmaster));
    return { kind, serverEnv, dataset, databaseCpuMicros, cleanUp };
  } catch (err) {
    cleanUp();
    throw err;
  }
}

/**
 * What both scripts do per database: a fresh database with the dataset, the built server started on it, `work`
 * run against them, then the server stopped and the database removed whatever happens (the server's output
 * is logged when `work` fails).
 */
export async function withBenchServer<T>(
  kind: DatabaseKind,
  size: DatasetSize,
  log: (line: string) => void,
  work: (database: BenchDatabase, server: ServerProcess) => Promise<T>,
): Promise<T> {
  log(
    `\n[${kind}] generating the dataset: ${size.catalogue} catalogue recipes, ${size.users} users, ${size.heavyCollection} in one collection`,
  );
  const database = await prepareDatabase(kind, size, log);
  log(`[${kind}] dataset written in ${database.dataset.seconds.toFixed(1)} s`);
  const server = await startBuiltServer(database.serverEnv).catch((err: unknown) => {
    database.cleanUp();
    throw err;
  });
  try {
    return await work(database, server);
  } catch (err) {
    log(server.output());
    throw err;
  } finally {
    await server.stop();
    database.cleanUp();
  }
}
