/**
 * The benchmark's server: the production app exactly as `npm start` builds it (dist/server: the collector's setting,
 * config, logger, context, starter recipes, createApp, and What can I make?'s catalogue read once serving), with the
 * bare baseline routes (baseline-routes.ts) in front, on the same port and in the same process. A request whose path starts with /__bench/ goes to them, every other to the app,
 * chosen on the raw request before either sees it, so the app's requests pay one string comparison for it.
 *
 * The app is loaded from dist/ rather than from src/ through tsx: it is the code `npm start` runs, compiled by
 * tsc as production compiles it, and a change to src/ is measured only once built (`npm run bench -- --build`).
 * Only this file goes through tsx (it is loaded with `node --import tsx`); the modules it imports from dist/ are
 * plain JavaScript that tsx passes through as it is. The periodic purge of deleted recipes is left out: it runs
 * once at start and every six hours, never during a run.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { getRequestListener } from '@hono/node-server';
import type * as AppModule from '../../src/server/app.ts';
import type * as ConfigModule from '../../src/server/config.ts';
import type * as ContextModule from '../../src/server/context.ts';
import type * as LoggerModule from '../../src/server/lib/logger.ts';
import type * as SeedModule from '../../src/server/db/seed/load-starter-recipes.ts';
import type * as ListeningReportModule from '../../src/server/lib/listening-report.ts';
import type * as GarbageCollectionModule from '../../src/server/lib/garbage-collection.ts';
import type * as PantryModule from '../../src/server/modules/pantry/index.ts';
import { baselineRoutes } from './baseline-routes.ts';

const built = <T>(file: string) => import(new URL(`../../dist/server/${file}`, import.meta.url).href) as Promise<T>;

// As main.ts starts: the collector's setting first.
(await built<typeof GarbageCollectionModule>('lib/garbage-collection.js')).keepShortLivedObjectsYoung();

const [
  { createApp },
  { loadConfig },
  { createContext },
  { createLogger },
  { loadStarterRecipes },
  { reportListening },
  { readCataloguePostingsAhead },
] = await Promise.all([
  built<typeof AppModule>('app.js'),
  built<typeof ConfigModule>('config.js'),
  built<typeof ContextModule>('context.js'),
  built<typeof LoggerModule>('lib/logger.js'),
  built<typeof SeedModule>('db/seed/load-starter-recipes.js'),
  built<typeof ListeningReportModule>('lib/listening-report.js'),
  built<typeof PantryModule>('modules/pantry/index.js'),
]);

const config = loadConfig();
const logger = createLogger(config.logLevel);
const ctx = await createContext(config, logger);
await loadStarterRecipes(ctx.db, logger);
// As serve() in main.ts builds its listener.
const app = getRequestListener(createApp(ctx).fetch, { hostname: config.host });
const baseline = getRequestListener(baselineRoutes().fetch, { hostname: config.host });

/**
 * The CPU profile of one measured run (`npm run bench -- --cpu-prof <dir>`): `POST /__bench/profile/start` before it,
 * `POST /__bench/profile/stop` after it answers the profile as JSON. A profile of the whole process would mix in the
 * start-up, the warm-ups and the other scenarios.
 */
let profiler: Session | null = null;
async function profile(action: 'start' | 'stop'): Promise<string> {
  if (!profiler) {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    // A sample every 250 µs: a request here takes a few hundred.
    await profiler.post('Profiler.setSamplingInterval', { interval: 250 });
  }
  if (action === 'start') {
    await profiler.post('Profiler.start');
    return '{}';
  }
  const { profile } = await profiler.post('Profiler.stop');
  return JSON.stringify(profile);
}

/**
 * How long the event loop was held up while a measurement ran (the import scenario, import-event-loop.ts):
 * `POST /__bench/event-loop/start` before it, `POST /__bench/event-loop/stop` after it answers the worst, the 99th
 * percentile and the mean delay in milliseconds, as JSON. Node's histogram records the time between turns of a 10 ms
 * timer; a delay here is that time past the 10 ms, the time the loop was held up.
 */
const LOOP_SAMPLE_MS = 10;
let loopDelay: IntervalHistogram | null = null;
function eventLoop(action: 'start' | 'stop'): string {
  if (action === 'start') {
    loopDelay?.disable();
    loopDelay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
    loopDelay.enable();
    return '{}';
  }
  if (!loopDelay) throw new Error('the event loop was not being watched');
  loopDelay.disable();
  const toMs = (ns: number) => Math.max(0, ns / 1e6 - LOOP_SAMPLE_MS);
  const delays = { maxMs: toMs(loopDelay.max), p99Ms: toMs(loopDelay.percentile(99)), meanMs: toMs(loopDelay.mean) };
  loopDelay = null;
  return JSON.stringify(delays);
}

const server = createServer((req, res) => {
  const watch = req.method === 'POST' && /^\/__bench\/event-loop\/(start|stop)$/.exec(req.url ?? '')?.[1];
  if (watch === 'start' || watch === 'stop') {
    try {
      res.writeHead(200, { 'content-type': 'application/json' }).end(eventLoop(watch));
    } catch (err) {
      res.writeHead(409).end(String(err));
    }
    return;
  }
  const action = req.method === 'POST' && /^\/__bench\/profile\/(start|stop)$/.exec(req.url ?? '')?.[1];
  if (action === 'start' || action === 'stop') {
    void profile(action).then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
    return;
  }
  return req.url?.startsWith('/__bench/') ? baseline(req, res) : app(req, res);
});
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  logger.info({ port, database: ctx.db.kind }, 'bench server is serving');
  reportListening(port);
  void readCataloguePostingsAhead(ctx.db, logger);
});

// As main.ts: in-flight requests finish, then the database closes.
process.once('SIGTERM', () => {
  server.close(() => void ctx.db.destroy().then(() => process.exit(0)));
  server.closeIdleConnections();
});
