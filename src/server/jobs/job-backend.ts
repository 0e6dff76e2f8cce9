import type { AppContext } from '../app-env.ts';
import type { JobStatus, ResolvedKind, RetryPolicy } from './job-kind.ts';

/** A job the runner has checked and is handing to a backend to keep. */
export interface NewJob {
  resolved: ResolvedKind;
  payload: unknown;
  singletonKey: string | null;
  runAfter: Date | null;
  /** For "once per period": the key of the period (and person) this job is the one for. */
  periodKey: string | null;
}

/** Where jobs are kept and run: pg-boss on PostgreSQL, the `job` table on SQLite (decision 0067). */
export interface JobBackend {
  /** The new job's id, or null when a singleton key or a period already has its job. */
  enqueue(job: NewJob): Promise<string | null>;
  status(resolved: ResolvedKind, id: string): Promise<JobStatus | null>;
  /** Starts taking and running jobs. */
  start(): Promise<void>;
  /** Stops taking jobs, aborts the running ones, and returns once each has been recorded (retried later). */
  stop(): Promise<void>;
  /** Forgets jobs finished more than `finishedJobsKeptMs` ago (pg-boss does it by itself). */
  tidy(): Promise<void>;
}

export interface BackendOptions {
  kinds: ReadonlyMap<string, ResolvedKind>;
  /** What handlers are given as `job.app`. */
  app: () => AppContext;
  /** Jobs of one kind one runner runs at once. */
  concurrency: number;
  pollIntervalMs: number;
  /** How long a handler has to return once its signal is aborted before its attempt counts as failed anyway. */
  graceMs: number;
}

/** Raised inside an enqueue's transaction to undo a period's claim when the job itself could not be added. */
export class NotEnqueued extends Error {
  override name = 'NotEnqueued';
}

/** How long a finished job can still be read back: pg-boss's own default (`deleteAfterDays`), on SQLite too. */
export const finishedJobsKeptMs = 7 * 24 * 60 * 60 * 1000;

export const stopReason = () => new Error('the server stopped while it ran');

/** The wait after a failed attempt: the same each time, or doubling from `delaySeconds` with backoff. */
export function retryDelayMs({ delaySeconds, backoff }: Pick<RetryPolicy, 'delaySeconds' | 'backoff'>, attempt: number): number {
  const seconds = backoff ? delaySeconds * 2 ** (attempt - 1) : delaySeconds;
  return seconds * 1000;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Job ids are UUIDs on both databases: anything else names no job (and would be an error to PostgreSQL). */
export function isJobId(id: string): boolean {
  return uuid.test(id);
}
