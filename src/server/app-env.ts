import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Db } from './db/kysely.ts';
import type { HouseholdEvents } from './lib/household-events.ts';
import type { JobRunner } from './jobs/index.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './lib/mailer.ts';
import type { MeRow } from './auth/me-row.ts';
import type { Storage } from './lib/storage/storage.ts';

/** What every request handler can reach: built once at start-up in main.ts (or by a test). */
export interface AppContext {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /** Uploaded files (recipe photos): local disk under DATA_DIR/photos; see lib/storage/storage.ts. */
  storage: Storage;
  /** Changes to a household's plan and list, streamed to its members' open pages (lib/household-events.ts). */
  householdEvents: HouseholdEvents;
  /**
   * Background jobs (jobs/, decision 0067): enqueue and read them from anywhere; main.ts starts and stops the running of
   * them, so a test or the CLI that never starts it runs none.
   */
  jobs: JobRunner;
}

export interface AppEnv {
  Variables: {
    ctx: AppContext;
    userId: string;
    /**
     * The acting user's document as the session check read it (one query with the session), or null when
     * better-auth's own path answered; read it with `toMe`, or afresh with `findMe` after changing the user.
     */
    sessionUser: MeRow | null;
    /**
     * What the route's requireUserWith read in the session's statement (its module knows the type); undefined
     * when nothing was read that way.
     */
    sessionCompanion: unknown;
    clientIp: string | undefined;
    requestId: string;
  };
}
