import { sql } from 'kysely';
import { QUOTA_EXCEEDED, type Quotas } from '../../shared/quotas.ts';
import type { Db } from '../db/kysely.ts';
import { AppError } from './app-error.ts';
import { words } from './i18n.ts';

/**
 * The checks of the per-account quotas (docs/decisions/0023-quotas.md), each one count query over an index
 * scoped by the user, made just before the write it guards. Where the write is in a transaction that holds
 * the user's plan (meal-plan entries) the count is exact; elsewhere two requests racing past the same count
 * can each add one, so the slack is the number of requests one person has in flight at once.
 */

function exceeded(message: string): AppError {
  return new AppError('CONFLICT', message, undefined, { clientCode: QUOTA_EXCEEDED });
}

/**
 * Room for `adding` more recipes in My recipes. Recently deleted recipes (kept 30 days) count against a bound
 * of their own, the same number, so deleting and re-creating cannot grow an account without end.
 */
export async function assertRecipeRoom(db: Db, userId: string, quotas: Quotas, adding = 1): Promise<void> {
  const row = await db.kysely
    .selectFrom('recipe')
    .select([
      sql<number>`coalesce(sum(case when "deleted" = 0 then 1 else 0 end), 0)`.as('live'),
      sql<number>`coalesce(sum("deleted"), 0)`.as('deleted'),
    ])
    .where('userId', '=', userId)
    .where('inCatalogue', '=', 0)
    .executeTakeFirstOrThrow();
  if (Number(row.live) + adding > quotas.recipes) throw exceeded(words('server.quota.recipes', { limit: quotas.recipes }));
  if (Number(row.deleted) >= quotas.recipes) throw exceeded(words('server.quota.recentlyDeleted', { limit: quotas.recipes }));
}

/** Room for one more photo: fewer than the most photos, and stored bytes under the limit (one photo's slack). */
export async function assertPhotoRoom(db: Db, userId: string, quotas: Quotas): Promise<void> {
  const row = await db.kysely
    .selectFrom('photo')
    .select([sql<number>`count(*)`.as('photos'), sql<number>`coalesce(sum("bytes"), 0)`.as('bytes')])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(row.photos) >= quotas.photos) throw exceeded(words('server.quota.photos', { limit: quotas.photos }));
  if (Number(row.bytes) >= quotas.photoBytes)
    throw exceeded(words('server.quota.photoBytes', { megabytes: Math.floor(quotas.photoBytes / (1024 * 1024)) }));
}

/** Room for `adding` more entries in a household's meal plan; call inside the transaction that holds the plan (lockPlan). */
export async function assertMealPlanRoom(db: Db, householdId: string, quotas: Quotas, adding: number): Promise<void> {
  const row = await db.kysely
    .selectFrom('mealPlanEntry')
    .select(sql<number>`count(*)`.as('entries'))
    .where('householdId', '=', householdId)
    .executeTakeFirstOrThrow();
  if (Number(row.entries) + adding > quotas.mealPlanEntries)
    throw exceeded(words('server.quota.mealPlanEntries', { limit: quotas.mealPlanEntries }));
}

/** Room for one more open invitation: not revoked, not expired, not used up. */
export async function assertInvitationRoom(db: Db, userId: string, quotas: Quotas, now = new Date()): Promise<void> {
  const row = await db.kysely
    .selectFrom('invitation')
    .select(sql<number>`count(*)`.as('open'))
    .where('inviterId', '=', userId)
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now.toISOString())]))
    .whereRef('uses', '<', 'maxUses')
    .executeTakeFirstOrThrow();
  if (Number(row.open) >= quotas.openInvitations) throw exceeded(words('server.quota.openInvitations', { limit: quotas.openInvitations }));
}
