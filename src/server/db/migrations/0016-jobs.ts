import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Background jobs (docs/decisions/0067-one-job-runner.md).
 * - `job`: the queue on SQLite, where the app's own table is the queue (on PostgreSQL pg-boss keeps its jobs in its
 *   own `pgboss` schema, made and migrated by pg-boss itself). `state` is queued, running, done or failed; a running
 *   job holds a lease (`leaseUntil`) that its runner renews, so a job whose process died is taken again once the lease
 *   runs out. `payload`, `progress` and `result` are JSON text. A singleton key allows one queued and one running job
 *   per kind and key: two partial unique indexes say so.
 * - `jobPeriod`: one row per kind, key and period (a week, a day) in which a job was enqueued "once per period", on
 *   both databases: the row is inserted in the transaction that enqueues the job, so however many app servers try,
 *   one job is enqueued per period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  if (t.kind === 'sqlite') {
    await db.schema
      .createTable('job')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('singletonKey', 'text')
      .addColumn('runAfter', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('maxAttempts', 'integer', (c) => c.notNull())
      .addColumn('retryDelaySeconds', 'integer', (c) => c.notNull())
      .addColumn('retryBackoff', 'integer', (c) => c.notNull())
      .addColumn('timeoutSeconds', 'integer', (c) => c.notNull())
      .addColumn('lastError', 'text')
      .addColumn('progress', 'text')
      .addColumn('result', 'text')
      .addColumn('leaseUntil', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('finishedAt', 'text')
      .execute();
    // What a runner looks for: queued jobs that are due, and running ones whose lease has run out.
    await db.schema.createIndex('job_due_idx').on('job').columns(['state', 'runAfter']).execute();
    await sql`create unique index "job_singleton_queued_idx" on "job" ("kind", "singletonKey") where "state" = 'queued' and "singletonKey" is not null`.execute(
      db,
    );
    await sql`create unique index "job_singleton_running_idx" on "job" ("kind", "singletonKey") where "state" = 'running' and "singletonKey" is not null`.execute(
      db,
    );
  }
  await db.schema
    .createTable('jobPeriod')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('periodKey', 'text', (c) => c.notNull())
    .addColumn('jobId', 'text', (c) => c.notNull())
    .addColumn('claimedAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('jobPeriod_pk', ['kind', 'periodKey'])
    .execute();
}
