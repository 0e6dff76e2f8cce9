import { inTransaction, type Db } from '../../db/kysely.ts';
import { releaseGroup } from '../champions/index.ts';
import { revokeChampionRole } from './admin.repo.ts';

/**
 * Demotes a champion (or "both") to a participant for good (until an admin makes them a champion again), in one
 * transaction: their group is released (its
 * members' memberships end), their recommendations go, and their participant invitations still open are
 * revoked so that nobody joins a group that no longer exists. False when the user is no champion.
 */
export async function demoteChampion(db: Db, userId: string, adminId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    if (!(await revokeChampionRole(trx, userId, adminId, now))) return false;
    await releaseGroup(trx, userId, now);
    return true;
  });
}
