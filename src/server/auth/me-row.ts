import type { Db } from '../db/kysely.ts';

/**
 * The user columns a signed-in request reads with its session (session-check.ts), and the row they make: the
 * users module turns it into the user's document (toMe).
 */
export const meColumns = [
  'id',
  'email',
  'name',
  'createdAt',
  'setupComplete',
  'userType',
  'role',
  'householdSize',
  'dietaryNeeds',
  'weekStart',
  'language',
  'measures',
  'championStatus',
  'championStatusAt',
  'championRequestedType',
] as const;

export type MeRow = {
  id: string;
  email: string;
  name: string;
  createdAt: Date | string;
  setupComplete: number;
  userType: string | null;
  role: string;
  householdSize: number;
  dietaryNeeds: string;
  weekStart: string | null;
  language: string | null;
  measures: string;
  championStatus: string;
  championStatusAt: Date | string | null;
  championRequestedType: string | null;
};

/** The acting user's row, for a request whose session was read without it (better-auth's own session path). */
export async function readMeRow(db: Db, userId: string): Promise<MeRow | null> {
  const row = await db.kysely.selectFrom('user').select(meColumns).where('id', '=', userId).executeTakeFirst();
  return (row as MeRow | undefined) ?? null;
}
