import type { GroupMessage, GroupMessageReaction, GroupMessages } from '../../../shared/group-messages.ts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { limitRequests, type RequestLimit } from '../../lib/request-limit.ts';
import { findMembership } from '../membership/index.ts';
import { findMe } from '../users/index.ts';
import {
  countUnread,
  findLiveCatalogueRecipe,
  groupMessagesOf,
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
 * POST /api/champion/messages: the recipe checked first (404 for any but a live catalogue one), so that a mistake does not
 * use up the day's messages; then counted against the limit (429 past it).
 */
export async function postGroupMessage(
  db: Db,
  championId: string,
  input: { text: string; recipeId: string | null },
): Promise<GroupMessage> {
  if (input.recipeId !== null && !(await findLiveCatalogueRecipe(db, input.recipeId)))
    throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
  await limitRequests(db, groupMessageLimit, championId, words('server.groupMessages.tooMany', { max: groupMessageLimit.max }));
  const id = await insertGroupMessage(db, championId, input.text, input.recipeId, new Date().toISOString());
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
