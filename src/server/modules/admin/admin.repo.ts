import type { AdminChampion } from '../../../shared/admin.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { championsWithGroupSize, championTypes, releaseGroup } from '../champions/champions.repo.ts';

/**
 * Admin queries. They are not scoped by the acting user on purpose: only admins reach them, and
 * require-admin.ts checks that on every request before any of these runs.
 */

type ChampionRow = Awaited<ReturnType<ReturnType<typeof championsWithGroupSize>['executeTakeFirstOrThrow']>>;

function toAdminChampion(row: ChampionRow): AdminChampion {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    userType: row.userType === 'champion' ? 'champion' : 'both',
    groupSize: Number(row.groupSize),
  };
}

/** Every champion (champion or both) with email, type and group size, by name: one GROUP BY query. */
export async function listAdminChampions(db: Db): Promise<AdminChampion[]> {
  return (await championsWithGroupSize(db).execute()).map(toAdminChampion);
}

async function findAdminChampion(db: Db, userId: string): Promise<AdminChampion | null> {
  const row = await championsWithGroupSize(db).where('u.id', '=', userId).executeTakeFirst();
  return row ? toAdminChampion(row) : null;
}

export type PromoteResult = { status: 'not-found' } | { status: 'promoted' | 'unchanged'; champion: AdminChampion };

/**
 * Makes the account with this email a champion: a participant or someone not yet set up becomes "both"
 * (they keep planning their own meals and gain the champion tools); a champion or "both" stays as they are.
 */
export async function promoteChampion(db: Db, email: string): Promise<PromoteResult> {
  return inTransaction(db, async (trx) => {
    const user = await trx.kysely
      .selectFrom('user')
      .select(['id', 'userType'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user) return { status: 'not-found' };
    const already = (championTypes as readonly (string | null)[]).includes(user.userType);
    if (!already) {
      await trx.kysely
        .updateTable('user')
        .set({ userType: 'both', updatedAt: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
    }
    const champion = await findAdminChampion(trx, user.id);
    if (!champion) return { status: 'not-found' };
    return { status: already ? 'unchanged' : 'promoted', champion };
  });
}

/**
 * Demotes a champion (or "both") to a participant, in one transaction: their group is released (its
 * members' memberships end), their recommendations go, and their participant invitations still open are
 * revoked so that nobody joins a group that no longer exists. False when the user is no champion.
 */
export async function demoteChampion(db: Db, userId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const demoted = await trx.kysely
      .updateTable('user')
      .set({ userType: 'regular', updatedAt: now })
      .where('id', '=', userId)
      .where('userType', 'in', [...championTypes])
      .executeTakeFirst();
    if (Number(demoted.numUpdatedRows) === 0) return false;
    await releaseGroup(trx, userId, now);
    return true;
  });
}
