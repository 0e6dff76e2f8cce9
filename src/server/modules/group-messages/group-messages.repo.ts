import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  GROUP_MESSAGES_SHOWN,
  groupMessageReactions,
  MAX_UNREAD_COUNTED,
  type GroupMessage,
  type GroupMessageReaction,
} from '../../../shared/group-messages.ts';
import type { Db } from '../../db/kysely.ts';
import { toIso } from '../../db/schema.ts';

/** A live catalogue recipe's id; undefined for anything else (personal, deleted, none). */
export async function findLiveCatalogueRecipe(db: Db, recipeId: string) {
  return db.kysely
    .selectFrom('recipe')
    .select('id')
    .where('id', '=', recipeId)
    .where('inCatalogue', '=', 1)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/** A message, with the collection it recommends as it is now (its name and catalogue recipes, in order), in one go. */
export async function insertGroupMessage(
  db: Db,
  championId: string,
  message: { text: string; recipeId: string | null; collection: { name: string; recipeIds: string[] } | null },
  now: string,
): Promise<string> {
  const id = randomUUID();
  const { text, recipeId, collection } = message;
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('groupMessage')
      .values({ id, championId, text, recipeId, collectionName: collection?.name ?? null, createdAt: now })
      .execute();
    if (collection?.recipeIds.length)
      await trx
        .insertInto('groupMessageCollectionRecipe')
        .values(collection.recipeIds.map((recipeId, position) => ({ messageId: id, recipeId, position })))
        .execute();
  });
  return id;
}

/** Removes one of the champion's own messages (its reactions go with it); false when they have none with that id. */
export async function deleteOwnGroupMessage(db: Db, championId: string, id: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom('groupMessage').where('id', '=', id).where('championId', '=', championId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** When the person last opened the messages; null if never. */
export async function seenAtOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.kysely.selectFrom('groupMessageSeen').select('seenAt').where('userId', '=', userId).executeTakeFirst();
  return row ? toIso(row.seenAt) : null;
}

export async function markMessagesSeen(db: Db, userId: string, now: string): Promise<void> {
  await db.kysely
    .insertInto('groupMessageSeen')
    .values({ userId, seenAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ seenAt: now }))
    .execute();
}

/**
 * A champion's messages, newest first (at most 50), each with its live catalogue recipe and its reactions counted,
 * marked as the reader's where they gave them; `seenAt` says which are new to the reader (null: all are).
 */
export async function groupMessagesOf(
  db: Db,
  championId: string,
  readerId: string,
  seenAt: string | null | 'all-seen',
): Promise<GroupMessage[]> {
  const rows = await db.kysely
    .selectFrom('groupMessage as gm')
    .leftJoin('recipe as r', (join) => join.onRef('r.id', '=', 'gm.recipeId').on('r.inCatalogue', '=', 1).on('r.deleted', '=', 0))
    .select(['gm.id', 'gm.text', 'gm.createdAt', 'gm.collectionName', 'r.id as recipeId', 'r.title as recipeTitle'])
    .where('gm.championId', '=', championId)
    .orderBy('gm.createdAt', 'desc')
    .orderBy('gm.id')
    .limit(GROUP_MESSAGES_SHOWN)
    .execute();
  if (rows.length === 0) return [];
  const counts = await db.kysely
    .selectFrom('groupMessageReaction')
    .select([
      'messageId',
      'reaction',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.sum<number>(eb.case().when('userId', '=', readerId).then(1).else(0).end()).as('mine'),
    ])
    .where(
      'messageId',
      'in',
      rows.map((row) => row.id),
    )
    .groupBy(['messageId', 'reaction'])
    .execute();
  const countOf = new Map(counts.map((c) => [`${c.messageId} ${c.reaction}`, { count: Number(c.count), mine: Number(c.mine) > 0 }]));
  const withCollection = rows.filter((row) => row.collectionName !== null).map((row) => row.id);
  const collected = withCollection.length
    ? await liveCollectionRecipes(db)
        .select(['x.messageId', (eb) => eb.fn.countAll<number>().as('count')])
        .where('x.messageId', 'in', withCollection)
        .groupBy('x.messageId')
        .execute()
    : [];
  const recipeCountOf = new Map(collected.map((c) => [c.messageId, Number(c.count)]));
  return rows.map((row) => {
    const createdAt = toIso(row.createdAt);
    return {
      id: row.id,
      text: row.text,
      recipe: row.recipeId && row.recipeTitle !== null ? { id: row.recipeId, title: row.recipeTitle } : null,
      collection: row.collectionName === null ? null : { name: row.collectionName, recipeCount: recipeCountOf.get(row.id) ?? 0 },
      createdAt,
      reactions: groupMessageReactions.map((reaction) => ({
        reaction,
        ...(countOf.get(`${row.id} ${reaction}`) ?? { count: 0, mine: false }),
      })),
      isNew: seenAt === 'all-seen' ? false : seenAt === null || createdAt > seenAt,
    };
  });
}

/** The recipes of messages' collections (`x`) that are still live catalogue recipes (`r`): one unpublished since is left out. */
function liveCollectionRecipes(db: Db) {
  return db.kysely
    .selectFrom('groupMessageCollectionRecipe as x')
    .innerJoin('recipe as r', 'r.id', 'x.recipeId')
    .where('r.inCatalogue', '=', 1)
    .where('r.deleted', '=', 0);
}

/**
 * The collection a message recommends, for a member of its champion's group now (undefined for anyone else, or a
 * message that is gone): the name it had when posted, who posted it and when.
 */
export async function findMessageCollectionOfMyGroup(db: Db, userId: string, messageId: string) {
  const row = await db.kysely
    .selectFrom('groupMessage as gm')
    .innerJoin('championMembership as m', (join) => join.onRef('m.championId', '=', 'gm.championId').on('m.participantId', '=', userId))
    .innerJoin('user as c', 'c.id', 'gm.championId')
    .select(['gm.collectionName', 'gm.createdAt', 'c.name as championName'])
    .where('gm.id', '=', messageId)
    .executeTakeFirst();
  return row && { collectionName: row.collectionName, championName: row.championName, postedAt: toIso(row.createdAt) };
}

/** A message's collection recipes still in the catalogue, in their order: read only by a member of its champion's group. */
export async function messageCollectionRecipesForMember(db: Db, userId: string, messageId: string) {
  return liveCollectionRecipes(db)
    .innerJoin('groupMessage as gm', 'gm.id', 'x.messageId')
    .innerJoin('championMembership as m', (join) => join.onRef('m.championId', '=', 'gm.championId').on('m.participantId', '=', userId))
    .select(['r.id', 'r.title', 'r.description', 'r.servings', 'r.photoId'])
    .where('x.messageId', '=', messageId)
    .orderBy('x.position')
    .execute();
}

/** How many of the participant's champion's messages came after they last opened them (at most 99). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom((eb) =>
      eb
        .selectFrom('groupMessage as gm')
        .innerJoin('championMembership as m', (join) => join.onRef('m.championId', '=', 'gm.championId').on('m.participantId', '=', userId))
        .leftJoin('groupMessageSeen as s', (join) => join.on('s.userId', '=', userId))
        .select(sql<number>`1`.as('one'))
        .where((w) => w.or([w('s.seenAt', 'is', null), w('gm.createdAt', '>', w.ref('s.seenAt'))]))
        .limit(MAX_UNREAD_COUNTED)
        .as('unread'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Is this message posted by the participant's champion now? Reactions are for the group's members. */
export async function isMessageOfMyGroup(db: Db, userId: string, messageId: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('groupMessage as gm')
    .innerJoin('championMembership as m', (join) => join.onRef('m.championId', '=', 'gm.championId').on('m.participantId', '=', userId))
    .select('gm.id')
    .where('gm.id', '=', messageId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives or takes back one reaction; giving it twice, or taking back one not given, changes nothing. */
export async function setReaction(db: Db, userId: string, messageId: string, reaction: GroupMessageReaction, given: boolean, now: string) {
  if (given) {
    await db.kysely
      .insertInto('groupMessageReaction')
      .values({ messageId, userId, reaction, createdAt: now })
      .onConflict((oc) => oc.columns(['messageId', 'userId', 'reaction']).doNothing())
      .execute();
  } else {
    await db.kysely
      .deleteFrom('groupMessageReaction')
      .where('messageId', '=', messageId)
      .where('userId', '=', userId)
      .where('reaction', '=', reaction)
      .execute();
  }
}
