import { z } from 'zod';
import {
  dietaryNeedSchema,
  profileUpdateSchema,
  roleSchema,
  userTypeSchema,
  weekStartSchema,
  type Me,
  type Role,
  type UserType,
} from '../../../shared/users.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { releaseGroup } from '../champions/champions.repo.ts';
import { toIso } from '../../db/schema.ts';

// Built once: a zod schema is an object graph, and building these on every /api/me was a tenth of its time.
const storedNeeds = z.array(dietaryNeedSchema).catch([]);
const storedUserType = userTypeSchema.nullable().catch(null);
const storedRole = roleSchema.catch('user');
const storedWeekStart = weekStartSchema.catch('monday');

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
  weekStart: string;
};

export function toMe(row: MeRow): Me {
  let needs: unknown = [];
  try {
    needs = JSON.parse(row.dietaryNeeds);
  } catch {
    needs = [];
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: toIso(row.createdAt),
    setupComplete: row.setupComplete === 1,
    userType: storedUserType.parse(row.userType),
    role: storedRole.parse(row.role),
    householdSize: row.householdSize,
    dietaryNeeds: storedNeeds.parse(needs),
    weekStart: storedWeekStart.parse(row.weekStart),
  };
}

/** The acting user's own document; null when the account no longer exists. */
export async function findMe(db: Db, userId: string): Promise<Me | null> {
  const row = await db.kysely.selectFrom('user').select(meColumns).where('id', '=', userId).executeTakeFirst();
  return row ? toMe(row) : null;
}

export interface SetupValues {
  name: string;
  userType: UserType;
  householdSize: number;
  dietaryNeeds: string[];
}

/** Completes (or updates) setup: setting userType is what makes setup complete. */
export async function saveSetup(db: Db, userId: string, values: SetupValues): Promise<Me | null> {
  await db.kysely
    .updateTable('user')
    .set({
      name: values.name,
      userType: values.userType,
      householdSize: values.householdSize,
      dietaryNeeds: JSON.stringify(values.dietaryNeeds),
      setupComplete: 1,
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
  return findMe(db, userId);
}

/**
 * Changes the profile's own details (name, household size, dietary needs, week start, how they take part).
 * Only someone whose setup is complete changes their type here; a champion who becomes a participant
 * releases their group, in the same transaction.
 */
export async function updateProfile(db: Db, userId: string, patch: z.output<typeof profileUpdateSchema>): Promise<Me | null> {
  await inTransaction(db, async (trx) => {
    const before = await trx.kysely.selectFrom('user').select(['userType', 'setupComplete']).where('id', '=', userId).executeTakeFirst();
    if (!before) return;
    const changesType = patch.userType !== undefined && Number(before.setupComplete) === 1;
    const now = new Date().toISOString();
    await trx.kysely
      .updateTable('user')
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.householdSize !== undefined && { householdSize: patch.householdSize }),
        ...(patch.dietaryNeeds !== undefined && { dietaryNeeds: JSON.stringify(patch.dietaryNeeds) }),
        ...(patch.weekStart !== undefined && { weekStart: patch.weekStart }),
        ...(changesType && { userType: patch.userType }),
        updatedAt: now,
      })
      .where('id', '=', userId)
      .execute();
    const wasChampion = before.userType === 'champion' || before.userType === 'both';
    if (changesType && wasChampion && patch.userType === 'regular') await releaseGroup(trx, userId, now);
  });
  return findMe(db, userId);
}

/** Sets the admin role by email; false when no account has that email. */
export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<boolean> {
  const result = await db.kysely
    .updateTable('user')
    .set({ role, updatedAt: new Date().toISOString() })
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
