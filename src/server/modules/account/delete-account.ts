import { sql, type Expression, type SqlBool } from 'kysely';
import type { AccountDelete } from '../../../shared/account.ts';
import type { AppContext } from '../../app-env.ts';
import { inTransaction } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { photoKey, photoSizes } from '../photos/index.ts';
import { confirmAccountOwner } from './confirm-account-owner.ts';
import { words } from '../../lib/i18n.ts';

/** `column` equals `text`, ignoring case. */
function equalsIgnoringCase(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = ${text.toLowerCase()}`;
}

export interface DeletedAccount {
  photosRemoved: number;
  filesLeft: number;
}

/**
 * Deletes the user's account and everything that names them, in one transaction (see
 * docs/decisions/0015-account-export-and-deletion.md):
 * - catalogue recipes they published stay in the catalogue without a publisher (userId null);
 * - photos they uploaded go, but for those a surviving recipe (a catalogue recipe, someone else's saved
 *   copy) still shows: those lose their uploader through the foreign key (SET NULL);
 * - mail addressed to them (by the recipient address: mail to others stays theirs, even when it mentions
 *   this person), verification rows for exactly their email or id, any rate-limit key ending in their id are
 *   deleted; invitations others addressed to their email forget the address and message;
 * - deleting the user row cascades to sessions (so their cookie stops working at once), sign-in accounts,
 *   their recipes, calendar feed, invitations they sent (and who accepted them), their acceptances, group
 *   memberships both ways and their recommendations, and the household kept for them (with its plan and list);
 * - their household goes with its plan, ticks and items when they were its last member; otherwise the others keep
 *   it whole, and the entries, ticks and items this person made lose their name.
 * The files of the removed photos are deleted after the commit: a failure there leaves files no row
 * names (never served), never a row without its files.
 * Refused with 400 and nothing changed unless `confirmEmail` is the account's email, and unless the owner is
 * confirmed (their password, or a fresh sign-in for an account without one: confirm-account-owner.ts).
 */
export async function deleteAccount(
  ctx: Pick<AppContext, 'db' | 'storage' | 'logger'>,
  userId: string,
  { confirmEmail, password }: AccountDelete,
  sessionCreatedAt: Date | null,
): Promise<DeletedAccount> {
  await confirmAccountOwner(ctx, userId, { password, sessionCreatedAt });
  const photoIds = await inTransaction(ctx.db, async (trx) => {
    const k = trx.kysely;
    // On PostgreSQL the row is locked until the end, so nothing new can refer to the user meanwhile.
    let find = k.selectFrom('user').select(['email', 'householdId']).where('id', '=', userId);
    if (trx.kind === 'postgres') find = find.forUpdate();
    const user = await find.executeTakeFirst();
    if (!user) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
    if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
      const refusal = words('validation.account.confirmEmail');
      throw new AppError('BAD_REQUEST', refusal, [{ path: 'confirmEmail', message: refusal }]);
    }
    const email = user.email.toLowerCase();

    // Published recipes stay in the catalogue (others saved and planned them); only the publisher goes.
    await k.updateTable('recipe').set({ userId: null }).where('userId', '=', userId).where('inCatalogue', '=', 1).execute();

    const removed = await k
      .deleteFrom('photo')
      .where('photo.userId', '=', userId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('recipe')
              .select('recipe.id')
              .whereRef('recipe.photoId', '=', 'photo.id')
              .where((r) => r.or([r('recipe.inCatalogue', '=', 1), r('recipe.userId', '<>', userId)])),
          ),
        ),
      )
      .returning('photo.id')
      .execute();

    // By address only: matching bodies by name deleted other people's mail (a user named "you" took them all).
    await k.deleteFrom('mailOutbox').where(equalsIgnoringCase('recipient', email)).execute();
    await k
      .deleteFrom('verification')
      .where((eb) =>
        eb.or([
          equalsIgnoringCase('identifier', email),
          equalsIgnoringCase('value', email),
          eb('identifier', '=', userId),
          eb('value', '=', userId),
        ]),
      )
      .execute();
    // Our keys are client addresses and paths; this is for any that ever holds a user's id.
    await k
      .deleteFrom('rateLimit')
      .where(sql<SqlBool>`${sql.ref('key')} like ${`%${userId.replace(/[\\%_]/g, (ch) => `\\${ch}`)}`} escape '\\'`)
      .execute();
    // Someone else's invitation to their address: it stays the sender's, without the address or the note to them.
    await k
      .updateTable('invitation')
      .set({ email: null, message: null })
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
      .where('inviterId', '<>', userId)
      .execute();

    await k.deleteFrom('user').where('id', '=', userId).execute();
    // The last member takes the household, its plan and its list with them; with others left, it stays whole
    // (what this person planned, ticked or added keeps its place, without their name: docs/decisions/0061-households.md).
    if (user.householdId !== null) {
      const others = await k.selectFrom('user').select('id').where('householdId', '=', user.householdId).limit(1).execute();
      if (others.length === 0) await k.deleteFrom('household').where('id', '=', user.householdId).execute();
    }
    return removed.map((r) => r.id);
  });

  let filesLeft = 0;
  for (const id of photoIds) {
    for (const size of photoSizes) {
      const key = photoKey(id, size);
      try {
        await ctx.storage.delete(key);
      } catch (err) {
        filesLeft += 1;
        ctx.logger.warn({ err, key }, 'the file of a deleted account’s photo could not be deleted');
      }
    }
  }
  ctx.logger.info({ userId, photosRemoved: photoIds.length, filesLeft }, 'account deleted');
  return { photosRemoved: photoIds.length, filesLeft };
}
