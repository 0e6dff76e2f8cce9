import { randomUUID } from 'node:crypto';
import { DEFAULT_HOUSEHOLD_SIZE } from '../../../shared/users.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';

/** The most members a household has (docs/decisions/0061-households.md). */
export const HOUSEHOLD_MAX_MEMBERS = 12;

/**
 * The person's household id, made for them if they have none yet (someone who signed up and has not finished
 * setup): every person is in exactly one. Null only when the account no longer exists.
 */
export async function householdOf(db: Db, userId: string): Promise<string | null> {
  const user = await db.kysely.selectFrom('user').select(['householdId']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  if (user.householdId !== null) return user.householdId;
  // Inside a caller's transaction (setup, the profile) it joins that one.
  const atomically = <T>(work: (trx: Db) => Promise<T>) => (db.kysely.isTransaction ? work(db) : inTransaction(db, work));
  return atomically(async (trx) => {
    // Read again inside the transaction, the person's row locked (PostgreSQL; SQLite has one writer at a time): of
    // two first requests at once, the second waits and finds the household the first made.
    let read = trx.kysely.selectFrom('user').select(['householdId', 'name']).where('id', '=', userId);
    if (trx.kind === 'postgres') read = read.forUpdate();
    const again = await read.executeTakeFirst();
    if (!again) return null;
    if (again.householdId !== null) return again.householdId;
    // Setup and the profile size it at once (saveSetup, updateProfile): until then, the size setup starts from.
    return startHousehold(trx, userId, { name: again.name, size: DEFAULT_HOUSEHOLD_SIZE });
  });
}

/** A new household with `userId` as its one member (a first one, or one's own after leaving); its id. */
export async function startHousehold(trx: Db, userId: string, { name, size }: { name: string; size: number }): Promise<string> {
  const id = randomUUID();
  await trx.kysely.insertInto('household').values({ id, name, size, createdAt: new Date().toISOString() }).execute();
  await trx.kysely.updateTable('user').set({ householdId: id }).where('id', '=', userId).execute();
  return id;
}

/** Moves the person back into the household kept for them, which is theirs again; false when none is kept. */
export async function returnToKept(trx: Db, userId: string): Promise<boolean> {
  const kept = await trx.kysely.selectFrom('household').select('id').where('keptFor', '=', userId).executeTakeFirst();
  if (!kept) return false;
  await trx.kysely.updateTable('household').set({ keptFor: null }).where('id', '=', kept.id).execute();
  await trx.kysely.updateTable('user').set({ householdId: kept.id }).where('id', '=', userId).execute();
  return true;
}

/** A household's name and size, as setup and the profile give them. */
export async function describeHousehold(db: Db, householdId: string, values: { name?: string; size?: number }): Promise<void> {
  if (values.name === undefined && values.size === undefined) return;
  await db.kysely
    .updateTable('household')
    .set({ ...(values.name !== undefined && { name: values.name }), ...(values.size !== undefined && { size: values.size }) })
    .where('id', '=', householdId)
    .execute();
}

/** The person's household with its members, by name; null when they have none. */
export async function findHousehold(db: Db, userId: string) {
  const household = await db.kysely
    .selectFrom('user as me')
    .innerJoin('household as h', 'h.id', 'me.householdId')
    .select(['h.id', 'h.name', 'h.size'])
    .where('me.id', '=', userId)
    .executeTakeFirst();
  if (!household) return null;
  const members = await db.kysely
    .selectFrom('user')
    .select(['id', 'name'])
    .where('householdId', '=', household.id)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return { ...household, members };
}
