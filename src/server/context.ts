import type { AppContext } from './app-env.ts';
import { createAuth } from './auth/auth.ts';
import type { Config } from './config.ts';
import { createDb, refreshPlannerStatistics, type DbOptions } from './db/kysely.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createMailer, type MailerOptions } from './lib/mailer.ts';
import { createLocalDiskStorage } from './lib/storage/local-disk-storage.ts';

/** Everything the server, the CLI and the tests share: database (migrated), logger, mailer, auth and file storage. */
export async function createContext(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  dbOptions: DbOptions = {},
  onSend?: MailerOptions['onSend'],
): Promise<AppContext> {
  const db = createDb(config.database, (err) => logger.warn({ err }, 'an idle database connection was lost'), dbOptions);
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
  return { config, db, logger, mailer, auth, storage };
}
