import { randomUUID } from 'node:crypto';
import type { Db } from '../db/kysely.ts';
import { inTransaction } from '../db/kysely.ts';
import type { JobTable } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import {
  finishedJobsKeptMs,
  isJobId,
  NotEnqueued,
  retryDelayMs,
  stopReason,
  type BackendOptions,
  type JobBackend,
  type NewJob,
} from './job-backend.ts';
import type { JobState, JobStatus, ResolvedKind } from './job-kind.ts';
import { runHandler } from './run-handler.ts';

export interface SqliteBackendOptions extends BackendOptions {
  db: Db;
  logger: Logger;
  now: () => Date;
  /** How long a claimed job stays claimed without its runner renewing it: after a crash it is taken again then. */
  leaseMs: number;
}

type JobRow = Omit<JobTable, 'attempts'> & { attempts: number };

const lostRunner = 'its server stopped while it ran';

/**
 * The queue on SQLite: the `job` table, polled. SQLite is one server's database, so this is simple: one
 * connection, transactions that take the write lock when they begin, and a lease per running job that the runner
 * renews, so that a job whose process died is taken again when the lease runs out.
 */
export function createSqliteBackend({
  db,
  logger,
  now,
  leaseMs,
  kinds,
  concurrency,
  pollIntervalMs,
  graceMs,
  app,
}: SqliteBackendOptions): JobBackend {
  const running = new Map<string, { kind: string; attempt: number; finished: Promise<void> }>();
  const stopping = new AbortController();
  let started = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let leaseTimer: ReturnType<typeof setInterval> | undefined;
  let polling = false;
  let pollAgain = false;

  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();

  async function claim(kind: string): Promise<JobRow | null> {
    return inTransaction(db, async (trx) => {
      const at = iso();
      // A job whose runner died on its last try is not tried again.
      await trx.kysely
        .updateTable('job')
        .set({ state: 'failed', lastError: lostRunner, leaseUntil: null, finishedAt: at })
        .where('kind', '=', kind)
        .where('state', '=', 'running')
        .where('leaseUntil', '<', at)
        .whereRef('attempts', '>=', 'maxAttempts')
        .execute();
      const next = await trx.kysely
        .selectFrom('job as j')
        .selectAll('j')
        .where('j.kind', '=', kind)
        .where((eb) =>
          eb.or([
            eb.and([eb('j.state', 'in', ['queued', 'retry']), eb('j.runAfter', '<=', at)]),
            eb.and([eb('j.state', '=', 'running'), eb('j.leaseUntil', '<', at)]),
          ]),
        )
        // One running job per singleton key.
        .where((eb) =>
          eb.or([
            eb('j.singletonKey', 'is', null),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('job as r')
                  .select('r.id')
                  .whereRef('r.kind', '=', 'j.kind')
                  .whereRef('r.singletonKey', '=', 'j.singletonKey')
                  .where('r.state', '=', 'running')
                  .whereRef('r.id', '!=', 'j.id'),
              ),
            ),
          ]),
        )
        .orderBy('j.runAfter')
        .orderBy('j.createdAt')
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const attempts = next.attempts + 1;
      await trx.kysely
        .updateTable('job')
        .set({ state: 'running', attempts, leaseUntil: iso(leaseMs) })
        .where('id', '=', next.id)
        .execute();
      return { ...next, attempts };
    });
  }

  /** The job's row, if this runner's attempt still holds it (a stop may have given up on it already). */
  const held = (id: string, attempt: number) =>
    db.kysely.updateTable('job').where('id', '=', id).where('state', '=', 'running').where('attempts', '=', attempt);

  async function run(resolved: ResolvedKind, row: JobRow): Promise<void> {
    const outcome = await runHandler(
      resolved,
      { id: row.id, attempt: row.attempts, payload: JSON.parse(row.payload) as unknown },
      stopping.signal,
      async (progress) => {
        await held(row.id, row.attempts)
          .set({ progress: JSON.stringify(progress ?? null) })
          .execute();
      },
      graceMs,
      app(),
    );
    const at = iso();
    if (outcome.ok) {
      await held(row.id, row.attempts)
        .set({ state: 'done', result: JSON.stringify(outcome.result), lastError: null, leaseUntil: null, finishedAt: at })
        .execute();
    } else if (row.attempts < row.maxAttempts) {
      await held(row.id, row.attempts)
        .set({
          state: 'retry',
          lastError: outcome.error,
          leaseUntil: null,
          runAfter: iso(retryDelayMs({ delaySeconds: row.retryDelaySeconds, backoff: row.retryBackoff === 1 }, row.attempts)),
        })
        .execute();
    } else {
      await held(row.id, row.attempts).set({ state: 'failed', lastError: outcome.error, leaseUntil: null, finishedAt: at }).execute();
    }
  }

  function launch(resolved: ResolvedKind, row: JobRow) {
    const finished = run(resolved, row)
      .catch((err: unknown) => logger.error({ err, jobId: row.id, kind: row.kind }, 'a job could not be recorded'))
      .finally(() => {
        running.delete(row.id);
        if (!stopping.signal.aborted) void poll();
      });
    running.set(row.id, { kind: row.kind, attempt: row.attempts, finished });
  }

  async function poll(): Promise<void> {
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    try {
      do {
        pollAgain = false;
        for (const resolved of kinds.values()) {
          const name = resolved.kind.name;
          while (!stopping.signal.aborted && [...running.values()].filter((r) => r.kind === name).length < concurrency) {
            const row = await claim(name);
            if (!row) break;
            launch(resolved, row);
          }
        }
      } while (pollAgain && !stopping.signal.aborted);
    } catch (err) {
      logger.error({ err }, 'looking for jobs to run failed');
    } finally {
      polling = false;
    }
  }

  function schedulePoll() {
    pollTimer = setTimeout(() => {
      void poll().finally(() => {
        if (!stopping.signal.aborted) schedulePoll();
      });
    }, pollIntervalMs);
    pollTimer.unref();
  }

  /** Renews this runner's own attempts only: a runner that was thought dead must not hold a job another has taken. */
  async function renewLeases() {
    for (const [id, { attempt }] of running) {
      await held(id, attempt)
        .set({ leaseUntil: iso(leaseMs) })
        .execute()
        .catch((err: unknown) => logger.error({ err, jobId: id }, 'renewing the lease of a running job failed'));
    }
  }

  return {
    async enqueue({ resolved, payload, singletonKey, runAfter, periodKey }: NewJob) {
      const id = randomUUID();
      const kind = resolved.kind.name;
      const at = iso();
      try {
        await inTransaction(db, async (trx) => {
          if (periodKey !== null) {
            const claimed = await trx.kysely
              .insertInto('jobPeriod')
              .values({ kind, periodKey, jobId: id, claimedAt: at })
              .onConflict((oc) => oc.doNothing())
              .returning('jobId')
              .executeTakeFirst();
            if (!claimed) throw new NotEnqueued();
          }
          const added = await trx.kysely
            .insertInto('job')
            .values({
              id,
              kind,
              payload: JSON.stringify(payload ?? null),
              state: 'queued',
              singletonKey,
              runAfter: runAfter ? runAfter.toISOString() : at,
              maxAttempts: resolved.retry.attempts,
              retryDelaySeconds: resolved.retry.delaySeconds,
              retryBackoff: resolved.retry.backoff ? 1 : 0,
              timeoutSeconds: resolved.timeoutSeconds,
              createdAt: at,
            })
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!added) throw new NotEnqueued();
        });
      } catch (err) {
        if (err instanceof NotEnqueued) return null;
        throw err;
      }
      if (started && !stopping.signal.aborted) setImmediate(() => void poll());
      return id;
    },

    async status(resolved, id) {
      if (!isJobId(id)) return null;
      const row = await db.kysely
        .selectFrom('job')
        .selectAll()
        .where('id', '=', id)
        .where('kind', '=', resolved.kind.name)
        .executeTakeFirst();
      if (!row) return null;
      return statusOf(row);
    },

    async start() {
      if (started) return;
      started = true;
      leaseTimer = setInterval(() => void renewLeases(), Math.max(1, Math.floor(leaseMs / 3)));
      leaseTimer.unref();
      await poll();
      schedulePoll();
    },

    async tidy() {
      await db.kysely
        .deleteFrom('job')
        .where('state', 'in', ['done', 'failed'])
        .where('finishedAt', '<', iso(-finishedJobsKeptMs))
        .execute();
    },

    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort(stopReason());
      clearTimeout(pollTimer);
      while (polling) await new Promise((resolve) => setImmediate(resolve)); // a claim under way lands in `running`
      await Promise.all([...running.values()].map((r) => r.finished));
      clearInterval(leaseTimer);
    },
  };
}

const states: Record<string, JobState> = { queued: 'queued', retry: 'queued', running: 'running', done: 'done', failed: 'failed' };

function statusOf(row: JobRow): JobStatus {
  return {
    id: row.id,
    kind: row.kind,
    state: states[row.state] ?? 'failed',
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    progress: row.progress === null ? null : (JSON.parse(row.progress) as unknown),
    result: row.result === null ? null : (JSON.parse(row.result) as unknown),
    createdAt: row.createdAt,
    runAfter: row.runAfter,
  };
}
