import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/kysely.ts';
import { inTransaction } from '../db/kysely.ts';
import type { Logger } from '../lib/logger.ts';
import { isJobId, NotEnqueued, stopReason, type BackendOptions, type JobBackend, type NewJob } from './job-backend.ts';
import type { JobState, JobStatus, ResolvedKind } from './job-kind.ts';
import { runHandler } from './run-handler.ts';

export interface PostgresBackendOptions extends BackendOptions {
  db: Db;
  /** pg-boss works through a small pool of its own on the app's database (its schema: `pgboss`). */
  url: string;
  logger: Logger;
}

/** What pg-boss keeps in a job's `output`: ours alone, since this runner completes and fails every job itself. */
interface Output {
  result?: unknown;
  progress?: unknown;
  error?: string;
  /** What pg-boss writes itself when it gives up on a job (its time ran out, or it was active when pg-boss stopped). */
  value?: unknown;
}

/** Runs pg-boss's SQL through Kysely: in an enqueue's transaction, and on the app's pool for reads. */
function through(db: Db): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: [...(await db.kysely.executeQuery(CompiledQuery.raw(text, values))).rows] }),
  };
}

/**
 * The queue on PostgreSQL: pg-boss (decision 0067). It makes and migrates its own schema when it starts, takes jobs
 * with SKIP LOCKED so any number of app servers share the work, retries with backoff, and expires a job whose
 * server died. Enqueues and status reads go through the app's own connections (a period's claim and its job are
 * added in one transaction); the workers use pg-boss's pool.
 */
export function createPostgresBackend({
  db,
  url,
  logger,
  kinds,
  concurrency,
  pollIntervalMs,
  graceMs,
  app,
}: PostgresBackendOptions): JobBackend {
  /** Aborted first when the runner stops: no loop fetches another job after it. */
  const closing = new AbortController();
  /** Aborted once the fetches under way have come back: the jobs running then are told to stop. */
  const stopping = new AbortController();
  let opening: Promise<PgBoss> | null = null;
  const loops: Promise<void>[] = [];
  const fetches = new Set<Promise<unknown>>();

  /**
   * One job at a time: fetched, run, then completed or failed here, awaited. pg-boss's own `work()` completes a job
   * after its handler returns without waiting for the write, which could then land after a retry of the same job had
   * been fetched and mark the retry done before it ran (the tests saw it); and a stop could cut the write off.
   */
  async function workLoop(boss: PgBoss, resolved: ResolvedKind): Promise<void> {
    while (!closing.signal.aborted) {
      try {
        const fetching = boss.fetch<unknown>(resolved.kind.name, { batchSize: 1, includeMetadata: true });
        fetches.add(fetching);
        const [job] = await fetching.finally(() => fetches.delete(fetching));
        if (job) {
          await run(boss, resolved, job);
          continue;
        }
      } catch (err) {
        logger.error({ err, kind: resolved.kind.name }, 'running a job failed');
      }
      await delay(pollIntervalMs, undefined, { signal: closing.signal }).catch(() => {});
    }
  }

  // A failed start (the database away for a moment) is tried again by the next call.
  const open = () =>
    (opening ??= (async () => {
      const boss = new PgBoss({
        connectionString: url,
        schema: 'pgboss',
        application_name: 'champion-kitchen-jobs',
        max: Math.max(2, Math.min(10, kinds.size * concurrency + 1)),
        // Recurring work goes through the runner's own "once per period" (jobPeriod), which tests can drive with a clock.
        schedule: false,
      });
      boss.on('error', (err: unknown) => logger.error({ err }, 'the job queue reported an error'));
      await boss.start();
      await createMissingQueues(db, boss, kinds);
      return boss;
    })().catch((err: unknown) => {
      opening = null;
      throw err;
    }));

  async function run(boss: PgBoss, resolved: ResolvedKind, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const name = resolved.kind.name;
    let progress: unknown = null;
    const outcome = await runHandler(
      resolved,
      { id: job.id, attempt: job.retryCount + 1, payload: job.data },
      stopping.signal,
      async (reported) => {
        progress = reported ?? null;
        await sql`update pgboss.job set output = coalesce(output, '{}'::jsonb) || jsonb_build_object('progress', ${JSON.stringify(progress)}::jsonb)
          where name = ${name} and id = ${job.id}::uuid and state = 'active'`.execute(db.kysely);
      },
      graceMs,
      app(),
    );
    if (outcome.ok) await boss.complete(name, job.id, { result: outcome.result, progress } satisfies Output);
    else await boss.fail(name, job.id, { error: outcome.error, progress } satisfies Output);
  }

  return {
    async enqueue({ resolved, payload, singletonKey, runAfter, periodKey }: NewJob) {
      const boss = await open();
      const id = randomUUID();
      const name = resolved.kind.name;
      try {
        return await inTransaction(db, async (trx) => {
          if (periodKey !== null) {
            const claimed = await trx.kysely
              .insertInto('jobPeriod')
              .values({ kind: name, periodKey, jobId: id, claimedAt: new Date().toISOString() })
              .onConflict((oc) => oc.doNothing())
              .returning('jobId')
              .executeTakeFirst();
            if (!claimed) throw new NotEnqueued();
          }
          const added = await boss.send(name, (payload ?? null) as object, {
            id,
            ...(singletonKey !== null && { singletonKey }),
            ...(runAfter && { startAfter: runAfter }),
            retryLimit: resolved.retry.attempts - 1,
            retryDelay: resolved.retry.delaySeconds,
            retryBackoff: resolved.retry.backoff,
            // pg-boss's own limit comes after ours and the grace: it only catches a job whose server died.
            expireInSeconds: resolved.timeoutSeconds + Math.ceil(graceMs / 1000) + 60,
            db: through(trx),
          });
          if (!added) throw new NotEnqueued();
          return added;
        });
      } catch (err) {
        if (err instanceof NotEnqueued) return null;
        throw err;
      }
    },

    async status(resolved, id) {
      if (!isJobId(id)) return null;
      const boss = await open();
      const job = await boss.getJobById<unknown>(resolved.kind.name, id, { includeArchive: true, db: through(db) });
      return job ? statusOf(job) : null;
    },

    async start() {
      const boss = await open();
      for (const resolved of kinds.values()) {
        for (let i = 0; i < concurrency; i++) loops.push(workLoop(boss, resolved));
      }
    },

    // pg-boss archives finished jobs after 12 hours and deletes them after 7 days (status reads the archive too).
    tidy: async () => {},

    async stop() {
      if (closing.signal.aborted) return;
      closing.abort(stopReason());
      // A fetch already sent could otherwise take the retry of a job this stop has just failed and run it now, on the
      // way out (CI saw it): the jobs those fetches bring start, then stop with the rest.
      await Promise.allSettled([...fetches]);
      stopping.abort(stopReason());
      if (!opening) return;
      // Each loop ends once its job (aborted, then given the grace) has been recorded.
      await Promise.all(loops);
      const boss = await opening.catch(() => null);
      await boss?.stop({ graceful: false, close: true });
    },
  };
}

/**
 * A queue per kind, made once. Making one adds a partition to pg-boss's job table; two servers starting at once
 * deadlocked doing it, so they take turns under an advisory lock, and a queue already there is left alone.
 */
async function createMissingQueues(db: Db, boss: PgBoss, kinds: ReadonlyMap<string, ResolvedKind>): Promise<void> {
  await inTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('champion-kitchen: job queues'))`.execute(trx.kysely);
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const { kind } of kinds.values()) {
      if (!existing.has(kind.name)) await boss.createQueue(kind.name, { name: kind.name, policy: kind.singleton ? 'stately' : 'standard' });
    }
  });
}

const states: Record<string, JobState> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'failed',
};

function errorOf(output: Output | null): string | null {
  if (!output) return null;
  if (typeof output.error === 'string') return output.error;
  const value = output.value as { message?: unknown } | string | undefined;
  if (typeof value === 'string') return value;
  if (value && typeof value.message === 'string') return value.message;
  return null;
}

function statusOf(job: PgBoss.JobWithMetadata<unknown>): JobStatus {
  const output = (job.output ?? null) as Output | null;
  const state = states[job.state] ?? 'failed';
  return {
    id: job.id,
    kind: job.name,
    state,
    attempts: job.startedOn ? job.retryCount + 1 : 0,
    maxAttempts: job.retryLimit + 1,
    lastError: state === 'done' ? null : errorOf(output),
    progress: output?.progress ?? null,
    result: state === 'done' ? (output?.result ?? null) : null,
    createdAt: new Date(job.createdOn).toISOString(),
    runAfter: new Date(job.startAfter).toISOString(),
  };
}
