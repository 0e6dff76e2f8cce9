import { FRESH_SIGN_IN_MINUTES } from '../../../shared/account.ts';
import type { AppContext } from '../../app-env.ts';
import { verifyPassword } from '../../auth/password.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { limitRequests, type RequestLimit } from '../../lib/request-limit.ts';

/** Password checks before deleting an account, per user: each runs scrypt (64 MiB), and each is a guess. */
export const accountDeletionLimit: RequestLimit = { prefix: 'account-delete:', max: 5, windowSeconds: 15 * 60 };

/**
 * Proves that the person at the keyboard owns the account before it is deleted, beyond holding its session
 * cookie: the account's password when it has one; otherwise (Google or another provider only) a session
 * made by a sign-in of the last few minutes. Throws a coded AppError, changing nothing, when it is not proven.
 */
export async function confirmAccountOwner(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  proof: { password: string | undefined; sessionCreatedAt: Date | null },
): Promise<void> {
  const credential = await ctx.db.kysely
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();

  if (credential?.password) {
    const details = (message: string) => [{ path: 'password', message }];
    if (!proof.password) {
      const refusal = words('profile.delete.passwordRequired');
      throw new AppError('BAD_REQUEST', refusal, details(refusal));
    }
    await limitRequests(ctx.db, accountDeletionLimit, userId, words('server.account.tooManyAttempts'));
    if (!(await verifyPassword({ hash: credential.password, password: proof.password }))) {
      const refusal = words('validation.account.wrongPassword');
      throw new AppError('BAD_REQUEST', refusal, details(refusal), { clientCode: 'WRONG_PASSWORD' });
    }
    return;
  }

  const signedInAt = proof.sessionCreatedAt?.getTime() ?? Number.NaN;
  if (!(Date.now() - signedInAt <= FRESH_SIGN_IN_MINUTES * 60 * 1000)) {
    throw new AppError('FORBIDDEN', words('server.account.signInAgain', { minutes: FRESH_SIGN_IN_MINUTES }), undefined, {
      clientCode: 'SIGN_IN_AGAIN',
    });
  }
}
