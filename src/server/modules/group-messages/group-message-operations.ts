import {
  MESSAGE_COLLECTION_RECIPES,
  type GroupMessage,
  type GroupMessageReaction,
  type GroupMessages,
  type MessageCollection,
} from '../../../shared/group-messages.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { limitRequests, type RequestLimit } from '../../lib/request-limit.ts';
import { savedStates } from '../catalogue/index.ts';
import { catalogueRecipesOfOwnCollection } from '../collections/index.ts';
import { findMembership } from '../membership/index.ts';
import { photoUrls } from '../photos/index.ts';
import { findMe } from '../users/index.ts';
import {
  countUnread,
  findLiveCatalogueRecipe,
  findMessageCollectionOfMyGroup,
  groupMessagesOf,
  messageCollectionRecipesForMember,
  insertGroupMessage,
  isMessageOfMyGroup,
  markMessagesSeen,
  seenAtOf,
  setReaction,
} from './group-messages.repo.ts';

/**
 * Messages a champion may post a day: every one reaches the whole group (and marks the navigation of each member),
 * so a slip of the hand or a script never floods them (docs/decisions/0083-check-ins-and-messages.md).
 */
export const groupMessageLimit: RequestLimit = { prefix: 'group-message:', max: 20, windowSeconds: 24 * 60 * 60 };

/**
 * The champion's own collection as the message will keep it: its catalogue recipes now, never their own (404 for a
 * collection that is not theirs; 409 for one with no catalogue recipe, which would show the group nothing).
 */
async function collectionToRecommend(db: Db, championId: string, collectionId: string) {
  const collection = await catalogueRecipesOfOwnCollection(db, championId, collectionId, MESSAGE_COLLECTION_RECIPES);
  if (!collection) throw new AppError('NOT_FOUND', words('server.collections.notFound'));
  if (collection.recipeIds.length === 0)
    throw new AppError('CONFLICT', words('server.groupMessages.collectionWithoutCatalogueRecipes', { name: collection.name }));
  return collection;
}

/**
 * POST /api/champion/messages: the recipe and the collection checked first (404 for any but a live catalogue recipe
 * or one of the champion's own collections), so that a mistake does not use up the day's messages; then counted
 * against the limit (429 past it).
 */
export async function postGroupMessage(
  db: Db,
  championId: string,
  input: { text: string; recipeId: string | null; collectionId: string | null },
): Promise<GroupMessage> {
  if (input.recipeId !== null && !(await findLiveCatalogueRecipe(db, input.recipeId)))
    throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
  const collection = input.collectionId === null ? null : await collectionToRecommend(db, championId, input.collectionId);
  await limitRequests(db, groupMessageLimit, championId, words('server.groupMessages.tooMany', { max: groupMessageLimit.max }));
  const message = { text: input.text, recipeId: input.recipeId, collection };
  const id = await insertGroupMessage(db, championId, message, new Date().toISOString());
  const posted = (await groupMessagesOf(db, championId, championId, 'all-seen')).find((message) => message.id === id);
  if (!posted) throw new AppError('NOT_FOUND', words('server.groupMessages.notFound'));
  return posted;
}

/** GET /api/champion/messages: what the champion has posted, with the group's reactions. */
export async function readChampionMessages(db: Db, championId: string): Promise<GroupMessages> {
  const [me, messages] = await Promise.all([findMe(db, championId), groupMessagesOf(db, championId, championId, 'all-seen')]);
  return { championName: me?.name ?? null, messages, unread: 0 };
}

/** GET /api/me/messages: the messages of the participant's champion now (none outside a group), the new ones marked. */
export async function readMyMessages(db: Db, userId: string): Promise<GroupMessages> {
  const membership = await findMembership(db, userId);
  if (!membership) return { championName: null, messages: [], unread: 0 };
  const [seenAt, unread] = await Promise.all([seenAtOf(db, userId), countUnread(db, userId)]);
  return { championName: membership.championName, messages: await groupMessagesOf(db, membership.championId, userId, seenAt), unread };
}

/**
 * GET /api/me/messages/{id}/collection: the collection a message of the participant's champion recommends, as posted,
 * with the reader's saved copies; 404 for anyone outside the group and for a message without one.
 */
export async function readMessageCollection(db: Db, userId: string, messageId: string): Promise<MessageCollection> {
  const message = await findMessageCollectionOfMyGroup(db, userId, messageId);
  if (!message) throw new AppError('NOT_FOUND', words('server.groupMessages.notFound'));
  if (message.collectionName === null) throw new AppError('NOT_FOUND', words('server.groupMessages.noCollection'));
  const rows = await messageCollectionRecipesForMember(db, userId, messageId);
  const saved = await savedStates(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return {
    name: message.collectionName,
    championName: message.championName,
    postedAt: message.postedAt,
    recipes: rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      servings: row.servings,
      thumbnailUrl: photoUrls(row.photoId).thumbnailUrl,
      saved: saved.get(row.id) ?? null,
    })),
  };
}

/** PUT or DELETE /api/me/messages/{id}/reactions/{reaction}: 404 for a message that is not the participant's champion's. */
export async function react(db: Db, userId: string, messageId: string, reaction: GroupMessageReaction, given: boolean): Promise<void> {
  if (!(await isMessageOfMyGroup(db, userId, messageId))) throw new AppError('NOT_FOUND', words('server.groupMessages.notFound'));
  await setReaction(db, userId, messageId, reaction, given, new Date().toISOString());
}

/** POST /api/me/messages/seen: everything posted until now is no longer new. */
export async function markSeen(db: Db, userId: string): Promise<void> {
  await markMessagesSeen(db, userId, new Date().toISOString());
}

export { countUnread };
