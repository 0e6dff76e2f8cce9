import { sql, type Kysely } from 'kysely';
import { redactLinks } from '../../lib/links.ts';

/** Outbox rows rewritten per statement batch: the outbox of a small install is a few thousand mails at most. */
const BATCH = 500;

/**
 * Secrets a copy of the database held before reset tokens were hashed and the outbox kept mail without links
 * (docs/decisions/0025-mail-and-stored-secrets.md): reset tokens stored as they were mailed are deleted (they
 * lasted an hour; whoever was resetting asks again), and every stored mail loses its links, among them
 * invitation links that may work for months.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from "verification" where "identifier" like 'reset-password:%'`.execute(db);

  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; body: string }>`
      select "id", "body" from "mailOutbox" where "id" > ${after} order by "id" limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const body = redactLinks(row.body);
      if (body !== row.body) await sql`update "mailOutbox" set "body" = ${body} where "id" = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
}
