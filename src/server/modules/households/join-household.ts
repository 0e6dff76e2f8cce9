import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import { HouseholdError } from './household-error.ts';
import { HOUSEHOLD_MAX_MEMBERS, householdOf } from './households.repo.ts';

/**
 * What joining will do to the household left behind: nothing when others are still in it; when the person was alone
 * in it, kept for them (it holds a plan or a list, which they get back when they leave) or deleted (it holds nothing).
 */
export interface JoinPlan {
  householdId: string;
  previousId: string;
  previous: 'stays' | 'kept' | 'deleted';
}

async function memberCount(trx: Db, householdId: string): Promise<number> {
  const row = await trx.kysely
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('householdId', '=', householdId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the household has anything of its own: a planned meal or an item added by hand (ticks are on those). */
async function holdsAnything(trx: Db, householdId: string): Promise<boolean> {
  const [entry, item] = await Promise.all([
    trx.kysely.selectFrom('mealPlanEntry').select('id').where('householdId', '=', householdId).limit(1).executeTakeFirst(),
    trx.kysely.selectFrom('shoppingManualItem').select('id').where('householdId', '=', householdId).limit(1).executeTakeFirst(),
  ]);
  return entry !== undefined || item !== undefined;
}

/**
 * Checks, inside the accepting transaction, that `userId` may join `householdId`: not already in it, room for one
 * more (the household's row is locked on PostgreSQL, so two people cannot take the twelfth place at once), and,
 * when they are alone in a household that holds a plan or a list (kept for them while they are away), that they
 * were told so and confirmed.
 */
export async function planJoin(trx: Db, userId: string, householdId: string, confirmMove: boolean): Promise<JoinPlan> {
  const previousId = await householdOf(trx, userId);
  if (previousId === null) throw new Error('planJoin: the account is gone');
  if (previousId === householdId) throw new HouseholdError('alreadyMember');
  if (trx.kind === 'postgres') await trx.kysely.selectFrom('household').select('id').where('id', '=', householdId).forUpdate().execute();
  if ((await memberCount(trx, householdId)) >= HOUSEHOLD_MAX_MEMBERS) throw new HouseholdError('full');
  if ((await memberCount(trx, previousId)) > 1) return { householdId, previousId, previous: 'stays' };
  if (!(await holdsAnything(trx, previousId))) return { householdId, previousId, previous: 'deleted' };
  if (!confirmMove) throw new HouseholdError('confirmMove');
  return { householdId, previousId, previous: 'kept' };
}

/** No one in it: re-checked in each statement that keeps or deletes a household. */
const withoutMembers = (eb: ExpressionBuilder<Database, 'household'>) =>
  eb.not(eb.exists(eb.selectFrom('user').select('user.id').whereRef('user.householdId', '=', 'household.id')));

/**
 * Moves the person. A household they were alone in is kept for them with its plan and list (replacing one kept
 * before: one per person) or, holding nothing, deleted with its invitations (foreign keys cascade).
 */
export async function carryOutJoin(trx: Db, userId: string, plan: JoinPlan): Promise<void> {
  await trx.kysely.updateTable('user').set({ householdId: plan.householdId }).where('id', '=', userId).execute();
  if (plan.previous === 'stays') return;
  if (plan.previous === 'deleted') {
    await trx.kysely.deleteFrom('household').where('id', '=', plan.previousId).where(withoutMembers).execute();
    return;
  }
  await trx.kysely.deleteFrom('household').where('keptFor', '=', userId).where('id', '!=', plan.previousId).execute();
  await trx.kysely.updateTable('household').set({ keptFor: userId }).where('id', '=', plan.previousId).where(withoutMembers).execute();
}
