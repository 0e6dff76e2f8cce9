/**
 * The suite's recipe import scenario (docs/performance.md): how long the server's event loop is held up while
 * people paste 5 MB pages of nested elements, the page that froze the server in issue 14. Pages are read in worker
 * threads (decision 0022); what is left on the event loop is receiving the body, checking it and parsing its JSON.
 * Where a page is read is proved by a test (import-event-loop.test.ts); how long the loop waits is a figure
 * that depends on the machine, so it is measured and printed here, never asserted (decision 0055).
 */
import { IMPORT_HTML_MAX_CHARS } from '../../src/shared/recipe-import.ts';
import type { BenchUser } from './dataset.ts';
import { clientIp } from './scenarios.ts';

export const IMPORT_SCENARIO = 'recipe import';

export interface ImportEventLoopResult {
  description: string;
  imports: number;
  statuses: Record<string, number>;
  /** Imports answered with anything but 422 (the page holds no recipe, or took too long to read). */
  errors: number;
  /** The server's event loop while the imports ran: how long it was held up past its 10 ms timer, in ms. */
  eventLoop: { maxMs: number; p99Ms: number; meanMs: number };
  /** `GET /api/health` sent one after another all the while: how many, the slowest round trip, how many failed. */
  health: { checks: number; maxMs: number; errors: number };
}

/** Imports sent at once: two, so that one waits in the pool's queue on a machine with one reading thread. */
const AT_ONCE = 2;
/** Client addresses of their own, apart from the scenarios' (which count from 1). */
const FIRST_CLIENT = 60_000;

/** Watches the bench server's event loop (bench-server.ts), or stops watching and answers what it saw. */
async function eventLoop(baseUrl: string, action: 'start' | 'stop'): Promise<ImportEventLoopResult['eventLoop']> {
  const res = await fetch(`${baseUrl}/__bench/event-loop/${action}`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`the event loop's ${action}: ${res.status} ${await res.text()}`);
  return (await res.json()) as ImportEventLoopResult['eventLoop'];
}

/**
 * `rounds` rounds of AT_ONCE imports, each by a different person of `people` (each has a per-user limit of imports),
 * with the event loop watched and /api/health asked throughout.
 */
export async function measureImportEventLoop(baseUrl: string, people: BenchUser[], rounds: number): Promise<ImportEventLoopResult> {
  const imports = rounds * AT_ONCE;
  if (people.length < imports) throw new Error(`the import scenario needs ${imports} people, the dataset has ${people.length}`);
  const html = '<div>'.repeat(IMPORT_HTML_MAX_CHARS / 5);
  const page = JSON.stringify({ html });
  const post = (i: number, body: string) =>
    fetch(`${baseUrl}/api/recipes/import`, {
      method: 'POST',
      headers: {
        cookie: (people[i] as BenchUser).cookie,
        'x-forwarded-for': clientIp(FIRST_CLIENT + i),
        'content-type': 'application/json',
        origin: baseUrl,
      },
      body,
      signal: AbortSignal.timeout(120_000),
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });

  // The importer and its first thread load with the first import: loaded here, so that what is watched is reading pages.
  const warmUp = await post(0, JSON.stringify({ html: '<p>No recipe here</p>' }));
  if (warmUp !== 422) throw new Error(`the import scenario's warm-up answered ${warmUp}`);

  await eventLoop(baseUrl, 'start');
  let importing = true;
  const health = { checks: 0, maxMs: 0, errors: 0 };
  const checking = (async () => {
    while (importing) {
      const started = performance.now();
      const status = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(120_000) }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0,
      );
      health.maxMs = Math.max(health.maxMs, performance.now() - started);
      health.checks++;
      if (status !== 200) health.errors++;
    }
  })();
  const statuses: Record<string, number> = {};
  try {
    for (let round = 0; round < rounds; round++) {
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, k) => post(round * AT_ONCE + k, page).catch(() => 0)));
      for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    }
  } finally {
    importing = false;
    await checking;
  }
  const loop = await eventLoop(baseUrl, 'stop');

  return {
    description: `POST /api/recipes/import of ${IMPORT_HTML_MAX_CHARS / 1_000_000} MB of nested <div>s, ${AT_ONCE} at once, ${imports} in all, beside GET /api/health`,
    imports,
    statuses,
    errors: imports - (statuses['422'] ?? 0),
    eventLoop: loop,
    health,
  };
}
