import type { z } from 'zod';
import type { AppContext } from '../app-env.ts';

/** Where a job is: waiting (first time or for a retry), being run, finished, or given up on. */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** How often a kind's job is tried, and how long it waits between tries. */
export interface RetryPolicy {
  /** Runs in all, the first included: 1 never retries. */
  attempts: number;
  /** Wait before the first retry; with `backoff`, each further retry waits about twice as long as the one before. */
  delaySeconds: number;
  backoff: boolean;
}

/** What a handler is told about the job it runs. */
export interface RunningJob {
  /** The app's database, storage, mailer and settings, as a request handler has them. */
  app: AppContext;
  id: string;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  /** Aborted when the runner stops or the kind's time limit is reached: the handler should stop soon after. */
  signal: AbortSignal;
  /** Kept with the job and shown by `status` (any JSON value: `{ done: 40, of: 200 }`). */
  reportProgress(progress: unknown): Promise<void>;
}

export interface JobKind<P = unknown, R = unknown> {
  /** Lower-case words joined by hyphens: `import-file`. Stored with every job, so never renamed once shipped. */
  name: string;
  /** Checked when a job is enqueued and again before it runs (a job may wait across a deployment). */
  payload: z.ZodType<P>;
  /** Does the work; what it returns (JSON) is kept as the job's result. Throwing fails this attempt. */
  handle(payload: P, job: RunningJob): Promise<R>;
  /**
   * Every job of this kind carries a singleton key (a person's id, say): one of them per key may wait and one may
   * run. A second enqueue while one with the same key waits gets null.
   */
  singleton?: boolean;
  retry?: Partial<RetryPolicy>;
  /** How long one run may take before its signal is aborted and the attempt counts as failed. */
  timeoutSeconds?: number;
}

/** Any kind with the type of its payload forgotten: what a list of kinds holds. */
export type SomeJobKind = Omit<JobKind, 'payload' | 'handle'> & {
  payload: z.ZodType<unknown>;
  handle(payload: never, job: RunningJob): Promise<unknown>;
};

export const defaultRetry: RetryPolicy = { attempts: 3, delaySeconds: 30, backoff: true };
export const defaultTimeoutSeconds = 15 * 60;

/** A kind with its defaults filled in, as the runners use it. */
export interface ResolvedKind {
  kind: JobKind;
  retry: RetryPolicy;
  timeoutSeconds: number;
}

const kindName = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Declares a kind of job; the runner must be given it (context.ts lists the app's kinds) to run its jobs. */
export function defineJobKind<P, R>(kind: JobKind<P, R>): JobKind<P, R> {
  if (!kindName.test(kind.name)) throw new Error(`job kind name "${kind.name}" must be lower-case words joined by hyphens`);
  const attempts = kind.retry?.attempts;
  if (attempts !== undefined && (!Number.isInteger(attempts) || attempts < 1)) {
    throw new Error(`job kind "${kind.name}": retry.attempts must be a whole number of at least 1`);
  }
  return kind;
}

export function resolveKind(some: SomeJobKind): ResolvedKind {
  const kind = some as JobKind;
  return { kind, retry: { ...defaultRetry, ...kind.retry }, timeoutSeconds: kind.timeoutSeconds ?? defaultTimeoutSeconds };
}

/** A job as `status` reports it. */
export interface JobStatus {
  id: string;
  kind: string;
  state: JobState;
  /** Runs started so far. */
  attempts: number;
  maxAttempts: number;
  /** Why the last run failed, while it is retried or once it has failed for good; null otherwise. */
  lastError: string | null;
  /** What the handler last reported, or null. */
  progress: unknown;
  /** What the handler returned, once done; null before. */
  result: unknown;
  createdAt: string;
  /** When it may run (next): a retry's time after a failure. */
  runAfter: string;
}

export type Period = 'hour' | 'day' | 'week';

export interface EnqueueOptions {
  /** Required for a singleton kind, refused for any other (JobKind.singleton). */
  singletonKey?: string;
  /** Not before this time. */
  runAfter?: Date;
  /**
   * At most one job of this kind per period (and key: a person's id for "once a week per person"), however many
   * app servers enqueue it: a later enqueue in the same period gets null.
   */
  oncePer?: { period: Period; key?: string };
}

/** Work the runners enqueue by themselves, once per period across all app servers. */
export interface RecurringJob<P = unknown> {
  kind: JobKind<P> | SomeJobKind;
  every: Period;
  payload: P;
}
