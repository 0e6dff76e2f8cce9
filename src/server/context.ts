import type { AppContext } from './app-env.ts';
import { createAuth } from './auth/auth.ts';
import type { Config } from './config.ts';
import { createDb, refreshPlannerStatistics, type DbOptions } from './db/kysely.ts';
import { migrateToLatest } from './db/migrate.ts';
import { appJobKinds, appRecurringJobs } from './job-kinds.ts';
import { createJobRunner } from './jobs/index.ts';
import { createHouseholdEvents, type HouseholdEventsOptions } from './lib/household-events.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createMailer, type MailerOptions } from './lib/mailer.ts';
import { createLocalDiskStorage } from './lib/storage/local-disk-storage.ts';

/** What a test may change in the context it builds; the server and the CLI use the defaults. */
export interface ContextOptions extends DbOptions {
  householdEvents?: HouseholdEventsOptions;
}

/** Everything the server, the CLI and the tests share: database (migrated), logger, mailer, auth and file storage. */
export async function createContext(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  options: ContextOptions = {},
  onSend?: MailerOptions['onSend'],
): Promise<AppContext> {
  const db = createDb(config.database, (err) => logger.warn({ err }, 'an idle database connection was lost'), options);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    await refreshPlannerStatistics(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const mailer = createMailer({ db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom, onSend });
  const auth = createAuth({ config, db, logger, mailer });
  const storage = createLocalDiskStorage(config.photosDir);
  const householdEvents = createHouseholdEvents(config.database, db, logger, options.householdEvents);
  // Handlers are given the context made here, the runner included: they ask for it when a job runs.
  const ctx: AppContext = {
    config,
    db,
    logger,
    mailer,
    auth,
    storage,
    householdEvents,
    jobs: createJobRunner({
      app: () => ctx,
      db,
      database: config.database,
      logger,
      kinds: appJobKinds,
      recurring: appRecurringJobs,
      concurrency: config.jobs.concurrency,
      pollIntervalMs: config.jobs.pollIntervalMs,
    }),
  };
  return ctx;
}
