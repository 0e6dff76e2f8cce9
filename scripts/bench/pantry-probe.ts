/**
 * Where a "What can I make?" request's time goes (docs/decisions/0079-the-pantry.md), in process, without HTTP: the
 * benchmark's dataset (100,000 catalogue recipes; 20,000 with --medium, 2,000 with --quick), then the suggestions of
 * `--households` different households, each with its own pantry, asked in turn and timed twice over: the ranking
 * query alone (the database's part) and the whole answer (the query, the pantry's read and the missing items worked
 * out in JavaScript). For each slice asked for (catalogue recipes read per pantry item), prints the median, p90 and
 * p99 of each and how far the 20 shown fall below the exact ranking's (every recipe counted) in their mean share
 * covered; then the query's plan (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN ANALYZE) for the first household.
 *
 *   node --import tsx scripts/bench/pantry-probe.ts [--db sqlite|postgres] [--quick | --medium] [--households 300]
 *                                                   [--slices 50,100,200] [--file <sqlite file> | --url <postgres url>]
 *
 * With --file (SQLite) or --url (a PostgreSQL database of your own), the database is kept and reused when it already
 * holds the dataset, so a change to the query can be measured again within seconds.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDb, type Db } from '../../src/server/db/kysely.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { whatCanIMake, whatCanIMakeQuery } from '../../src/server/modules/pantry/index.ts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../../src/server/test/postgres-cluster.ts';
import { fullSize, generateDataset, mediumSize, quickSize } from './dataset.ts';
import { processTreeCpuMicros } from './server-process.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    quick: { type: 'boolean', default: false },
    medium: { type: 'boolean', default: false },
    households: { type: 'string', default: '300' },
    slices: { type: 'string', default: '200' },
    file: { type: 'string' },
    url: { type: 'string' },
  },
});
if (values.db !== 'sqlite' && values.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
const size = values.quick ? quickSize : values.medium ? mediumSize : fullSize;
const households = Number(values.households);
const slices = values.slices.split(',').map(Number);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(2)} ms, p90 ${percentile(sorted, 90).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
};

/** Recipes per pantry item that read every one of them: the exact ranking the capped one is compared with. */
const EVERY = 1_000_000_000;

async function probe(db: Db) {
  const readers = await db.kysely
    .selectFrom('user')
    .select(['id as userId', 'householdId'])
    .where('email', 'like', 'bench-user-%')
    .orderBy('email')
    .where('householdId', 'is not', null)
    .limit(households)
    .$narrowType<{ householdId: string }>()
    .execute();
  const today = new Date().toISOString().slice(0, 10);
  const meanShare = (answer: { covered: number; total: number }[]) =>
    answer.reduce((sum, recipe) => sum + Number(recipe.covered) / Number(recipe.total), 0) / Math.max(1, answer.length);
  console.log(`${db.kind}: ${size.catalogue} catalogue recipes, ${readers.length} households, each asked once after a warm-up pass`);

  // The exact ranking (every recipe of every pantry item counted), for the quality of the capped one.
  const exact = new Map<string, number>();
  for (const reader of readers.slice(0, Math.min(readers.length, 50))) {
    exact.set(reader.userId, meanShare(await whatCanIMake(db, reader, today, { slice: EVERY })));
  }

  // CPU rather than time alone: on a busy machine waiting for a core inflates the times, not the CPU spent.
  const postmaster = db.kind === 'postgres' ? await postmasterOf(db) : undefined;
  const cpuMicros = () => {
    const own = process.cpuUsage();
    return { own: own.user + own.system, database: postmaster === undefined ? 0 : processTreeCpuMicros(postmaster) };
  };

  for (const slice of slices) {
    const query: number[] = [];
    const whole: number[] = [];
    let lost = 0;
    const cpu = { own: 0, database: 0 };
    // Twice round: the first pass warms the statement cache and the pages, the second is the one reported.
    for (let pass = 0; pass < 2; pass++) {
      query.length = 0;
      whole.length = 0;
      lost = 0;
      for (const reader of readers) {
        const ranking = await whatCanIMakeQuery(db, reader, today, { slice });
        const started = performance.now();
        if (ranking) await ranking.execute();
        query.push(performance.now() - started);
      }
      // The whole answers apart, so that the CPU read around them is theirs alone (reading it costs CPU too).
      const cpuBefore = cpuMicros();
      for (const reader of readers) {
        const started = performance.now();
        const answer = await whatCanIMake(db, reader, today, { slice });
        whole.push(performance.now() - started);
        const best = exact.get(reader.userId);
        if (best !== undefined) lost += best - meanShare(answer);
      }
      const cpuAfter = cpuMicros();
      cpu.own = cpuAfter.own - cpuBefore.own;
      cpu.database = cpuAfter.database - cpuBefore.database;
    }
    console.log(`\nslice ${slice} recipes per pantry item`);
    console.log(`  ranking query alone: ${summary(query)}`);
    console.log(`  whole answer:        ${summary(whole)}`);
    const perAnswer = (micros: number) => `${(micros / 1000 / Math.max(1, readers.length)).toFixed(2)} ms`;
    console.log(
      db.kind === 'postgres'
        ? `  CPU per whole answer: ${perAnswer(cpu.own)} in this process, ${perAnswer(cpu.database)} in the database's`
        : `  CPU per whole answer (SQLite runs in this process): ${perAnswer(cpu.own)}`,
    );
    console.log(`  mean share of the 20 shown, below the exact ranking's: ${((lost / Math.max(1, exact.size)) * 100).toFixed(2)} points`);
  }

  const first = readers[0];
  const ranking = first ? await whatCanIMakeQuery(db, first, today, { slice: slices[0] }) : null;
  if (!ranking) return;
  const compiled = ranking.compile();
  const explain = db.kind === 'sqlite' ? 'explain query plan' : 'explain (analyze, buffers)';
  const { rows } = await db.kysely.executeQuery<Record<string, unknown>>({ ...compiled, sql: `${explain} ${compiled.sql}` });
  console.log(`\n${explain} (slice ${slices[0]})`);
  for (const row of rows) console.log(`  ${String(row['detail'] ?? row['QUERY PLAN'])}`);
}

/** The PostgreSQL server's main process, whose children serve the connections (the server must run on this machine). */
async function postmasterOf(db: Db): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
  const status = readFileSync(`/proc/${rows[0]?.pid}/status`, 'utf8');
  return Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
}

/** Whether the database already holds a benchmark dataset (one kept from an earlier run). */
async function hasDataset(db: Db) {
  const found = await db.kysely.selectFrom('user').select('id').where('email', 'like', 'bench-user-%').limit(1).executeTakeFirst();
  return found !== undefined;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-pantry-probe-'));
let cluster: PostgresCluster | null = null;
try {
  if (values.db === 'postgres' && values.url === undefined) {
    const bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL is not installed');
    cluster = await startPostgresCluster(bin);
  }
  const file = values.file ? path.resolve(values.file) : path.join(dir, 'pantry.db');
  const url = values.db === 'postgres' ? (values.url ?? cluster?.url) : undefined;
  const db = createDb(url ? { kind: 'postgres', url } : { kind: 'sqlite', file });
  try {
    await migrateToLatest(db);
    const kept = values.db === 'sqlite' ? values.file !== undefined && existsSync(file) : values.url !== undefined;
    const reuse = kept && (await hasDataset(db));
    if (!reuse) {
      const dataset = await generateDataset(db, size, 'pantry-probe'.padEnd(64, '-'), (line) => console.error(line));
      console.error(`dataset written in ${dataset.seconds.toFixed(1)} s`);
      await sql`analyze`.execute(db.kysely);
    }
    await probe(db);
  } finally {
    await db.destroy();
  }
} finally {
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
