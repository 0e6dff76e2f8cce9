import type { ExpressionBuilder } from 'kysely';
import { DEFAULT_HOUSEHOLD_SIZE } from '../../shared/users.ts';
import type { Db } from '../db/kysely.ts';
import type { Database } from '../db/schema.ts';

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
  'householdId',
  'dietaryNeeds',
  'weekStart',
  'language',
  'measures',
  'championStatus',
  'championStatusAt',
  'championRequestedType',
  'championSeesActivity',
  'championSeesGoalProgress',
  'championSeesCheckInNotes',
  'weeklyEmail',
] as const;

export type MeRow = {
  id: string;
  email: string;
  name: string;
  createdAt: Date | string;
  setupComplete: number;
  userType: string | null;
  role: string;
  /** The person's household (docs/decisions/0061-households.md); null until their first need of one. */
  householdId: string | null;
  /** Their household's size (`householdSize` below). */
  householdSize: number;
  dietaryNeeds: string;
  weekStart: string | null;
  language: string | null;
  measures: string;
  championStatus: string;
  championStatusAt: Date | string | null;
  championRequestedType: string | null;
  /** What their champion may see: 0/1 each (migration 0025). */
  championSeesActivity: number;
  championSeesGoalProgress: number;
  championSeesCheckInNotes: number;
  weeklyEmail: number;
};

/**
 * The household's size as the person's `householdSize`, read beside `meColumns` from the household left-joined to the
 * user (`withHousehold`): the size setup starts from while they have none yet (migration 0015).
 */
export const householdSize = (eb: ExpressionBuilder<Database, 'household'>) =>
  eb.fn.coalesce(eb.ref('household.size'), eb.lit(DEFAULT_HOUSEHOLD_SIZE)).as('householdSize');

/** The acting user's row, for a request whose session was read without it (better-auth's own session path). */
export async function readMeRow(db: Db, userId: string): Promise<MeRow | null> {
  const row = await db.kysely
    .selectFrom('user')
    .leftJoin('household', 'household.id', 'user.householdId')
    .select(meColumns.map((column) => `user.${column}` as const))
    .select(householdSize)
    .where('user.id', '=', userId)
    .executeTakeFirst();
  return (row as MeRow | undefined) ?? null;
}
