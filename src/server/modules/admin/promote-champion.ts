import type { AdminChampion } from '../../../shared/admin.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { isChampionType } from '../../../shared/permissions.ts';
import { approveChampion, findAdminChampion, findPromotable, makeBoth } from './admin.repo.ts';

export type PromoteResult = { status: 'not-found' } | { status: 'promoted' | 'approved' | 'already'; champion: AdminChampion };

/**
 * Makes the account with this email a champion: a participant or someone not yet set up becomes "both"
 * (they keep planning their own meals and gain the champion tools); a champion or "both" stays as they are.
 */
export async function promoteChampion(db: Db, email: string, adminId: string): Promise<PromoteResult> {
  return inTransaction(db, async (trx) => {
    const user = await findPromotable(trx, email);
    if (!user) return { status: 'not-found' };
    const already = isChampionType(user.userType);
    const approving = already && user.championStatus !== 'approved';
    const now = new Date().toISOString();
    if (!already) await makeBoth(trx, user.id, adminId, now);
    else if (approving) await approveChampion(trx, user.id, adminId, now);
    const champion = await findAdminChampion(trx, user.id);
    if (!champion) return { status: 'not-found' };
    return { status: !already ? 'promoted' : approving ? 'approved' : 'already', champion };
  });
}
