import { sql } from 'kysely';
import type { AdminChampion, ChampionRequest } from '../../../shared/admin.ts';
import { toIso } from '../../db/schema.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';
import { championsWithGroupSize, championTypes } from '../champions/index.ts';
import { championApproval, championRevocation } from '../users/index.ts';

/**
 * Admin queries. They are not scoped by the acting user on purpose: only admins reach them, and
 * require-admin.ts checks that on every request before any of these runs.
 */

type ChampionRow = Awaited<ReturnType<ReturnType<typeof championsWithGroupSize>['executeTakeFirstOrThrow']>>;

function toAdminChampion(row: ChampionRow): AdminChampion {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    userType: row.userType === 'champion' ? 'champion' : 'both',
    groupSize: Number(row.groupSize),
  };
}

/** Every champion (champion or both) with email, type and group size, by name: one GROUP BY query. */
export async function listAdminChampions(db: Db): Promise<AdminChampion[]> {
  return (await championsWithGroupSize(db).execute()).map(toAdminChampion);
}

export async function findAdminChampion(db: Db, userId: string): Promise<AdminChampion | null> {
  const row = await championsWithGroupSize(db).where('u.id', '=', userId).executeTakeFirst();
  return row ? toAdminChampion(row) : null;
}

/** The account with this email, as a promotion needs it; undefined when there is none. */
export async function findPromotable(db: Db, email: string) {
  return db.kysely
    .selectFrom('user')
    .select(['id', 'userType', 'championStatus'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Makes a participant (or someone not yet set up) "both", approved by the admin. */
export async function makeBoth(db: Db, userId: string, adminId: string, now: string): Promise<void> {
  // An admin's promotion also gives back a role an admin removed, and settles a waiting request.
  await db.kysely
    .updateTable('user')
    .set({ userType: 'both', updatedAt: now, ...championApproval(now, adminId) })
    .where('id', '=', userId)
    .execute();
}

/** Records the admin's approval of someone who is a champion already. */
export async function approveChampion(db: Db, userId: string, adminId: string, now: string): Promise<void> {
  await db.kysely.updateTable('user').set(championApproval(now, adminId)).where('id', '=', userId).execute();
}

/**
 * Takes away the champion role for good (until an admin makes them a champion again): the person becomes a
 * participant. False when the user is no champion.
 */
export async function revokeChampionRole(trx: Db, userId: string, adminId: string, now: string): Promise<boolean> {
  // Revoked, the role stays away: the person cannot choose Champion or Both again (users/type-choice.ts).
  const demoted = await trx.kysely
    .updateTable('user')
    .set({ userType: 'regular', updatedAt: now, ...championRevocation(now, adminId) })
    .where('id', '=', userId)
    .where('userType', 'in', [...championTypes])
    .executeTakeFirst();
  return Number(demoted.numUpdatedRows) > 0;
}

/** The requests waiting for an admin (CHAMPION_SIGNUP=approval), oldest first. */
export async function listChampionRequests(db: Db): Promise<ChampionRequest[]> {
  const rows = await db.kysely
    .selectFrom('user')
    .select(['id', 'name', 'email', 'championRequestedType', 'championStatusAt'])
    .where('championStatus', '=', 'requested')
    .orderBy('championStatusAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    requestedType: row.championRequestedType === 'both' ? 'both' : 'champion',
    requestedAt: row.championStatusAt === null ? null : toIso(row.championStatusAt),
  }));
}

/**
 * Approves a waiting request: the person becomes the type they asked for. Null when no request of theirs waits
 * (approved or declined already, withdrawn by an admin's promotion, or no such person).
 */
export async function approveChampionRequest(db: Db, userId: string, adminId: string): Promise<AdminChampion | null> {
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const approved = await trx.kysely
      .updateTable('user')
      .set((eb) => ({
        userType: eb.fn.coalesce('championRequestedType', sql.lit('champion')),
        updatedAt: now,
        ...championApproval(now, adminId),
      }))
      .where('id', '=', userId)
      .where('championStatus', '=', 'requested')
      .executeTakeFirst();
    if (Number(approved.numUpdatedRows) === 0) return null;
    return findAdminChampion(trx, userId);
  });
}

/** Declines a waiting request: the person stays a participant and may ask again. False when none waits. */
export async function declineChampionRequest(db: Db, userId: string, adminId: string): Promise<boolean> {
  const now = new Date().toISOString();
  const declined = await db.kysely
    .updateTable('user')
    .set({ championStatus: 'declined', championRequestedType: null, championStatusAt: now, championStatusBy: adminId, updatedAt: now })
    .where('id', '=', userId)
    .where('championStatus', '=', 'requested')
    .executeTakeFirst();
  return Number(declined.numUpdatedRows) > 0;
}
