/**
 * `npm run bench`: the benchmark suite (docs/performance.md). For each database: a fresh database filled with
 * the dataset, the built server started on it (start-to-serving timed), each scenario driven by autocannon
 * from a second process and compared with a bare route of the same response size on the same server, the
 * server's peak memory; then a table on stdout and bench/results.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseKind } from '../../src/server/db/kysely.ts';
import { fullSize, mediumSize, quickSize } from './dataset.ts';
import { withBenchServer } from './databases.ts';
import { parseFlags } from './flags.ts';
import { IMPORT_SCENARIO, measureImportEventLoop, type ImportEventLoopResult } from './import-event-loop.ts';
import { LoadGenerator, type RunResult } from './load-generator.ts';
import { describeMachine, ensureBuilt } from './machine.ts';
import { buildScenarios, responseBytes, sameBodyBaseline } from './scenarios.ts';
import { projectRoot } from './server-process.ts';
import type { FixedWorkloadOptions } from './fixed-workload.ts';
import { fixed, formatTable, ms } from './table.ts';

const usage = `usage: npm run bench -- [--db sqlite|postgres|both] [--quick | --medium] [--duration <s>] [--connections <n>] [--build]
                       [--only <scenario>,…] [--cpu-prof <dir>]

  --db           which database(s) to measure (default both)
  --quick        a small dataset (2,000 recipes, 300 users) and 1 s per run: proves the suite works (CI)
  --medium       20,000 catalogue recipes, 2,000 users, 2,000 in the heavy user's collection: for iterating
  --duration     seconds per measured run (default 10; 1 with --quick)
  --connections  concurrent connections, each a different signed-in user (default 10)
  --build        run \`npm run build\` first (otherwise the existing dist/ is measured, built if missing)
  --only         only these scenarios, by name, comma-separated ("short recipe list,session check", "recipe import")
  --cpu-prof     write the server's CPU profile of each measured run (a scenario's, its baseline's) into this folder,
                 as <db>-<scenario>.cpuprofile and <db>-<scenario>-baseline.cpuprofile (warm-ups and start-up left out)`;

const flags = parseFlags(process.argv.slice(2), { duration: 10, quickDuration: 1, connections: 10, quickConnections: 10 }, usage, {
  medium: { type: 'boolean' },
  only: { type: 'string' },
  'cpu-prof': { type: 'string' },
});
const only = typeof flags.extra['only'] === 'string' ? flags.extra['only'].split(',').map((name) => name.trim()) : null;
const cpuProfDir = typeof flags.extra['cpu-prof'] === 'string' ? path.resolve(flags.extra['cpu-prof']) : null;
if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
const size = flags.quick ? quickSize : flags.extra['medium'] ? mediumSize : fullSize;
const log = (line: string) => console.error(line);
const workloadModule = path.join(projectRoot, 'scripts/bench/fixed-workload.ts');

interface ScenarioResult {
  description: string;
  bytes: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
  /** The server's CPU time per request (user and system), in microseconds. */
  cpuMicros: number;
  /** PostgreSQL's own CPU time per request (its backends), in microseconds; absent for SQLite. */
  databaseCpuMicros?: number;
  baseline: { rps: number; p50: number; p99: number; errors: number; cpuMicros: number };
  /** rps over the baseline's rps. */
  ratio: number;
  /** The baseline's CPU time per request over the scenario's: what `ratio` would be if the server had a core to itself. */
  cpuRatio: number;
}

interface DatabaseResult {
  dataset: { size: typeof size; rows: Record<string, number>; generationSeconds: number };
  startToServingMs: number;
  peakMemoryMiB: number;
  scenarios: Record<string, ScenarioResult>;
  /** The event loop while pages are imported (import-event-loop.ts), unless --only left it out; the peak memory after them. */
  imports?: ImportEventLoopResult & { peakMemoryMiB: number };
}

/** Starts the bench server's CPU profiler, or stops it and answers the profile (bench-server.ts). */
async function profiler(baseUrl: string, action: 'start' | 'stop'): Promise<string> {
  const res = await fetch(`${baseUrl}/__bench/profile/${action}`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`the profiler's ${action}: ${res.status} ${await res.text()}`);
  return res.text();
}

async function benchDatabase(kind: DatabaseKind, generator: LoadGenerator): Promise<DatabaseResult> {
  return withBenchServer(kind, size, log, async (database, server) => {
    log(`[${kind}] server (pid ${server.pid}) serving after ${server.startMs.toFixed(0)} ms`);
    const all = await buildScenarios(database.dataset, server.baseUrl, flags.connections);
    const unknown = only?.filter((name) => name !== IMPORT_SCENARIO && !all.some((s) => s.name === name)) ?? [];
    if (unknown.length > 0) throw new Error(`--only: no scenario named ${unknown.map((n) => `"${n}"`).join(', ')}`);
    const scenarios = only ? all.filter((s) => only.includes(s.name)) : all;
    const job = (options: FixedWorkloadOptions, duration: number) =>
      generator.run({
        url: server.baseUrl,
        connections: flags.connections,
        duration,
        timeoutSeconds: 10,
        workload: { module: workloadModule, options },
      });
    // Requests a run gave up on (timeouts) may still be queued in the server: the next run starts once the
    // server answers a health check again, so it does not pay for the previous one's backlog.
    const settle = async () => {
      for (let i = 0; i < 2; i++) await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(120_000) });
    };
    // A short warm-up first (JIT, caches, connection pools), then the measured run.
    // The server's CPU time per request is read beside the rate: on a machine shared with other work, it moves
    // far less than requests per second do (the server waits for a core rather than spending more of it).
    const measure = async (
      options: FixedWorkloadOptions,
      profileName: string,
    ): Promise<RunResult & { cpuMicros: number; databaseCpuMicros: number }> => {
      await settle();
      await job(options, flags.quick ? 0.3 : 2);
      await settle();
      if (cpuProfDir) await profiler(server.baseUrl, 'start');
      const cpuBefore = server.cpuMicros();
      const databaseCpuBefore = database.databaseCpuMicros();
      const result = await job(options, flags.duration);
      const cpuMicros = (server.cpuMicros() - cpuBefore) / result.requests;
      const databaseCpuMicros = (database.databaseCpuMicros() - databaseCpuBefore) / result.requests;
      if (cpuProfDir) writeFileSync(path.join(cpuProfDir, `${kind}-${profileName}.cpuprofile`), await profiler(server.baseUrl, 'stop'));
      return { ...result, cpuMicros, databaseCpuMicros };
    };

    const results: Record<string, ScenarioResult> = {};
    for (const scenario of scenarios) {
      const bytes = await responseBytes(server.baseUrl, scenario);
      const slug = scenario.name.replace(/[^a-z0-9]+/g, '-');
      const run = await measure({ step: scenario.name, origin: server.baseUrl, clients: scenario.clients }, slug);
      const baselineClients = scenario.sameBody
        ? await sameBodyBaseline(server.baseUrl, scenario)
        : scenario.clients.map((c) => ({ ...c, requests: [{ method: 'GET' as const, path: `/__bench/baseline?bytes=${bytes}` }] }));
      const baseline = await measure({ step: 'baseline', origin: server.baseUrl, clients: baselineClients }, `${slug}-baseline`);
      results[scenario.name] = {
        description: scenario.description,
        bytes,
        rps: run.rps,
        p50: run.p50,
        p99: run.p99,
        errors: run.errors,
        statuses: run.statuses,
        cpuMicros: run.cpuMicros,
        ...(Number.isFinite(run.databaseCpuMicros) && { databaseCpuMicros: run.databaseCpuMicros }),
        baseline: { rps: baseline.rps, p50: baseline.p50, p99: baseline.p99, errors: baseline.errors, cpuMicros: baseline.cpuMicros },
        ratio: run.rps / baseline.rps,
        cpuRatio: baseline.cpuMicros / run.cpuMicros,
      };
      log(
        `[${kind}] ${scenario.name}: ${fixed(run.rps)} req/s (baseline ${fixed(baseline.rps)}), p50 ${ms(run.p50)} ms, p99 ${ms(run.p99)} ms, errors ${run.errors}`,
      );
    }
    // The scenarios' peak, before the imports: reading threads and 5 MB bodies raise it, and are reported apart.
    const peakMemoryMiB = Number(server.peakMemoryMiB().toFixed(1));
    // Last, as it leaves the reading threads and the memory they took behind; six imports, two with --quick.
    let imports: DatabaseResult['imports'];
    if (!only || only.includes(IMPORT_SCENARIO)) {
      await settle();
      imports = {
        ...(await measureImportEventLoop(server.baseUrl, database.dataset.users.slice(-6), flags.quick ? 1 : 3)),
        peakMemoryMiB: Number(server.peakMemoryMiB().toFixed(1)),
      };
      log(
        `[${kind}] ${IMPORT_SCENARIO}: event loop held up ${ms(imports.eventLoop.maxMs)} ms at worst (p99 ${ms(imports.eventLoop.p99Ms)} ms), ` +
          `slowest of ${imports.health.checks} health checks ${ms(imports.health.maxMs)} ms, import answers ${JSON.stringify(imports.statuses)}`,
      );
    }
    return {
      dataset: { size, rows: database.dataset.rows, generationSeconds: Number(database.dataset.seconds.toFixed(1)) },
      startToServingMs: Math.round(server.startMs),
      peakMemoryMiB,
      scenarios: results,
      ...(imports && { imports }),
    };
  });
}

function printTable(kind: DatabaseKind, result: DatabaseResult) {
  const rows = Object.entries(result.scenarios).map(([name, s]) => [
    name,
    fixed(s.rps),
    ms(s.p50),
    ms(s.p99),
    s.errors,
    s.bytes,
    fixed(s.baseline.rps),
    Number.isFinite(s.ratio) ? `${fixed(s.ratio * 100)}%` : '-',
    Number.isFinite(s.cpuMicros) ? fixed(s.cpuMicros) : '-',
    Number.isFinite(s.baseline.cpuMicros) ? fixed(s.baseline.cpuMicros) : '-',
    Number.isFinite(s.cpuRatio) ? `${fixed(s.cpuRatio * 100)}%` : '-',
    s.databaseCpuMicros === undefined ? '-' : fixed(s.databaseCpuMicros),
  ]);
  console.log(
    `\n${kind}: ${result.dataset.size.catalogue} catalogue recipes, ${result.dataset.size.users} users, ${flags.connections} connections, ${flags.duration} s per run`,
  );
  if (rows.length > 0) {
    console.log(
      formatTable(
        [
          'scenario',
          'req/s',
          'p50 ms',
          'p99 ms',
          'errors',
          'bytes',
          'baseline req/s',
          'of baseline',
          'CPU µs/req',
          'baseline µs',
          'of baseline CPU',
          'database µs/req',
        ],
        rows,
      ),
    );
  }
  const imports = result.imports;
  if (imports) {
    console.log(
      `${IMPORT_SCENARIO} (${imports.description}): the event loop held up ${ms(imports.eventLoop.maxMs)} ms at worst, ` +
        `p99 ${ms(imports.eventLoop.p99Ms)} ms, mean ${ms(imports.eventLoop.meanMs)} ms; ` +
        `${imports.health.checks} health checks meanwhile, the slowest ${ms(imports.health.maxMs)} ms; ` +
        `server peak memory after them ${fixed(imports.peakMemoryMiB)} MiB`,
    );
  }
  console.log(`start to serving: ${result.startToServingMs} ms; server peak memory (VmHWM): ${fixed(result.peakMemoryMiB)} MiB`);
}

async function main() {
  const started = performance.now();
  ensureBuilt(flags.build, log);
  const generator = LoadGenerator.start();
  const databases: Partial<Record<DatabaseKind, DatabaseResult>> = {};
  try {
    for (const kind of flags.databases) databases[kind] = await benchDatabase(kind, generator);
  } finally {
    generator.stop();
  }
  for (const [kind, result] of Object.entries(databases)) printTable(kind as DatabaseKind, result);

  const report = {
    date: new Date().toISOString(),
    machine: describeMachine(),
    options: { quick: flags.quick, duration: flags.duration, connections: flags.connections, databases: flags.databases },
    databases,
  };
  mkdirSync(path.join(projectRoot, 'bench'), { recursive: true });
  const file = path.join(projectRoot, 'bench/results.json');
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  const errors = Object.values(databases).reduce(
    (n, d) =>
      n +
      Object.values(d.scenarios).reduce((m, s) => m + s.errors + s.baseline.errors, 0) +
      (d.imports ? d.imports.errors + d.imports.health.errors : 0),
    0,
  );
  console.log(`\nwrote ${path.relative(process.cwd(), file)} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (errors > 0) {
    console.error(`${errors} requests failed: see "statuses" in bench/results.json`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
