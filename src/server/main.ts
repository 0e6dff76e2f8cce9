import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContext } from './context.ts';
import { reportListening } from './lib/listening-report.ts';
import { createLogger } from './lib/logger.ts';
import { loadStarterRecipes } from './db/seed/load-starter-recipes.ts';
import { removeUnreferencedPhotos } from './modules/photos/index.ts';
import { purgeExpiredRecipes } from './modules/recipes/index.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const ctx = await createContext(config, logger);
  await loadStarterRecipes(ctx.db, logger);
  const app = createApp(ctx);

  // Recipes deleted more than 30 days ago leave for good, then photos no recipe shows any more: at start
  // and every six hours.
  const purge = () =>
    purgeExpiredRecipes(ctx.db)
      .catch((err: unknown) => logger.error({ err }, 'purging deleted recipes failed'))
      .then(() => removeUnreferencedPhotos(ctx))
      .then(
        ({ removed, filesLeft }) =>
          (removed || filesLeft) && logger.info({ photosRemoved: removed, photoFilesLeft: filesLeft }, 'unreferenced photos removed'),
      )
      .catch((err: unknown) => logger.error({ err }, 'removing unreferenced photos failed'));
  void purge();
  setInterval(() => void purge(), 6 * 60 * 60 * 1000).unref();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, database: ctx.db.kind, baseUrl: config.baseUrl }, 'Champion Kitchen is serving');
    reportListening(info.port);
    if (config.announceAddress) console.log(`Champion Kitchen is running at ${config.baseUrl}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in 10 s; closing anyway');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await ctx.db.destroy();
      logger.info('stopped');
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open; in-flight requests still finish.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  createLogger('error').fatal({ err }, 'failed to start');
  process.exit(1);
});
