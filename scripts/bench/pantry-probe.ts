/**
 * Where a "What can I make?" request's time goes (docs/decisions/0090-the-pantry-ranking-in-memory.md), in process,
 * without HTTP: the benchmark's dataset (100,000 catalogue recipes; 20,000 with --medium, 2,000 with --quick), then
 *  - the reading of the catalogue's postings into memory: its time, CPU, the memory it holds, and the longest the
 *    event loop waited meanwhile (what other requests would wait at most while a server reads them);
 *  - the suggestions of `--households` different households, each with its own pantry, asked in turn and timed twice
 *    over: the ranking alone (the postings counted and the household's own recipes read) and the whole answer (the
 *    pantry read, who may be shown asked, what is missing worked out), with the CPU per answer;
 *  - the plan of one read of the postings (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN ANALYZE).
 *
 *   node --import tsx scripts/bench/pantry-probe.ts [--db sqlite|postgres] [--quick | --medium] [--households 300]
 *                                                   [--file <sqlite file> | --url <postgres url>]
 *
 * With --file (SQLite) or --url (a PostgreSQL database of your own), the database is kept and reused when it already
 * holds the dataset, so a change can be measured again within seconds.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDb, type Db } from '../../src/server/db/kysely.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import {
  postingsRead,
  rankedCandidates,
  readPantry,
  readPostings,
  RECIPES_PER_READ,
  whatCanIMake,
} from '../../src/server/modules/pantry/index.ts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../../src/server/test/postgres-cluster.ts';
import { fullSize, generateDataset, mediumSize, quickSize } from './dataset.ts';
import { processTreeCpuMicros } from './server-process.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    quick: { type: 'boolean', default: false },
    medium: { type: 'boolean', default: false },
    households: { type: 'string', default: '300' },
    file: { type: 'string' },
    url: { type: 'string' },
  },
});
if (values.db !== 'sqlite' && values.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
const size = values.quick ? quickSize : values.medium ? mediumSize : fullSize;
const households = Number(values.households);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(2)} ms, p90 ${percentile(sorted, 90).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
};

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
  console.log(`${db.kind}: ${size.catalogue} catalogue recipes, ${readers.length} households, each asked once after a warm-up pass`);

  // CPU rather than time alone: on a busy machine waiting for a core inflates the times, not the CPU spent.
  const postmaster = db.kind === 'postgres' ? await postmasterOf(db) : undefined;
  const cpuMicros = () => {
    const own = process.cpuUsage();
    return { own: own.user + own.system, database: postmaster === undefined ? 0 : processTreeCpuMicros(postmaster) };
  };
  const cpuSince = (before: { own: number; database: number }) => {
    const after = cpuMicros();
    return { own: after.own - before.own, database: after.database - before.database };
  };
  const ms = (micros: number) => `${(micros / 1000).toFixed(1)} ms`;
  const cpuWords = (cpu: { own: number; database: number }) =>
    db.kind === 'postgres'
      ? `${ms(cpu.own)} in this process, ${ms(cpu.database)} in the database's`
      : `${ms(cpu.own)} (SQLite runs in this process)`;

  // The postings, read twice (the first warms the pages and the code); the second is reported.
  await readPostings(db);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const cpuBefore = cpuMicros();
  const started = performance.now();
  const postings = await readPostings(db);
  const took = performance.now() - started;
  const cpu = cpuSince(cpuBefore);
  delay.disable();
  const count = postings.postings.length;
  console.log(`\nthe catalogue's postings: ${postings.ids.length} recipes, ${postings.ranges.size} item keys, ${count} postings`);
  console.log(`  read in ${took.toFixed(0)} ms, ${RECIPES_PER_READ} recipes per read; CPU ${cpuWords(cpu)}`);
  console.log(`  longest wait of the event loop meanwhile: ${(delay.max / 1e6).toFixed(1)} ms (mean ${(delay.mean / 1e6).toFixed(1)} ms)`);
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  console.log(
    `  shared memory: ${mib(postings.postings.byteLength + postings.itemCounts.byteLength)} (postings, item counts), beside the ids`,
  );

  const ranking: number[] = [];
  const whole: number[] = [];
  let answerCpu = { own: 0, database: 0 };
  // Twice round: the first pass warms the pages and the code, the second is the one reported.
  for (let pass = 0; pass < 2; pass++) {
    ranking.length = 0;
    whole.length = 0;
    for (const reader of readers) {
      const { held: pantry, soon } = await readPantry(db, reader.householdId, today);
      const before = performance.now();
      await rankedCandidates(db, reader, pantry, soon);
      ranking.push(performance.now() - before);
    }
    // The whole answers apart, so that the CPU read around them is theirs alone (reading it costs CPU too).
    const before = cpuMicros();
    for (const reader of readers) {
      const at = performance.now();
      await whatCanIMake(db, reader, today);
      whole.push(performance.now() - at);
    }
    answerCpu = cpuSince(before);
  }
  const perAnswer = { own: answerCpu.own / Math.max(1, readers.length), database: answerCpu.database / Math.max(1, readers.length) };
  console.log('\nthe answers');
  console.log(`  ranking alone: ${summary(ranking)}`);
  console.log(`  whole answer:  ${summary(whole)}`);
  console.log(`  CPU per whole answer: ${cpuWords(perAnswer)}`);

  const read = postingsRead(db, '8', RECIPES_PER_READ).compile();
  const explain = db.kind === 'sqlite' ? 'explain query plan' : 'explain (analyze, buffers)';
  const { rows } = await db.kysely.executeQuery<Record<string, unknown>>({ ...read, sql: `${explain} ${read.sql}` });
  console.log(`\n${explain}: one read of the postings, from the middle of the recipes`);
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
