import { createHash } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import type { Db } from '../db/kysely.ts';

/** better-auth names a password-reset token's verification row `reset-password:<token>`, its value the user id. */
const RESET_PREFIX = 'reset-password:';
/**
 * What we store instead: the SHA-256 of that name under a prefix of its own. better-auth, not finding a hashed
 * name, also tries the name as given (for rows stored before hashing was turned on); a stored row named
 * `reset-password:<hash>` would therefore let the hash itself work as a token. No name better-auth looks up
 * starts with this prefix, so that fallback can never reach a stored row.
 */
export const HASHED_RESET_PREFIX = 'reset-password-sha256:';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

/**
 * How better-auth stores verification identifiers: reset tokens hashed, so that a copy of the database holds
 * none that works. A token is 24 random characters (about 143 bits): an unsalted SHA-256 cannot be walked back.
 * The rest (OAuth state, minutes long) stay as they are: for a name the client sends whole, better-auth's
 * fallback above would accept the stored hash itself, so hashing them would protect nothing.
 * See docs/decisions/0025-mail-and-stored-secrets.md.
 */
export const verificationStorage = {
  storeIdentifier: {
    default: 'plain',
    overrides: { [RESET_PREFIX]: { hash: async (identifier: string) => `${HASHED_RESET_PREFIX}${sha256(identifier)}` } },
  },
} satisfies BetterAuthOptions['verification'];

/** Ends every outstanding password-reset link of the user: after a reset or a password change, none works. */
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db.kysely
    .deleteFrom('verification')
    .where((eb) => eb.or([eb('identifier', 'like', `${HASHED_RESET_PREFIX}%`), eb('identifier', 'like', `${RESET_PREFIX}%`)]))
    .where('value', '=', userId)
    .execute();
}
