import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The weekly email (issue 21 part 5; docs/decisions/0084-the-weekly-digest.md).
 * - `user.weeklyEmail`: 1 for someone who asked for it in their profile. Off for everyone until they turn it on,
 *   those already here included: nobody is sent mail they did not ask for.
 * - `weeklyEmailSent`: one row per person and week (the job runner's week key, `week-2026-11-23`), written before the
 *   email is sent. Its primary key is the claim: however many app servers send at once, one insert wins and only
 *   that server sends. Removed with the person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('user')
    .addColumn('weeklyEmail', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('weeklyEmailSent')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('sentAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_email_sent_pk', ['userId', 'week'])
    .execute();
  // The sweep forgets old weeks by this.
  await db.schema.createIndex('weekly_email_sent_at_idx').on('weeklyEmailSent').column('sentAt').execute();
}
