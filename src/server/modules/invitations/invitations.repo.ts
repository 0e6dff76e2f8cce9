import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Invitation, InvitationKind, InvitationPage } from '../../../shared/invitations.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';
import { championApproval } from '../users/index.ts';
import { decodeCursor, encodeCursor, timeAndIdCursor } from '../../lib/cursor.ts';
import { invitationStatus } from './invitation-status.ts';

export interface NewInvitation {
  inviterId: string;
  kind: InvitationKind;
  /** The household a household invitation joins: the inviter's when it was made. */
  householdId: string | null;
  codeHash: string;
  codeHint: string;
  email: string | null;
  message: string | null;
  maxUses: number;
  expiresAt: string | null;
  createdAt: string;
}

export async function insertInvitation(db: Db, values: NewInvitation): Promise<string> {
  const id = randomUUID();
  await db.kysely
    .insertInto('invitation')
    .values({ id, ...values, uses: 0, revokedAt: null })
    .execute();
  return id;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : toIso(value));

/**
 * The invitation a code names, found by the SHA-256 of the code (the only form stored), with its sender's
 * name. Not scoped by user: holding the code is what entitles someone to see who invites them.
 */
export async function findInvitationByHash(db: Db, codeHash: string) {
  const row = await db.kysely
    .selectFrom('invitation as i')
    .innerJoin('user as u', 'u.id', 'i.inviterId')
    .leftJoin('household as h', 'h.id', 'i.householdId')
    .select(['i.id', 'i.inviterId', 'u.name as inviterName', 'i.kind', 'i.message', 'i.maxUses', 'i.uses', 'i.expiresAt', 'i.revokedAt'])
    .select(['i.householdId', 'h.name as householdName'])
    .where('i.codeHash', '=', codeHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    kind: row.kind as InvitationKind,
    expiresAt: isoOrNull(row.expiresAt),
    revokedAt: isoOrNull(row.revokedAt),
  };
}
export type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findInvitationByHash>>>;

/**
 * The sender's invitations into the champion programme (to a group, to be a champion), newest first, a page at a
 * time (keyset on createdAt, id), with the next page's cursor. Household invitations are the household's, listed
 * to all its members (households/household-invitations.repo.ts).
 */
export async function listInvitations(
  db: Db,
  inviterId: string,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
  now = new Date(),
): Promise<InvitationPage> {
  let query = db.kysely
    .selectFrom('invitation')
    .select(['id', 'kind', 'email', 'message', 'maxUses', 'uses', 'expiresAt', 'revokedAt', 'createdAt', 'codeHint'])
    .where('inviterId', '=', inviterId)
    .where('kind', '<>', 'household');
  if (cursor) {
    const [createdAt, id] = decodeCursor(cursor, timeAndIdCursor);
    query = query.where((eb) => eb.or([eb('createdAt', '<', createdAt), eb.and([eb('createdAt', '=', createdAt), eb('id', '<', id)])]));
  }
  const fetched = await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const rows = fetched.slice(0, limit);
  const last = rows[rows.length - 1];
  const nextCursor = fetched.length > limit && last ? encodeCursor([toIso(last.createdAt), last.id]) : null;
  return { invitations: await withAcceptances(db, inviterId, rows, now), nextCursor };
}

async function withAcceptances(
  db: Db,
  inviterId: string,
  rows: {
    id: string;
    kind: string;
    email: string | null;
    message: string | null;
    maxUses: number;
    uses: number;
    expiresAt: Date | string | null;
    revokedAt: Date | string | null;
    createdAt: Date | string;
    codeHint: string;
  }[],
  now: Date,
): Promise<Invitation[]> {
  if (rows.length === 0) return [];
  const acceptances = await db.kysely
    .selectFrom('invitationAcceptance as a')
    .innerJoin('invitation as i', 'i.id', 'a.invitationId')
    .innerJoin('user as u', 'u.id', 'a.userId')
    .select(['a.invitationId', 'u.name', 'a.acceptedAt'])
    .where('i.inviterId', '=', inviterId)
    .where(
      'a.invitationId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('a.acceptedAt')
    .execute();
  return rows.map((row) => {
    const invitation = { ...row, expiresAt: isoOrNull(row.expiresAt), revokedAt: isoOrNull(row.revokedAt) };
    return {
      ...invitation,
      kind: row.kind as InvitationKind,
      createdAt: toIso(row.createdAt),
      status: invitationStatus(invitation, now),
      acceptedBy: acceptances.filter((a) => a.invitationId === row.id).map((a) => ({ name: a.name, acceptedAt: toIso(a.acceptedAt) })),
    };
  });
}

/** Withdraws one of the sender's invitations (a second withdrawal keeps the first time); false when none of theirs. */
export async function revokeInvitation(db: Db, inviterId: string, id: string): Promise<boolean> {
  const result = await db.kysely
    .updateTable('invitation')
    .set({ revokedAt: sql`coalesce(${sql.ref('revokedAt')}, ${new Date().toISOString()})` })
    .where('id', '=', id)
    .where('inviterId', '=', inviterId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Withdraws the open invitations into a household that nobody is in any more (kept for the person who joined
 * another): nobody may join a household in which no one lives.
 */
export async function revokeHouseholdInvitations(db: Db, householdId: string, now: Date): Promise<void> {
  await db.kysely
    .updateTable('invitation')
    .set({ revokedAt: now.toISOString() })
    .where('householdId', '=', householdId)
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * Takes one use of the invitation, only while one is left and it is neither withdrawn nor expired. The condition
 * and the increment are one statement: of two transactions racing for the last use, PostgreSQL makes the second
 * wait for the first and re-check the condition, so it changes nothing; SQLite runs one writer at a time.
 */
export async function takeUse(trx: Db, invitationId: string, now: Date): Promise<boolean> {
  const result = await trx.kysely
    .updateTable('invitation')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', invitationId)
    .where((eb) => eb('uses', '<', eb.ref('maxUses')))
    .where('revokedAt', 'is', null)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function hasAccepted(db: Db, invitationId: string, userId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('invitationAcceptance')
    .select('userId')
    .where('invitationId', '=', invitationId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who accepted when; accepting again (after leaving the group) moves the time on. */
export async function recordAcceptance(trx: Db, invitationId: string, userId: string, now: Date): Promise<void> {
  await trx.kysely
    .insertInto('invitationAcceptance')
    .values({ invitationId, userId, acceptedAt: now.toISOString() })
    .onConflict((oc) => oc.columns(['invitationId', 'userId']).doUpdateSet({ acceptedAt: now.toISOString() }))
    .execute();
}

/**
 * A champion invitation makes a participant (or someone without a type yet) a champion at once — also someone
 * whose request waits, or whose role an admin removed; champions and "both" stay.
 */
export async function makeChampion(trx: Db, userId: string): Promise<void> {
  const now = new Date().toISOString();
  await trx.kysely
    .updateTable('user')
    .set({ userType: 'champion', updatedAt: now, ...championApproval(now) })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('userType', 'is', null), eb('userType', '=', 'regular')]))
    .execute();
}

/**
 * Serializes one user's invitation changes (accepting twice at once, accepting while leaving): on PostgreSQL the
 * user's row is locked until the transaction ends; SQLite runs one write transaction at a time anyway.
 */
export async function lockUser(trx: Db, userId: string): Promise<void> {
  if (trx.kind === 'postgres') await trx.kysely.selectFrom('user').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

export async function findUserBasics(db: Db, userId: string) {
  return db.kysely
    .selectFrom('user')
    .select(['id', 'name', 'email', 'userType', 'role', 'championStatus', 'setupComplete'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
