/*
 * A champion's messages to their group: limits and the reactions, without zod (the dashboard's first load). The
 * schemas built on them are in group-messages.ts, which re-exports them.
 */

/** The longest message: longer is refused with its length, never cut. */
export const MAX_GROUP_MESSAGE = 2000;

/** The fixed reactions, each once per person per message, toggled. */
export const groupMessageReactions = ['thumbsUp', 'heart', 'party'] as const;
export type GroupMessageReaction = (typeof groupMessageReactions)[number];

/** What each reaction shows (its accessible name is a catalogue key). */
export const reactionEmoji: Record<GroupMessageReaction, string> = { thumbsUp: '👍', heart: '❤️', party: '🎉' };

/** How many messages a list shows, newest first. */
export const GROUP_MESSAGES_SHOWN = 50;

/** The unread count stops here ("99+"): counting further says nothing more. */
export const MAX_UNREAD_COUNTED = 99;

/**
 * The most catalogue recipes a message's collection shows: the first of the collection's (a smart one's first page),
 * as the champion is told when choosing it (docs/decisions/0087-a-message-recommends-a-collection.md).
 */
export const MESSAGE_COLLECTION_RECIPES = 60;
