/**
 * `npm run load`: the load test (docs/performance.md). For each database: the benchmark's dataset, the built
 * server, and 200 virtual users for 60 s driven by autocannon from a second process — most of them signed-in
 * people browsing, searching, toggling favourites, planning meals and reading the shopping list, a few
 * signing people in all along — then requests per second, p50/p99 latency and the error count, overall and
 * per step. The aim is zero errors. A script to run by hand, not a timed test in CI.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseKind } from '../../src/server/db/kysely.ts';
import { BENCH_PASSWORD, BENCH_WEEK, fullSize, quickSize } from '../bench/dataset.ts';
import { withBenchServer } from '../bench/databases.ts';
import { parseFlags } from '../bench/flags.ts';
import { LoadGenerator, type RunResult } from '../bench/load-generator.ts';
import { describeMachine, ensureBuilt } from '../bench/machine.ts';
import { clientIp, SEARCH_QUERIES } from '../bench/scenarios.ts';
import { projectRoot } from '../bench/server-process.ts';
import { fixed, formatTable, ms } from '../bench/table.ts';
import type { MixUser, MixWorkloadOptions } from './mix-workload.ts';

const usage = `usage: npm run load -- [--db sqlite|postgres|both] [--quick] [--duration <s>] [--connections <n>] [--signers <n>] [--build]

  --db           which database(s) (default both)
  --quick        the small dataset, 10 s and 50 connections: a rehearsal
  --duration     seconds of load per database (default 60)
  --connections  concurrent virtual users (default 200)
  --signers      how many of them sign people in, back to back (default 2; scrypt uses 64 MiB per sign-in)
  --build        run \`npm run build\` first`;

const flags = parseFlags(process.argv.slice(2), { duration: 60, quickDuration: 10, connections: 200, quickConnections: 50 }, usage, {
  signers: { type: 'string' },
});
const signers = Math.max(0, Math.round(Number(flags.extra.signers ?? 2)));
const size = flags.quick ? quickSize : fullSize;
const log = (line: string) => console.error(line);

async function loadDatabase(kind: DatabaseKind, generator: LoadGenerator) {
  return withBenchServer(kind, size, log, async (database, server) => {
    const users = database.dataset.users;
    const browsing = flags.connections - signers;
    if (users.length < flags.connections + 1) throw new Error(`the dataset has ${users.length} users, fewer than the connections`);
    const asMix = (i: number): MixUser => {
      const user = users[i] as (typeof users)[number];
      return { email: user.email, cookie: user.cookie, ip: clientIp(i), recipeIds: user.recipeIds };
    };
    const options: MixWorkloadOptions = {
      origin: server.baseUrl,
      password: BENCH_PASSWORD,
      week: BENCH_WEEK,
      queries: SEARCH_QUERIES,
      signers,
      browsers: Array.from({ length: browsing }, (_, i) => asMix(i + 1)),
      // People who are not browsing sign in, from the end of the list: each once while the list lasts.
      signingIn: Array.from({ length: Math.max(1, users.length - flags.connections - 1) }, (_, i) => asMix(users.length - 1 - i)),
    };
    log(
      `[${kind}] server (pid ${server.pid}) serving; ${browsing} people browsing and ${signers} connections signing in, for ${flags.duration} s`,
    );
    const result = await generator.run({
      url: server.baseUrl,
      connections: flags.connections,
      duration: flags.duration,
      timeoutSeconds: 10,
      workload: { module: path.join(projectRoot, 'scripts/load/mix-workload.ts'), options },
    });
    return { ...result, peakMemoryMiB: Number(server.peakMemoryMiB().toFixed(1)) };
  });
}

function print(kind: DatabaseKind, result: RunResult & { peakMemoryMiB: number }) {
  console.log(
    `\n${kind}: ${flags.connections} virtual users for ${fixed(result.seconds)} s on ${size.catalogue} catalogue recipes, ${size.users} users`,
  );
  const rows = Object.entries(result.steps).map(([step, s]) => [
    step,
    s.requests,
    fixed(s.rps, 1),
    ms(s.p50),
    ms(s.p99),
    ms(s.max),
    s.errors,
  ]);
  rows.push(['all', result.requests, fixed(result.rps, 1), ms(result.p50), ms(result.p99), ms(result.max), result.errors]);
  console.log(formatTable(['step', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'], rows));
  console.log(
    `errors: ${result.errors} (HTTP ${JSON.stringify(result.statuses)}, connection errors ${result.connectionErrors}, timeouts ${result.timeouts}); server peak memory ${fixed(result.peakMemoryMiB)} MiB`,
  );
}

async function main() {
  ensureBuilt(flags.build, log);
  const generator = LoadGenerator.start();
  const results: Partial<Record<DatabaseKind, RunResult & { peakMemoryMiB: number }>> = {};
  try {
    for (const kind of flags.databases) results[kind] = await loadDatabase(kind, generator);
  } finally {
    generator.stop();
  }
  for (const [kind, result] of Object.entries(results)) print(kind as DatabaseKind, result);
  mkdirSync(path.join(projectRoot, 'bench'), { recursive: true });
  const file = path.join(projectRoot, 'bench/load-results.json');
  const report = {
    date: new Date().toISOString(),
    machine: describeMachine(),
    options: { quick: flags.quick, duration: flags.duration, connections: flags.connections, signers },
    databases: results,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
  if (Object.values(results).some((r) => r.errors > 0)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
