import type { MyChampion, Recommendation } from '../../../shared/champions.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';
import { photoUrls } from '../photos/index.ts';

/** The participant's champion (one at a time: participantId is the key), with the champion's name. */
export async function findMembership(db: Db, participantId: string) {
  const row = await db.kysely
    .selectFrom('championMembership as m')
    .innerJoin('user as u', 'u.id', 'm.championId')
    .select(['m.championId', 'u.name as championName', 'm.joinedAt'])
    .where('m.participantId', '=', participantId)
    .executeTakeFirst();
  return row ? { championId: row.championId, championName: row.championName, joinedAt: toIso(row.joinedAt) } : undefined;
}

/** Puts the participant in the champion's group, moving them out of any other. */
export async function joinGroup(db: Db, participantId: string, championId: string, invitationId: string | null, now: Date): Promise<void> {
  const joinedAt = now.toISOString();
  await db.kysely
    .insertInto('championMembership')
    .values({ participantId, championId, invitationId, joinedAt })
    .onConflict((oc) => oc.column('participantId').doUpdateSet({ championId, invitationId, joinedAt }))
    .execute();
}

/** Leaves the participant's group; false when they were in none. */
export async function leaveGroup(db: Db, participantId: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('championMembership').where('participantId', '=', participantId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What a champion recommends to their group, newest first: live catalogue recipes only. */
export async function listRecommendations(db: Db, championId: string): Promise<Recommendation[]> {
  const rows = await db.kysely
    .selectFrom('recommendation as rec')
    .innerJoin('recipe as r', 'r.id', 'rec.recipeId')
    .select(['rec.id', 'rec.recipeId', 'r.title', 'r.photoId', 'rec.note', 'rec.createdAt'])
    .where('rec.championId', '=', championId)
    .where('r.inCatalogue', '=', 1)
    .where('r.deleted', '=', 0)
    .orderBy('rec.createdAt', 'desc')
    .orderBy('rec.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recipeId: row.recipeId,
    title: row.title,
    thumbnailUrl: photoUrls(row.photoId).thumbnailUrl,
    note: row.note,
    createdAt: toIso(row.createdAt),
  }));
}

/** The acting user's champion and their recommendations (none without a champion). */
export async function findMyChampion(db: Db, userId: string): Promise<MyChampion> {
  const membership = await findMembership(db, userId);
  if (!membership) return { champion: null, recommendations: [] };
  return {
    champion: { id: membership.championId, name: membership.championName, joinedAt: membership.joinedAt },
    recommendations: await listRecommendations(db, membership.championId),
  };
}
