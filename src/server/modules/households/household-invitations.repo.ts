import { sql } from 'kysely';
import type { HouseholdInvitation } from '../../../shared/households.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';

/**
 * The household's invitations that can still be accepted (not withdrawn, not expired, a use left), newest first,
 * with who made each. Scoped by the household read with the session: no other household's are ever read. The
 * list is bounded by the open-invitation quota of each of its (at most 12) members.
 */
export async function listPendingHouseholdInvitations(db: Db, householdId: string, now = new Date()): Promise<HouseholdInvitation[]> {
  const rows = await db.kysely
    .selectFrom('invitation as i')
    .innerJoin('user as u', 'u.id', 'i.inviterId')
    .select(['i.id', 'u.id as inviterId', 'u.name as inviterName', 'i.createdAt', 'i.expiresAt', 'i.codeHint', 'i.email'])
    .where('i.householdId', '=', householdId)
    .where('i.kind', '=', 'household')
    .where('i.revokedAt', 'is', null)
    .where((eb) => eb('i.uses', '<', eb.ref('i.maxUses')))
    .where((eb) => eb.or([eb('i.expiresAt', 'is', null), eb('i.expiresAt', '>', now.toISOString())]))
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    invitedBy: { id: row.inviterId, name: row.inviterName },
    createdAt: toIso(row.createdAt),
    expiresAt: row.expiresAt === null ? null : toIso(row.expiresAt),
    codeHint: row.codeHint,
    email: row.email,
  }));
}

/**
 * Withdraws one of the household's invitations, whoever of its members made it (a second withdrawal keeps the first
 * time); false when the household has no invitation with that id.
 */
export async function withdrawHouseholdInvitation(db: Db, householdId: string, id: string): Promise<boolean> {
  const result = await db.kysely
    .updateTable('invitation')
    .set({ revokedAt: sql`coalesce(${sql.ref('revokedAt')}, ${new Date().toISOString()})` })
    .where('id', '=', id)
    .where('householdId', '=', householdId)
    .where('kind', '=', 'household')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
