import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { weeklyEmailDays } from './config.ts';
import { createDb, type Db } from './db/kysely.ts';
import { startAppProcess, type AppProcess } from './test/app-process.ts';
import { POSTGRES_TEMPLATE, withDatabase } from './test/global-setup.ts';
import { startSmtpReceiver, type SmtpReceiver } from './test/smtp-receiver.ts';
import { describeWithPostgres } from './test/test-server.ts';

/**
 * The weekly email (docs/decisions/0084-the-weekly-digest.md) from two real app servers on one PostgreSQL database,
 * as an operator runs them behind a load balancer: both start their job runners, both enqueue the hourly run, and
 * each person who asked gets one email at the real SMTP receiver.
 */

const people = 5;

/** Everyone in the database is someone who finished setup and asked for the weekly email. */
async function addPeopleWhoAsked(db: Db): Promise<string[]> {
  const now = new Date().toISOString();
  const emails: string[] = [];
  for (let i = 0; i < people; i++) {
    const id = randomBytes(16).toString('base64url');
    const email = `weekly-${i}-${id.slice(0, 6).toLowerCase()}@example.com`;
    await db.kysely
      .insertInto('household')
      .values({ id, name: `Household ${i}`, size: 2, createdAt: now })
      .execute();
    await db.kysely
      .insertInto('user')
      .values({
        id,
        householdId: id,
        name: `Weekly ${i}`,
        email,
        emailVerified: false,
        image: null,
        createdAt: now,
        updatedAt: now,
        userType: 'regular',
        setupComplete: 1,
        role: 'user',
        weeklyEmail: 1,
      })
      .execute();
    emails.push(email);
  }
  return emails.sort();
}

/** Asks again until `check` holds: the servers work in their own time, and the test waits for what it can observe. */
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeWithPostgres(
  'the weekly email from two app servers',
  () => {
    const adminUrl = inject('postgresUrl') ?? '';
    const databaseName = `weekly_${randomBytes(6).toString('hex')}`;
    let db: Db | undefined;
    let receiver: SmtpReceiver | undefined;
    const started: AppProcess[] = [];
    let emails: string[] = [];

    beforeAll(async () => {
      const admin = createDb({ kind: 'postgres', url: adminUrl });
      await sql`create database ${sql.id(databaseName)} template ${sql.id(POSTGRES_TEMPLATE)}`.execute(admin.kysely);
      await admin.destroy();
      const databaseUrl = withDatabase(adminUrl, databaseName);
      db = createDb({ kind: 'postgres', url: databaseUrl });
      emails = await addPeopleWhoAsked(db);
      receiver = await startSmtpReceiver();

      // Sending time: this UTC hour of today, so the runners' first hourly run, as they start, is due.
      const now = new Date();
      const env = {
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        SMTP_URL: receiver.smtpUrl,
        WEEKLY_EMAIL_DAY: weeklyEmailDays[(now.getUTCDay() + 6) % 7] ?? 'monday',
        WEEKLY_EMAIL_HOUR: String(now.getUTCHours()),
      };
      const results = await Promise.allSettled([
        startAppProcess({ env, startTimeoutMs: 90_000 }),
        startAppProcess({ env, startTimeoutMs: 90_000 }),
      ]);
      for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }, 180_000);

    afterAll(async () => {
      await Promise.all(started.map((server) => server.stop()));
      for (const server of started) server.cleanUp();
      await db?.destroy();
      await receiver?.close();
      const admin = createDb({ kind: 'postgres', url: adminUrl });
      await sql`drop database if exists ${sql.id(databaseName)} with (force)`.execute(admin.kysely);
      await admin.destroy();
    }, 60_000);

    it('sends each person one email, whichever server runs the week', async () => {
      const database = db!;
      // The hourly run is one job for both servers; once it has ended, nothing more is on its way.
      const runs = () =>
        sql<{ state: string }>`select state from pgboss.job where name = 'weekly-email'`.execute(database.kysely).then(({ rows }) => rows);
      await until(async () => (await runs()).some((run) => run.state === 'completed'), 90_000, 'the weekly run to end');

      expect((await runs()).map((run) => run.state)).toEqual(['completed']);
      expect(receiver!.received.flatMap((mail) => mail.to).sort()).toEqual(emails);
      const claims = await database.kysely.selectFrom('weeklyEmailSent').select('userId').execute();
      expect(claims).toHaveLength(people);
    }, 120_000);
  },
  { timeout: 120_000 },
);
