import type { AppContext } from '../app-env.ts';
import type { DatabaseConfig, Db } from '../db/kysely.ts';
import type { Logger } from '../lib/logger.ts';
import type { JobBackend } from './job-backend.ts';
import {
  resolveKind,
  type EnqueueOptions,
  type JobKind,
  type JobStatus,
  type RecurringJob,
  type ResolvedKind,
  type SomeJobKind,
} from './job-kind.ts';
import { periodKey } from './period.ts';
import { createPostgresBackend } from './postgres-backend.ts';
import { createSqliteBackend } from './sqlite-backend.ts';

/** The one way the app runs background work (docs/decisions/0067-one-job-runner.md). */
export interface JobRunner {
  /**
   * Adds a job of a kind the runner was given, its payload checked by the kind's schema (a payload that does not
   * fit is a mistake in the code: it throws). Returns the job's id, or null when a singleton key or a period
   * already has its job.
   */
  enqueue<P>(kind: JobKind<P, unknown>, payload: NoInfer<P>, options?: EnqueueOptions): Promise<string | null>;
  /**
   * A job of this kind by its id, or null when there is none (or the id is not one). Not scoped by person: a route
   * that reports a job reads its own row first, by the acting user (an import's), and the job's id from it.
   */
  status(kind: SomeJobKind, id: string): Promise<JobStatus | null>;
  /** Starts running jobs, and enqueuing the recurring ones (now, then every `recurringCheckMs`). */
  start(): Promise<void>;
  /** Stops: running jobs are aborted and recorded as a failed attempt, so they run again after a restart. */
  stop(): Promise<void>;
  /** Enqueues each recurring job whose current period has none yet, on whichever server asks first. */
  enqueueRecurring(): Promise<void>;
}

export interface JobRunnerOptions {
  /** The app's context, handed to every handler (asked for when a job runs: the context is built with the runner). */
  app: () => AppContext;
  db: Db;
  /** The database the app was opened on; pg-boss opens its own pool on a PostgreSQL one. */
  database: DatabaseConfig;
  logger: Logger;
  kinds: readonly SomeJobKind[];
  recurring?: readonly RecurringJob[];
  /** Jobs of one kind one server runs at once (JOB_CONCURRENCY). */
  concurrency?: number;
  /** How often an idle runner looks for due jobs (JOB_POLL_SECONDS). */
  pollIntervalMs?: number;
  /** How long an aborted handler has to return before its attempt counts as failed anyway. */
  graceMs?: number;
  recurringCheckMs?: number;
  /** SQLite's lease on a running job, renewed while it runs. */
  leaseMs?: number;
  /** The time, for tests: SQLite's due times and leases, and every runner's periods. */
  now?: () => Date;
}

/** Longer than the longest period (a week), so a claim is never forgotten while its period lasts. */
const periodClaimsKeptMs = 60 * 24 * 60 * 60 * 1000;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, database, logger, recurring = [], concurrency = 2, pollIntervalMs = 2000, graceMs = 5000 } = options;
  const { recurringCheckMs = 60_000, leaseMs = 60_000, now = () => new Date() } = options;
  const kinds = new Map<string, ResolvedKind>();
  for (const kind of options.kinds) {
    if (kinds.has(kind.name)) throw new Error(`two job kinds are named "${kind.name}"`);
    kinds.set(kind.name, resolveKind(kind));
  }
  const backendOptions = { kinds, concurrency, pollIntervalMs, graceMs, app: options.app };
  const backend: JobBackend =
    database.kind === 'postgres'
      ? createPostgresBackend({ ...backendOptions, db, url: database.url, logger })
      : createSqliteBackend({ ...backendOptions, db, logger, now, leaseMs });

  const resolvedOf = (kind: SomeJobKind): ResolvedKind => {
    const resolved = kinds.get(kind.name);
    if (!resolved || (resolved.kind as SomeJobKind) !== kind) throw new Error(`the job runner was not given the job kind "${kind.name}"`);
    return resolved;
  };

  let recurringTimer: ReturnType<typeof setInterval> | undefined;
  let tidyTimer: ReturnType<typeof setInterval> | undefined;

  /** Finished jobs past their keeping, and period claims older than any period (their keys name past periods). */
  async function tidy() {
    try {
      await backend.tidy();
      const before = new Date(now().getTime() - periodClaimsKeptMs).toISOString();
      await db.kysely.deleteFrom('jobPeriod').where('claimedAt', '<', before).execute();
    } catch (err) {
      logger.error({ err }, 'tidying finished jobs failed');
    }
  }

  const runner: JobRunner = {
    async enqueue(kind, payload, { singletonKey, runAfter, oncePer } = {}) {
      const resolved = resolvedOf(kind);
      if (Boolean(kind.singleton) !== (singletonKey !== undefined)) {
        throw new Error(
          kind.singleton ? `jobs of the kind "${kind.name}" need a singleton key` : `the job kind "${kind.name}" takes no singleton key`,
        );
      }
      const parsed = kind.payload.safeParse(payload);
      if (!parsed.success)
        throw new Error(`a job of the kind "${kind.name}" was given a payload its schema refuses`, { cause: parsed.error });
      const period = oncePer ? `${periodKey(oncePer.period, now())}${oncePer.key === undefined ? '' : `:${oncePer.key}`}` : null;
      return backend.enqueue({
        resolved,
        payload: parsed.data,
        singletonKey: singletonKey ?? null,
        runAfter: runAfter ?? null,
        periodKey: period,
      });
    },

    status: (kind, id) => backend.status(resolvedOf(kind), id),

    async enqueueRecurring() {
      for (const job of recurring) {
        await runner
          .enqueue(job.kind as JobKind, job.payload, { oncePer: { period: job.every } })
          .catch((err: unknown) => logger.error({ err, kind: job.kind.name }, 'a recurring job could not be enqueued'));
      }
    },

    async start() {
      await backend.start();
      await tidy();
      tidyTimer = setInterval(() => void tidy(), 60 * 60 * 1000);
      tidyTimer.unref();
      if (recurring.length === 0) return;
      await runner.enqueueRecurring();
      recurringTimer = setInterval(() => void runner.enqueueRecurring(), recurringCheckMs);
      recurringTimer.unref();
    },

    async stop() {
      clearInterval(recurringTimer);
      clearInterval(tidyTimer);
      await backend.stop();
    },
  };
  return runner;
}
