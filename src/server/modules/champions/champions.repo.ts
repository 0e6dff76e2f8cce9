import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { ChampionGroup, ChampionSummary, GroupMember, Recommendation } from '../../../shared/champions.ts';
import { addDays, toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import { championTypes } from '../../../shared/permissions.ts';
import { weekStartSchema } from '../../../shared/users.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';
import { photoUrls } from '../photos/index.ts';

export { championTypes };

/** Everyone leaves the champion's group. */
export async function removeGroupMembers(trx: Db, championId: string): Promise<void> {
  await trx.kysely.deleteFrom('championMembership').where('championId', '=', championId).execute();
}

/** The champion's recommendations go. */
export async function removeRecommendationsOf(trx: Db, championId: string): Promise<void> {
  await trx.kysely.deleteFrom('recommendation').where('championId', '=', championId).execute();
}

/** The champion's messages to the group go, with their reactions (docs/decisions/0083-check-ins-and-messages.md). */
export async function removeGroupMessagesOf(trx: Db, championId: string): Promise<void> {
  await trx.kysely.deleteFrom('groupMessage').where('championId', '=', championId).execute();
}

/** The champion's open invitations to join their group are withdrawn. */
export async function withdrawParticipantInvitationsOf(trx: Db, championId: string, now: string): Promise<void> {
  await trx.kysely
    .updateTable('invitation')
    .set({ revokedAt: now })
    .where('inviterId', '=', championId)
    .where('kind', '=', 'participant')
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * Champions with their group sizes, by name: one query, the group size counted by GROUP BY. Shared by the
 * public list and the admin list (which adds the email and type).
 */
export function championsWithGroupSize(db: Db) {
  return db.kysely
    .selectFrom('user as u')
    .leftJoin('championMembership as m', 'm.championId', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'u.userType', (eb) => eb.fn.count<number>('m.participantId').as('groupSize')])
    .where('u.userType', 'in', [...championTypes])
    .groupBy(['u.id', 'u.name', 'u.email', 'u.userType'])
    .orderBy(sql`lower(${sql.ref('u.name')})`)
    .orderBy('u.name')
    .orderBy('u.id');
}

/** GET /api/champions: name and group size only (no email: every signed-in user sees this list). */
export async function listChampions(db: Db): Promise<ChampionSummary[]> {
  const rows = await championsWithGroupSize(db).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, groupSize: Number(r.groupSize) }));
}

/** The champion's recommendations of live catalogue recipes, newest first. */
export async function listRecommendations(db: Db, championId: string): Promise<Recommendation[]> {
  const rows = await recommendationsOf(db, championId).orderBy('rec.createdAt', 'desc').orderBy('rec.id').execute();
  return rows.map(toRecommendation);
}

function recommendationsOf(db: Db, championId: string) {
  return db.kysely
    .selectFrom('recommendation as rec')
    .innerJoin('recipe as r', 'r.id', 'rec.recipeId')
    .select(['rec.id', 'rec.recipeId', 'rec.note', 'rec.createdAt', 'r.title', 'r.photoId'])
    .where('rec.championId', '=', championId)
    .where('r.inCatalogue', '=', 1)
    .where('r.deleted', '=', 0);
}

type RecommendationRow = Awaited<ReturnType<ReturnType<typeof recommendationsOf>['executeTakeFirstOrThrow']>>;

function toRecommendation(row: RecommendationRow): Recommendation {
  return {
    id: row.id,
    recipeId: row.recipeId,
    title: row.title,
    thumbnailUrl: photoUrls(row.photoId).thumbnailUrl,
    note: row.note,
    createdAt: toIso(row.createdAt),
  };
}

/**
 * The champion's group for the week holding `today` (by the champion's own week start): per member only
 * counts and dates, each from one GROUP BY over the members' rows, joined in one query — never a member's
 * recipes or plan entries.
 */
export async function championGroup(db: Db, championId: string, today = toIsoDate(new Date())): Promise<ChampionGroup> {
  const champion = await db.kysely.selectFrom('user').select('weekStart').where('id', '=', championId).executeTakeFirst();
  const weekStart = weekStartOf(today, weekStartSchema.catch('monday').parse(champion?.weekStart));
  const weekEnd = addDays(weekStart, 6);

  const members = (eb: typeof db.kysely) =>
    eb.selectFrom('championMembership').select('participantId').where('championId', '=', championId);

  const rows = await db.kysely
    .selectFrom('championMembership as m')
    .innerJoin('user as u', 'u.id', 'm.participantId')
    .leftJoin(
      db.kysely
        .selectFrom('session')
        .select(['userId', (eb) => eb.fn.max('updatedAt').as('lastActiveAt')])
        .where('userId', 'in', members(db.kysely))
        .groupBy('userId')
        .as('s'),
      's.userId',
      'm.participantId',
    )
    .leftJoin(
      db.kysely
        .selectFrom('mealPlanEntry')
        .select(['userId', (eb) => eb.fn.countAll<number>().as('planned')])
        .where('userId', 'in', members(db.kysely))
        .where('date', '>=', weekStart)
        .where('date', '<=', weekEnd)
        .groupBy('userId')
        .as('p'),
      'p.userId',
      'm.participantId',
    )
    // Meals cooked: how many times each said "I cooked this" this week; a count only, never what the log says.
    .leftJoin(
      db.kysely
        .selectFrom('cookLog')
        .select(['userId', (eb) => eb.fn.countAll<number>().as('cooked')])
        .where('userId', 'in', members(db.kysely))
        .where('cookedOn', '>=', weekStart)
        .where('cookedOn', '<=', weekEnd)
        .groupBy('userId')
        .as('c'),
      'c.userId',
      'm.participantId',
    )
    .leftJoin(
      db.kysely
        .selectFrom('recipe')
        .select(['userId', (eb) => eb.fn.countAll<number>().as('eatThisWeek')])
        .where('userId', 'in', members(db.kysely))
        .where('inCatalogue', '=', 0)
        .where('deleted', '=', 0)
        .where('eatThisWeek', '=', 1)
        .groupBy('userId')
        .as('r'),
      'r.userId',
      'm.participantId',
    )
    .select(['u.id', 'u.name', 'u.championSeesActivity', 'm.joinedAt', 's.lastActiveAt', 'p.planned', 'c.cooked', 'r.eatThisWeek'])
    .where('m.championId', '=', championId)
    .orderBy(sql`lower(${sql.ref('u.name')})`)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();

  const counted = rows.map((row) => ({
    lastActiveAt: row.lastActiveAt ? toIso(row.lastActiveAt as Date | string) : null,
    mealsPlannedThisWeek: Number(row.planned ?? 0),
    mealsCookedThisWeek: Number(row.cooked ?? 0),
    eatThisWeekCount: Number(row.eatThisWeek ?? 0),
  }));
  // A member who keeps their activity to themselves shows by name alone; the totals below still count them
  // (docs/decisions/0082-goals-and-what-a-champion-sees.md).
  const memberList: GroupMember[] = rows.map((row, i) => {
    const shares = Number(row.championSeesActivity) === 1;
    const counts = counted[i];
    return {
      id: row.id,
      name: row.name,
      joinedAt: toIso(row.joinedAt),
      sharesActivity: shares,
      lastActiveAt: shares ? (counts?.lastActiveAt ?? null) : null,
      mealsPlannedThisWeek: shares ? (counts?.mealsPlannedThisWeek ?? 0) : null,
      mealsCookedThisWeek: shares ? (counts?.mealsCookedThisWeek ?? 0) : null,
      eatThisWeekCount: shares ? (counts?.eatThisWeekCount ?? 0) : null,
    };
  });
  const weekStartInstant = `${weekStart}T00:00:00.000Z`;
  return {
    weekStart,
    members: memberList,
    totals: {
      members: memberList.length,
      mealsPlannedThisWeek: counted.reduce((sum, m) => sum + m.mealsPlannedThisWeek, 0),
      mealsCookedThisWeek: counted.reduce((sum, m) => sum + m.mealsCookedThisWeek, 0),
      eatThisWeekCount: counted.reduce((sum, m) => sum + m.eatThisWeekCount, 0),
      activeThisWeek: counted.filter((m) => m.lastActiveAt !== null && m.lastActiveAt >= weekStartInstant).length,
    },
    recommendations: await listRecommendations(db, championId),
  };
}

/** A live catalogue recipe's id; undefined for anything else (personal, deleted, none). */
async function findLiveCatalogueRecipe(db: Db, recipeId: string) {
  return db.kysely
    .selectFrom('recipe')
    .select('id')
    .where('id', '=', recipeId)
    .where('inCatalogue', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/**
 * Recommends a catalogue recipe to the champion's group: a new recommendation, or, when the recipe is
 * already recommended, the same one with the note given (an omitted note keeps the old one; "" clears it).
 * Null when the recipe is no live catalogue recipe.
 */
export async function recommendRecipe(
  db: Db,
  championId: string,
  input: { recipeId: string; note?: string | undefined },
): Promise<{ recommendation: Recommendation; created: boolean } | null> {
  if (!(await findLiveCatalogueRecipe(db, input.recipeId))) return null;
  const note = input.note === undefined ? undefined : input.note === '' ? null : input.note;
  // Insert-or-nothing first: the unique (championId, recipeId) makes two racing requests one recommendation.
  const inserted = await db.kysely
    .insertInto('recommendation')
    .values({ id: randomUUID(), championId, recipeId: input.recipeId, note: note ?? null, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['championId', 'recipeId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted && note !== undefined) {
    await db.kysely
      .updateTable('recommendation')
      .set({ note })
      .where('championId', '=', championId)
      .where('recipeId', '=', input.recipeId)
      .execute();
  }
  const row = await recommendationsOf(db, championId).where('rec.recipeId', '=', input.recipeId).executeTakeFirst();
  return row ? { recommendation: toRecommendation(row), created: inserted !== undefined } : null;
}

/** Removes one of the champion's own recommendations; false when they have none with that id. */
export async function deleteRecommendation(db: Db, championId: string, id: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('recommendation').where('id', '=', id).where('championId', '=', championId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
