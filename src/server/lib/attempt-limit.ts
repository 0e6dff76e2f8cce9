import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/kysely.ts';

/*
 * Counters of attempts (sign-ins, sign-ups) kept in better-auth's rateLimit table under our own key prefixes, each
 * changed by one atomic upsert so that they hold across several app servers and under racing requests. An attempt
 * is counted before its work runs (so a burst of parallel requests cannot all slip past a check), and forgiven
 * afterwards when it turns out not to be the kind being limited (a successful sign-in, a sign-up that worked).
 *
 * Unlike request-limit.ts, a row's lastRequest holds a time in the FUTURE: when the window ends, or when the next
 * attempt is allowed. better-auth prunes rows whose lastRequest is older than its longest window (15 minutes), so
 * this keeps ours until they no longer matter. See docs/decisions/0026-sign-in-limits.md.
 */

const last = sql<number>`"rateLimit"."lastRequest"`;
const at = (ms: number) => sql<number>`cast(${ms} as bigint)`;

export interface AttemptWindow {
  /** Key prefix in the rateLimit table; every prefix ends with ':'. */
  prefix: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt of `subject` in a fixed window: null while within `max`, else the whole seconds until the
 * window ends.
 */
export async function countAttempt(db: Db, limit: AttemptWindow, subject: string): Promise<number | null> {
  const now = Date.now();
  const ends = now + limit.windowSeconds * 1000;
  const over = sql<boolean>`${last} <= ${at(now)}`;
  const row = await db.kysely
    .insertInto('rateLimit')
    .values({ id: randomUUID(), key: `${limit.prefix}${subject}`, count: 1, lastRequest: ends })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${over} then 1 else "rateLimit"."count" + 1 end`,
        lastRequest: sql<number>`case when ${over} then ${at(ends)} else ${last} end`,
      }),
    )
    .returning(['count', 'lastRequest'])
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= limit.max) return null;
  return secondsUntil(Number(row.lastRequest), now);
}

/** Takes back one counted attempt that turned out not to be the kind the limit is about. */
export async function forgiveAttempt(db: Db, limit: { prefix: string }, subject: string): Promise<void> {
  await db.kysely
    .updateTable('rateLimit')
    .set({ count: sql<number>`"count" - 1` })
    .where('key', '=', `${limit.prefix}${subject}`)
    .where('count', '>', 0)
    .execute();
}

export interface AttemptLock {
  prefix: string;
  /** Attempts allowed before any wait. */
  free: number;
  /** The wait after attempt free, free + 1, …; the last one repeats (the cap). */
  waitsSeconds: readonly number[];
  /** Counted attempts are forgotten this long after the last wait ended. */
  forgetSeconds: number;
}

/** The wait, in ms, after the n-th counted attempt, as SQL over `n`. */
function waitAfter(lock: AttemptLock, n: RawBuilder<number>): RawBuilder<number> {
  const steps = lock.waitsSeconds.slice(0, -1).map((seconds, i) => sql`when ${n} = ${lock.free + i} then ${at(seconds * 1000)}`);
  const cap = at((lock.waitsSeconds.at(-1) ?? 0) * 1000);
  return sql<number>`case when ${n} < ${lock.free} then ${at(0)} ${sql.join(steps, sql` `)} else ${cap} end`;
}

/**
 * One attempt against a lock that allows `free` attempts, then makes each further one wait a growing (capped)
 * time after the one before. Answers null when the attempt may go ahead (it is counted), or the whole seconds to
 * wait (it is not counted, so knocking on a locked door never makes the wait longer). The row's lastRequest is
 * the time the next attempt is allowed.
 */
export async function lockedAttempt(db: Db, lock: AttemptLock, subject: string): Promise<number | null> {
  const now = Date.now();
  const key = `${lock.prefix}${subject}`;
  const forgotten = sql<boolean>`${last} <= ${at(now - lock.forgetSeconds * 1000)}`;
  const next = sql<number>`case when ${forgotten} then 1 else "rateLimit"."count" + 1 end`;
  const row = await db.kysely
    .insertInto('rateLimit')
    .values({ id: randomUUID(), key, count: 1, lastRequest: lock.free > 1 ? now : now + (lock.waitsSeconds[0] ?? 0) * 1000 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ count: next, lastRequest: sql<number>`${at(now)} + ${waitAfter(lock, next)}` })
        // Within the free attempts no wait applies: racing requests each read the clock a moment apart.
        .where(sql<boolean>`"rateLimit"."count" < ${lock.free} or ${last} <= ${at(now)}`),
    )
    .returning('count')
    .executeTakeFirst();
  if (row) return null;
  const held = await db.kysely.selectFrom('rateLimit').select('lastRequest').where('key', '=', key).executeTakeFirst();
  return secondsUntil(Number(held?.lastRequest ?? now), now);
}

/** Forgets every attempt counted under these keys (a success, a password reset). */
export async function clearAttempts(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.kysely.deleteFrom('rateLimit').where('key', 'in', keys).execute();
}

function secondsUntil(time: number, now: number): number {
  return Math.max(1, Math.ceil((time - now) / 1000));
}
