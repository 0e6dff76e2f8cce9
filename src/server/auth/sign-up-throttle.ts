import type { AppContext } from '../app-env.ts';
import { addressKey } from '../lib/address-key.ts';
import { AppError } from '../lib/app-error.ts';
import { countAttempt, forgiveAttempt, type AttemptWindow } from '../lib/attempt-limit.ts';
import { tooManyAttemptsMessage } from '../../shared/rate-limit.ts';

/*
 * Sign-up limits beside better-auth's 60 per 10 minutes per address (auth.ts), which lets a class on one Wi-Fi
 * sign up together (docs/decisions/0026-sign-in-limits.md):
 */

/** Accounts made from one address in a day: a room's workshops fit, a script making accounts by the thousand does not. */
export const signUpDailyLimit: AttemptWindow = { prefix: 'sign-up-day:', max: 150, windowSeconds: 24 * 60 * 60 };

/**
 * Sign-ups refused because the email already has an account: that answer says who has one, so trying many emails
 * to list them is held to a few, as the old limit of 5 in 10 minutes did.
 */
export const signUpTakenLimit: AttemptWindow = { prefix: 'sign-up-taken:', max: 10, windowSeconds: 15 * 60 };

export interface SignUpAttempt {
  /** Call with the answer's status: only what each limit is about stays counted. */
  finish(status: number): Promise<void>;
}

/** Counts a sign-up before it runs, or refuses it with 429 (Retry-After and the wait in words). */
export async function beginSignUp(ctx: AppContext, address: string | undefined): Promise<SignUpAttempt> {
  const { db } = ctx;
  const client = address ? addressKey(address) : 'unknown';
  for (const limit of [signUpDailyLimit, signUpTakenLimit]) {
    const wait = await countAttempt(db, limit, client);
    if (wait !== null) {
      if (limit === signUpTakenLimit) await forgiveAttempt(db, signUpDailyLimit, client);
      throw new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(wait), undefined, { retryAfterSeconds: wait });
    }
  }
  return {
    async finish(status) {
      if (status !== 200) await forgiveAttempt(db, signUpDailyLimit, client);
      if (status !== 422) await forgiveAttempt(db, signUpTakenLimit, client);
    },
  };
}
