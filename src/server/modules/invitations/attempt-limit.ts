import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { AttemptsExceededError } from './invitation-error.ts';

export interface AttemptLimit {
  /** Our keys in better-auth's rateLimit table start with this (its own keys start with an address). */
  prefix: string;
  max: number;
  windowSeconds: number;
}

/** Look-ups per client address: enough for people behind one shared address, far too few to guess 160 bits. */
export const lookupLimit: AttemptLimit = { prefix: 'invitation-lookup:', max: 20, windowSeconds: 10 * 60 };
/** Accept attempts (and setup with a code) per signed-in user. */
export const acceptLimit: AttemptLimit = { prefix: 'invitation-accept:', max: 10, windowSeconds: 10 * 60 };

/**
 * Counts one attempt of `subject` in a fixed window and throws AttemptsExceededError past the limit. The counter
 * lives in the database (better-auth's rateLimit table, our own key prefix) and is changed by one atomic upsert,
 * so the limit holds across any number of app servers. See docs/decisions/0013-invitations.md.
 */
export async function countAttempt(db: Db, limit: AttemptLimit, subject: string): Promise<void> {
  const now = Date.now();
  const windowMs = limit.windowSeconds * 1000;
  const stale = sql<boolean>`"rateLimit"."lastRequest" <= cast(${now - windowMs} as bigint)`;
  const row = await db.kysely
    .insertInto('rateLimit')
    .values({ id: randomUUID(), key: `${limit.prefix}${subject}`, count: 1, lastRequest: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${stale} then 1 else "rateLimit"."count" + 1 end`,
        lastRequest: sql<number>`case when ${stale} then cast(${now} as bigint) else "rateLimit"."lastRequest" end`,
      }),
    )
    .returning(['count', 'lastRequest'])
    .executeTakeFirstOrThrow();
  if (row.count > limit.max) {
    const windowEnds = Number(row.lastRequest) + windowMs;
    throw new AttemptsExceededError(Math.max(1, Math.ceil((windowEnds - now) / 1000)));
  }
}
