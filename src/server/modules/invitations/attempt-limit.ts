import type { Db } from '../../db/kysely.ts';
import { countRequest, type RequestLimit } from '../../lib/request-limit.ts';
import { AttemptsExceededError } from './invitation-error.ts';

export type AttemptLimit = RequestLimit;

/** Look-ups per client address: enough for people behind one shared address, far too few to guess 160 bits. */
export const lookupLimit: AttemptLimit = { prefix: 'invitation-lookup:', max: 20, windowSeconds: 10 * 60 };
/** Accept attempts (and setup with a code) per signed-in user. */
export const acceptLimit: AttemptLimit = { prefix: 'invitation-accept:', max: 10, windowSeconds: 10 * 60 };

/**
 * Counts one attempt of `subject` in a fixed window (src/server/lib/request-limit.ts, in the database) and throws
 * AttemptsExceededError, with the invitations' own message, past the limit. See docs/decisions/0013-invitations.md.
 */
export async function countAttempt(db: Db, limit: AttemptLimit, subject: string): Promise<void> {
  const retryAfterSeconds = await countRequest(db, limit, subject);
  if (retryAfterSeconds !== null) throw new AttemptsExceededError(retryAfterSeconds);
}
