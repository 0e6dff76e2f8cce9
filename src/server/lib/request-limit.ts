import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/kysely.ts';
import { AppError } from './app-error.ts';
import { words } from './i18n.ts';

export interface RequestLimit {
  /** Our keys in better-auth's rateLimit table start with this (its own keys start with an address). */
  prefix: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one request of `subject` (a user id, a client address) in a fixed window and answers how many seconds
 * to wait when it is past the limit, or null while it is within. The counter lives in the database (better-auth's
 * rateLimit table, our own key prefix) and is changed by one atomic upsert, so the limit holds across any number
 * of app servers, and two requests racing each count once. See docs/decisions/0013-invitations.md.
 */
export async function countRequest(db: Db, limit: RequestLimit, subject: string): Promise<number | null> {
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
  if (row.count <= limit.max) return null;
  const windowEnds = Number(row.lastRequest) + windowMs;
  return Math.max(1, Math.ceil((windowEnds - now) / 1000));
}

/** Retry-After's seconds as the whole minutes people are told to wait (at least one). */
const minutesToWait = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

/** How long to wait, in whole minutes (at least one), in the language of the request being answered. */
export const tooManyRequestsMessage = (retryAfterSeconds: number) =>
  words('server.tooManyRequests', { minutes: minutesToWait(retryAfterSeconds) });

/**
 * countRequest, throwing 429 with Retry-After (whole seconds) past the limit; `message` replaces the standard words,
 * given the minutes to wait when it says when to try again.
 */
export async function limitRequests(
  db: Db,
  limit: RequestLimit,
  subject: string,
  message?: string | ((minutes: number) => string),
): Promise<void> {
  const retryAfterSeconds = await countRequest(db, limit, subject);
  if (retryAfterSeconds === null) return;
  const text =
    message === undefined
      ? tooManyRequestsMessage(retryAfterSeconds)
      : typeof message === 'string'
        ? message
        : message(minutesToWait(retryAfterSeconds));
  throw new AppError('TOO_MANY_REQUESTS', text, undefined, { retryAfterSeconds });
}

/** Recipe imports per signed-in user: each may fetch a page from the internet on the user's behalf. */
export const recipeImportLimit: RequestLimit = { prefix: 'recipe-import:', max: 20, windowSeconds: 60 };

/**
 * Recipe exports per signed-in user: each reads every recipe and photo of the collection, which a few times an hour
 * is plenty for (docs/decisions/0073-recipe-export.md).
 */
export const recipeExportLimit: RequestLimit = { prefix: 'recipe-export:', max: 5, windowSeconds: 60 * 60 };

/** Account exports per signed-in user: each reads every table the person has rows in, and holds the answer whole. */
export const accountExportLimit: RequestLimit = { prefix: 'account-export:', max: 5, windowSeconds: 60 * 60 };
