import type { LeftHousehold } from '../../../shared/households.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { HouseholdError } from './household-error.ts';
import { findHousehold, returnToKept, startHousehold } from './households.repo.ts';

/**
 * POST /api/household/leave: the person goes back to the household kept for them when they joined (with its plan
 * and list), or gets a new one of their own, named after them, with the size of the one they leave. The plan and
 * list of the household they leave stay with the members who remain. Someone alone has nothing to leave.
 */
export async function leaveHousehold(db: Db, userId: string): Promise<LeftHousehold> {
  const returned = await inTransaction(db, async (trx) => {
    // Serializes with joining and with another leave by the same person (PostgreSQL; SQLite has one writer).
    if (trx.kind === 'postgres') await trx.kysely.selectFrom('user').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
    const current = await findHousehold(trx, userId);
    if (!current) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
    if (current.members.length <= 1) throw new HouseholdError('alone');
    if (await returnToKept(trx, userId)) return true;
    const me = await trx.kysely.selectFrom('user').select('name').where('id', '=', userId).executeTakeFirstOrThrow();
    await startHousehold(trx, userId, { name: me.name, size: current.size });
    return false;
  });
  const household = await findHousehold(db, userId);
  if (!household) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
  return { ...household, returned };
}
