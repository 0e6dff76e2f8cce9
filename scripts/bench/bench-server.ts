/**
 * The benchmark's server: the production app exactly as `npm start` builds it (dist/server: config, logger,
 * context, starter recipes, createApp), with the bare baseline routes (baseline-routes.ts) in front, on the same
 * port and in the same process. A request whose path starts with /__bench/ goes to them, every other to the app,
 * chosen on the raw request before either sees it, so the app's requests pay one string comparison for it.
 *
 * The app is loaded from dist/ rather than from src/ through tsx: it is the code `npm start` runs, compiled by
 * tsc as production compiles it, and a change to src/ is measured only once built (`npm run bench -- --build`).
 * Only this file goes through tsx (it is loaded with `node --import tsx`); the modules it imports from dist/ are
 * plain JavaScript that tsx passes through as it is. The periodic purge of deleted recipes is left out: it runs
 * once at start and every six hours, never during a run.
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type * as AppModule from '../../src/server/app.ts';
import type * as ConfigModule from '../../src/server/config.ts';
import type * as ContextModule from '../../src/server/context.ts';
import type * as LoggerModule from '../../src/server/lib/logger.ts';
import type * as SeedModule from '../../src/server/db/seed/load-starter-recipes.ts';
import { baselineRoutes } from './baseline-routes.ts';

const built = <T>(file: string) => import(new URL(`../../dist/server/${file}`, import.meta.url).href) as Promise<T>;

const [{ createApp }, { loadConfig }, { createContext }, { createLogger }, { loadStarterRecipes }] = await Promise.all([
  built<typeof AppModule>('app.js'),
  built<typeof ConfigModule>('config.js'),
  built<typeof ContextModule>('context.js'),
  built<typeof LoggerModule>('lib/logger.js'),
  built<typeof SeedModule>('db/seed/load-starter-recipes.js'),
]);

const config = loadConfig();
const logger = createLogger(config.logLevel);
const ctx = await createContext(config, logger);
await loadStarterRecipes(ctx.db, logger);
// As serve() in main.ts builds its listener.
const app = getRequestListener(createApp(ctx).fetch, { hostname: config.host });
const baseline = getRequestListener(baselineRoutes().fetch, { hostname: config.host });

const server = createServer((req, res) => (req.url?.startsWith('/__bench/') ? baseline(req, res) : app(req, res)));
server.listen(config.port, config.host, () => logger.info({ port: config.port, database: ctx.db.kind }, 'bench server is serving'));

// As main.ts: in-flight requests finish, then the database closes.
process.once('SIGTERM', () => {
  server.close(() => void ctx.db.destroy().then(() => process.exit(0)));
  server.closeIdleConnections();
});
