import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../app-env.ts';
import { createLogger } from '../lib/logger.ts';
import { describeEachDatabase } from '../test/test-server.ts';
import { createJobRunner, defineJobKind, type JobRunner, type JobRunnerOptions, type JobStatus, type SomeJobKind } from './index.ts';

let kindCount = 0;
/** A kind name no other test in the file uses: every test of a block shares one database. */
const newKindName = () => `test-job-${++kindCount}-${Math.random().toString(36).slice(2, 8)}`;

const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

function runnerFor(ctx: AppContext, options: Partial<JobRunnerOptions> & Pick<JobRunnerOptions, 'kinds'>): JobRunner {
  const runner = createJobRunner({
    app: () => ctx,
    db: ctx.db,
    database: ctx.config.database,
    logger: createLogger('silent'),
    // pg-boss looks no more often than every half second; the SQLite runner is also told of its own enqueues.
    pollIntervalMs: 500,
    graceMs: 1000,
    ...options,
  });
  runners.push(runner);
  return runner;
}

/** Polls a job's status until `done` says so, failing after a deadline (no test waits for a set time). */
async function statusWhen(runner: JobRunner, kind: SomeJobKind, id: string, done: (status: JobStatus) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const status = await runner.status(kind, id);
    if (status && done(status)) return status;
    if (Date.now() > deadline) throw new Error(`job ${id} never got there; last seen: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never saw ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How many jobs of a kind the database holds, whichever queue keeps them. */
async function jobsOfKind(ctx: AppContext, name: string): Promise<number> {
  if (ctx.db.kind === 'sqlite') {
    const row = await ctx.db.kysely
      .selectFrom('job')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', name)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = ${name}`.execute(ctx.db.kysely);
  return rows[0]?.n ?? 0;
}

const noRetryDelay = { delaySeconds: 0, backoff: false };

describeEachDatabase('the job runner', (server, databaseKind) => {
  it('runs an enqueued job and keeps its progress and result', async () => {
    const double = defineJobKind({
      name: newKindName(),
      payload: z.object({ n: z.number().int() }),
      async handle({ n }, job) {
        await job.reportProgress({ done: 1, of: 1 });
        return { doubled: n * 2, database: job.app.db.kind };
      },
    });
    const runner = runnerFor(server().ctx, { kinds: [double] });

    const id = await runner.enqueue(double, { n: 21 });
    expect(id).toEqual(expect.any(String));
    expect(await runner.status(double, id!)).toMatchObject({ state: 'queued', attempts: 0, result: null, lastError: null });

    await runner.start();
    const status = await statusWhen(runner, double, id!, (s) => s.state === 'done');
    expect(status).toMatchObject({
      kind: double.name,
      attempts: 1,
      result: { doubled: 42, database: server().ctx.db.kind },
      progress: { done: 1, of: 1 },
      lastError: null,
    });
  });

  it('says nothing of a job that is not there, or not of that kind', async () => {
    const one = defineJobKind({ name: newKindName(), payload: z.object({}), handle: async () => null });
    const other = defineJobKind({ name: newKindName(), payload: z.object({}), handle: async () => null });
    const runner = runnerFor(server().ctx, { kinds: [one, other] });
    const id = await runner.enqueue(one, {});

    expect(await runner.status(other, id!)).toBeNull();
    expect(await runner.status(one, 'not-a-job-id')).toBeNull();
    expect(await runner.status(one, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('refuses a payload its kind refuses, and a kind it was not given', async () => {
    const strict = defineJobKind({ name: newKindName(), payload: z.object({ n: z.number() }), handle: async () => null });
    const unknown = defineJobKind({ name: newKindName(), payload: z.object({}), handle: async () => null });
    const runner = runnerFor(server().ctx, { kinds: [strict] });

    await expect(runner.enqueue(strict, { n: 'three' } as unknown as { n: number })).rejects.toThrow(/payload its schema refuses/);
    await expect(runner.enqueue(unknown, {})).rejects.toThrow(/was not given the job kind/);
    expect(await jobsOfKind(server().ctx, strict.name)).toBe(0);
  });

  it('retries a failed job, and gives up after its last attempt with the reason kept', async () => {
    const attemptsSeen: number[] = [];
    const flaky = defineJobKind({
      name: newKindName(),
      payload: z.object({}),
      retry: { attempts: 3, ...noRetryDelay },
      async handle(_payload, job) {
        attemptsSeen.push(job.attempt);
        if (job.attempt === 1) throw new Error('the file was cut short');
        return 'read';
      },
    });
    const broken = defineJobKind({
      name: newKindName(),
      payload: z.object({}),
      retry: { attempts: 2, ...noRetryDelay },
      async handle() {
        throw new Error('the address does not answer');
      },
    });
    const runner = runnerFor(server().ctx, { kinds: [flaky, broken] });
    const flakyId = await runner.enqueue(flaky, {});
    const brokenId = await runner.enqueue(broken, {});
    await runner.start();

    expect(await statusWhen(runner, flaky, flakyId!, (s) => s.state === 'done')).toMatchObject({
      attempts: 2,
      result: 'read',
      lastError: null,
    });
    expect(attemptsSeen).toEqual([1, 2]);
    expect(await statusWhen(runner, broken, brokenId!, (s) => s.state === 'failed')).toMatchObject({
      attempts: 2,
      maxAttempts: 2,
      lastError: 'the address does not answer',
      result: null,
    });
  });

  it('waits before a retry, longer after each failure', async () => {
    let clock = Date.now();
    const attemptsSeen: number[] = [];
    const failingOnce = defineJobKind({
      name: newKindName(),
      payload: z.object({}),
      retry: { attempts: 3, delaySeconds: 30, backoff: true },
      async handle(_payload, job) {
        attemptsSeen.push(job.attempt);
        if (job.attempt === 1) throw new Error('the mail server is busy');
        return 'sent';
      },
    });
    const runner = runnerFor(server().ctx, { kinds: [failingOnce], now: () => new Date(clock) });
    const id = await runner.enqueue(failingOnce, {});
    const failedAt = Date.now();
    await runner.start();

    const waiting = await statusWhen(runner, failingOnce, id!, (s) => s.attempts === 1 && s.state === 'queued');
    expect(waiting.lastError).toBe('the mail server is busy');
    // pg-boss adds up to as much again at random to the first retry's 30 s.
    expect(Date.parse(waiting.runAfter) - failedAt).toBeGreaterThanOrEqual(29_000);
    expect(attemptsSeen).toEqual([1]);

    // The SQLite runner's clock can be moved past the wait; pg-boss waits by the database's.
    if (databaseKind === 'sqlite') {
      clock += 31_000;
      expect(await statusWhen(runner, failingOnce, id!, (s) => s.state === 'done')).toMatchObject({ attempts: 2, result: 'sent' });
    }
  });

  it('runs a job again after a restart when a stop interrupted it', async () => {
    let started = false;
    const attemptsSeen: number[] = [];
    const handle = async (_payload: unknown, job: { attempt: number; signal: AbortSignal }) => {
      attemptsSeen.push(job.attempt);
      if (job.attempt > 1) return 'finished';
      started = true;
      // A long job: it ends only when the runner's stop aborts it.
      await new Promise((_, reject) => job.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));
      return 'cut short';
    };
    const name = newKindName();
    const longJob = defineJobKind({ name, payload: z.object({}), retry: { attempts: 3, ...noRetryDelay }, handle });
    const first = runnerFor(server().ctx, { kinds: [longJob] });
    const id = await first.enqueue(longJob, {});
    await first.start();
    await until(() => started, 'the job start');
    expect(await first.status(longJob, id!)).toMatchObject({ state: 'running', attempts: 1 });

    await first.stop();
    expect(await first.status(longJob, id!)).not.toMatchObject({ state: 'running' });

    // The next start of the server: a new runner on the same database.
    const second = runnerFor(server().ctx, { kinds: [longJob] });
    expect(await second.status(longJob, id!)).toMatchObject({ state: 'queued', lastError: 'the server stopped while it ran' });
    await second.start();
    expect(await statusWhen(second, longJob, id!, (s) => s.state === 'done')).toMatchObject({ attempts: 2, result: 'finished' });
    expect(attemptsSeen).toEqual([1, 2]);
  });

  it('keeps one job per singleton key while it waits', async () => {
    const runsFor: string[] = [];
    const importFile = defineJobKind({
      name: newKindName(),
      payload: z.object({ person: z.string() }),
      singleton: true,
      async handle({ person }) {
        runsFor.push(person);
        return null;
      },
    });
    const runner = runnerFor(server().ctx, { kinds: [importFile] });

    const first = await runner.enqueue(importFile, { person: 'ada' }, { singletonKey: 'ada' });
    const again = await runner.enqueue(importFile, { person: 'ada' }, { singletonKey: 'ada' });
    const other = await runner.enqueue(importFile, { person: 'grace' }, { singletonKey: 'grace' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    await expect(runner.enqueue(importFile, { person: 'ada' })).rejects.toThrow(/need a singleton key/);

    await runner.start();
    await statusWhen(runner, importFile, first!, (s) => s.state === 'done');
    await statusWhen(runner, importFile, other!, (s) => s.state === 'done');
    expect(runsFor.sort()).toEqual(['ada', 'grace']);
    expect(await jobsOfKind(server().ctx, importFile.name)).toBe(2);
  });

  it('does not start a job before its time', async () => {
    const later = defineJobKind({ name: newKindName(), payload: z.object({}), handle: async () => 'ran' });
    const soon = defineJobKind({ name: newKindName(), payload: z.object({}), handle: async () => 'ran' });
    const runner = runnerFor(server().ctx, { kinds: [later, soon] });
    const laterId = await runner.enqueue(later, {}, { runAfter: new Date(Date.now() + 60 * 60 * 1000) });
    const soonId = await runner.enqueue(soon, {});
    await runner.start();

    // The job enqueued second has run, so the runner has looked at the first and left it.
    await statusWhen(runner, soon, soonId!, (s) => s.state === 'done');
    expect(await runner.status(later, laterId!)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('runs a weekly job once per week however many runners share the database', async () => {
    let now = new Date('2026-11-23T09:00:00.000Z'); // a Monday
    const weeksRun: string[] = [];
    const digest = defineJobKind({
      name: newKindName(),
      payload: z.object({}),
      async handle() {
        weeksRun.push(now.toISOString());
        return null;
      },
    });
    const recurring = [{ kind: digest, every: 'week' as const, payload: {} }];
    const a = runnerFor(server().ctx, { kinds: [digest], recurring, now: () => now });
    const b = runnerFor(server().ctx, { kinds: [digest], recurring, now: () => now });
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.enqueueRecurring(), b.enqueueRecurring(), a.enqueueRecurring(), b.enqueueRecurring()]);
    await until(() => weeksRun.length === 1, 'the first week’s run');

    now = new Date('2026-11-29T23:59:00.000Z'); // the same week's Sunday
    await Promise.all([a.enqueueRecurring(), b.enqueueRecurring()]);
    now = new Date('2026-11-30T00:01:00.000Z'); // the next Monday
    await Promise.all([a.enqueueRecurring(), b.enqueueRecurring(), a.enqueueRecurring(), b.enqueueRecurring()]);
    await until(() => weeksRun.length === 2, 'the second week’s run');

    expect(await jobsOfKind(server().ctx, digest.name)).toBe(2);
    expect(await a.enqueue(digest, {}, { oncePer: { period: 'week' } })).toBeNull();
    expect(await b.enqueue(digest, {}, { oncePer: { period: 'week', key: 'a person' } })).toEqual(expect.any(String));
  });

  it('forgets period claims older than any period, and on SQLite finished jobs after a week', async () => {
    const weekly = defineJobKind({ name: newKindName(), payload: z.object({}), handle: async () => 'sent' });
    const first = runnerFor(server().ctx, { kinds: [weekly] });
    const id = await first.enqueue(weekly, {}, { oncePer: { period: 'week' } });
    await first.start();
    await statusWhen(first, weekly, id!, (s) => s.state === 'done');

    const twoMonthsOn = runnerFor(server().ctx, { kinds: [weekly], now: () => new Date(Date.now() + 61 * 24 * 60 * 60 * 1000) });
    await twoMonthsOn.start();
    const claims = await server().ctx.db.kysely.selectFrom('jobPeriod').select('jobId').where('kind', '=', weekly.name).execute();
    expect(claims).toEqual([]);
    // pg-boss deletes finished jobs after 7 days by the database's clock, which a test cannot move.
    if (databaseKind === 'sqlite') expect(await twoMonthsOn.status(weekly, id!)).toBeNull();
  });

  // pg-boss expires a job whose server died after the kind's time limit, by the database's clock; on SQLite the
  // runner's own lease does it, and its clock can be moved.
  if (databaseKind === 'sqlite') {
    it('takes a job again when the server running it died and its lease ran out', async () => {
      const attemptsSeen: number[] = [];
      const stuck = defineJobKind({
        name: newKindName(),
        payload: z.object({}),
        async handle(_payload, job) {
          attemptsSeen.push(job.attempt);
          if (job.attempt > 1) return 'finished elsewhere';
          // The first server never finishes: it stands for one that died with the job.
          await new Promise((_, reject) => job.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));
          return null;
        },
      });
      const dying = runnerFor(server().ctx, { kinds: [stuck], leaseMs: 60_000 });
      const id = await dying.enqueue(stuck, {});
      await dying.start();
      await statusWhen(dying, stuck, id!, (s) => s.state === 'running');

      const later = runnerFor(server().ctx, { kinds: [stuck], leaseMs: 60_000, now: () => new Date(Date.now() + 2 * 60_000) });
      await later.start();
      expect(await statusWhen(later, stuck, id!, (s) => s.state === 'done')).toMatchObject({ attempts: 2, result: 'finished elsewhere' });

      // The first server's attempt, ending at last, does not overwrite the second's.
      await dying.stop();
      expect(await later.status(stuck, id!)).toMatchObject({ state: 'done', attempts: 2 });
      expect(attemptsSeen).toEqual([1, 2]);
    });
  }
});
