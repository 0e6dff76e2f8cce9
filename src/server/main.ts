import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createContext } from './context.ts';
import { keepShortLivedObjectsYoung } from './lib/garbage-collection.ts';
import { reportListening } from './lib/listening-report.ts';
import { createLogger } from './lib/logger.ts';
import { loadStarterRecipes } from './db/seed/load-starter-recipes.ts';
import { readCataloguePostingsAhead } from './modules/pantry/index.ts';

async function main() {
  keepShortLivedObjectsYoung();
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

  // Every app server runs background jobs, whichever enqueued them, and enqueues the recurring ones (the daily purge
  // of deleted recipes and unused photos, job-kinds.ts) if no server has this period (docs/decisions/0067-one-job-runner.md).
  await ctx.jobs.start();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, database: ctx.db.kind, baseUrl: config.baseUrl }, 'Champion Kitchen is serving');
    reportListening(info.port);
    if (config.announceAddress) console.log(`Champion Kitchen is running at ${config.baseUrl}`);
  });
  // What can I make?'s catalogue, read now rather than by the first person to ask (a few seconds at 100,000 recipes).
  void readCataloguePostingsAhead(ctx.db, logger);

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
    // Running jobs are aborted as requests finish; each is recorded as an attempt and runs again after a restart.
    const jobsStopped = ctx.jobs.stop().catch((err: unknown) => logger.error({ err }, 'stopping the job runner failed'));
    server.close(async () => {
      await jobsStopped;
      await ctx.db.destroy();
      logger.info('stopped');
      process.exit(0);
    });
    // Open event streams never finish by themselves: they end now, and their pages connect to another server.
    void ctx.householdEvents.close();
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
