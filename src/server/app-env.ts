import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Db } from './db/kysely.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './lib/mailer.ts';

/** What every request handler can reach: built once at start-up in main.ts (or by a test). */
export interface AppContext {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
}

export interface AppEnv {
  Variables: {
    ctx: AppContext;
    userId: string;
    clientIp: string | undefined;
    requestId: string;
  };
}
