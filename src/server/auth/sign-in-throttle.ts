import { createHmac } from 'node:crypto';
import type { AppContext } from '../app-env.ts';
import type { Db } from '../db/kysely.ts';
import { addressKey } from '../lib/address-key.ts';
import { AppError } from '../lib/app-error.ts';
import { clearAttempts, countAttempt, forgiveAttempt, lockedAttempt, type AttemptLock, type AttemptWindow } from '../lib/attempt-limit.ts';
import { tooManyAttemptsMessage } from '../../shared/rate-limit.ts';

/*
 * Sign-in limits (docs/decisions/0026-sign-in-limits.md). Only failed sign-ins count: a class on one Wi-Fi signs in
 * freely, while guessing is slowed per address and per account. Both checks run before the password hash, for
 * known and unknown emails alike, so a refused attempt costs no scrypt and the answers cannot tell them apart.
 */

/** Wrong passwords from one address, for any accounts. */
export const signInAddressLimit: AttemptWindow = { prefix: 'sign-in-address:', max: 30, windowSeconds: 10 * 60 };

/**
 * Wrong passwords for one account: 10 free, then 1, 2, 4, 8 and at most 15 minutes between attempts; forgotten 15
 * minutes after the last wait. Counted apart for addresses the account has a session from ("known") and all
 * others, so a stranger's guesses never lock the owner out at their usual address.
 */
export const signInAccountLock: AttemptLock = {
  prefix: 'sign-in-account:',
  free: 10,
  waitsSeconds: [60, 120, 240, 480, 900],
  forgetSeconds: 15 * 60,
};

type Bucket = 'known' | 'other';

/** The account's key: a keyed hash of the email, so the table holds no addresses and unknown emails fit too. */
function accountKey(secret: string, email: string, bucket: Bucket): string {
  const digest = createHmac('sha256', secret).update(`sign-in:${email.trim().toLowerCase()}`).digest('base64url');
  return `${digest.slice(0, 32)}:${bucket}`;
}

/** Has this account a session made from this address (where it signed in or up before)? */
async function isKnownAddress(db: Db, email: string, address: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select('session.id')
    .where('user.email', '=', email.trim().toLowerCase())
    .where('session.ipAddress', '=', address)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface SignInAttempt {
  /** Call with the answer's status: a success is forgiven at the address and clears the account's count. */
  finish(status: number): Promise<void>;
}

/**
 * Counts a sign-in attempt before the password is checked, or refuses it with 429 (Retry-After and the wait in
 * words) when the address or the account is over its limit.
 */
export async function beginSignIn(ctx: AppContext, address: string | undefined, email: string): Promise<SignInAttempt> {
  const { db, config } = ctx;
  const client = address ? addressKey(address) : 'unknown';
  const refuse = (seconds: number) =>
    new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(seconds), undefined, { retryAfterSeconds: seconds });

  const addressWait = await countAttempt(db, signInAddressLimit, client);
  if (addressWait !== null) throw refuse(addressWait);

  const bucket: Bucket = address && (await isKnownAddress(db, email, client)) ? 'known' : 'other';
  const account = accountKey(config.authSecret, email, bucket);
  const accountWait = await lockedAttempt(db, signInAccountLock, account);
  if (accountWait !== null) {
    // No password was tried: knocking on a locked account must not use up the address's (a shared room's) count.
    await forgiveAttempt(db, signInAddressLimit, client);
    throw refuse(accountWait);
  }

  return {
    async finish(status) {
      if (status !== 200) return;
      await forgiveAttempt(db, signInAddressLimit, client);
      await clearAttempts(db, [`${signInAccountLock.prefix}${account}`]);
    },
  };
}

/** A password reset proves the email is theirs: the account's counts start again everywhere. */
export async function clearSignInLocks(db: Db, secret: string, email: string): Promise<void> {
  const buckets: Bucket[] = ['known', 'other'];
  await clearAttempts(
    db,
    buckets.map((b) => `${signInAccountLock.prefix}${accountKey(secret, email, b)}`),
  );
}
