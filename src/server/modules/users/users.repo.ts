import { z } from 'zod';
import { weekStartOfLocale } from '../../../shared/i18n/locales.ts';
import {
  dietaryNeedSchema,
  languageSchema,
  measuresSchema,
  roleSchema,
  userTypeSchema,
  weekStartSchema,
  type Me,
  type Role,
  type UserType,
} from '../../../shared/users.ts';
import { championStatuses, isChampionType } from '../../../shared/permissions.ts';
import type { Db } from '../../db/kysely.ts';
import { readMeRow, type MeRow } from '../../auth/me-row.ts';
import { describeHousehold, householdOf } from '../households/index.ts';
import { championApproval, type ChampionColumns } from './type-choice.ts';
import { toIso } from '../../db/schema.ts';
import { currentLocale } from '../../lib/i18n.ts';

// Built once: a zod schema is an object graph, and building these on every /api/me was a tenth of its time.
const storedNeeds = z.array(dietaryNeedSchema).catch([]);
const storedUserType = userTypeSchema.nullable().catch(null);
const storedRole = roleSchema.catch('user');
const storedWeekStart = weekStartSchema.nullable().catch(null);
const storedLanguage = languageSchema.nullable().catch(null);
const storedMeasures = measuresSchema.catch('as-written');
const storedChampionStatus = z.enum(championStatuses).catch('none');
const storedRequestedType = z.enum(['champion', 'both']).nullable().catch(null);

/**
 * The user's document. Their week starts on the day they chose, else on their language's first day: their own
 * language, else the one they are being answered in (their browser's).
 */
export function toMe(row: MeRow): Me {
  const weekStartSetting = storedWeekStart.parse(row.weekStart);
  const language = storedLanguage.parse(row.language);
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
    weekStart: weekStartSetting ?? weekStartOfLocale(language ?? currentLocale()),
    weekStartSetting,
    language,
    measures: storedMeasures.parse(row.measures),
    championStatus: storedChampionStatus.parse(row.championStatus),
    championStatusAt: row.championStatusAt === null ? null : toIso(row.championStatusAt),
    championRequestedType: row.championStatus === 'requested' ? storedRequestedType.parse(row.championRequestedType) : null,
    championSees: {
      activity: Number(row.championSeesActivity) === 1,
      goalProgress: Number(row.championSeesGoalProgress) === 1,
      checkInNotes: Number(row.championSeesCheckInNotes) === 1,
    },
    weeklyEmail: Number(row.weeklyEmail) === 1,
  };
}

/** The acting user's own document; null when the account no longer exists. */
export async function findMe(db: Db, userId: string): Promise<Me | null> {
  const row = await readMeRow(db, userId);
  return row ? toMe(row) : null;
}

export interface SetupValues {
  name: string;
  userType: UserType;
  householdSize: number;
  dietaryNeeds: string[];
}

/**
 * Completes (or updates) setup: setting userType is what makes setup complete. `champion` is what a person's own
 * choice does to their champion status (type-choice.ts; null: nothing). Omitted, the caller is trusted — the CLI,
 * the demo, a champion invitation — and a champion type is recorded as approved.
 */
export async function saveSetup(
  db: Db,
  userId: string,
  values: SetupValues,
  champion?: Partial<ChampionColumns> | null,
): Promise<Me | null> {
  const now = new Date().toISOString();
  const championColumns = champion === undefined ? (isChampionType(values.userType) ? championApproval(now) : null) : champion;
  await db.kysely
    .updateTable('user')
    .set({
      name: values.name,
      userType: values.userType,
      dietaryNeeds: JSON.stringify(values.dietaryNeeds),
      setupComplete: 1,
      updatedAt: now,
      ...championColumns,
    })
    .where('id', '=', userId)
    .execute();
  // Setup sizes the person's household and, while they are its only member, names it after them
  // (docs/decisions/0061-households.md).
  const householdId = await householdOf(db, userId);
  if (householdId) {
    const members = await db.kysely.selectFrom('user').select('id').where('householdId', '=', householdId).limit(2).execute();
    await describeHousehold(db, householdId, { size: values.householdSize, ...(members.length === 1 && { name: values.name }) });
  }
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
