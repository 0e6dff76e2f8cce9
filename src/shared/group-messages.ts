import { z } from 'zod';
import { refusal } from './i18n/refusal.ts';
import { withoutNul } from './meal-plans.ts';
import { savedStateSchema } from './recipes.ts';
import { groupMessageReactions, MAX_GROUP_MESSAGE } from './group-message-rules.ts';

export * from './group-message-rules.ts';

/**
 * POST /api/champion/messages: an announcement to the champion's group, with an optional catalogue recipe and an
 * optional collection of the champion's (docs/decisions/0083-check-ins-and-messages.md,
 * docs/decisions/0087-a-message-recommends-a-collection.md).
 */
export const groupMessageCreateSchema = z
  .object({
    text: z
      .string(refusal('validation.groupMessage.text'))
      .trim()
      .min(1, refusal('validation.groupMessage.text'))
      .max(MAX_GROUP_MESSAGE, refusal('validation.groupMessage.textTooLong', { max: MAX_GROUP_MESSAGE }))
      .refine(withoutNul, refusal('validation.groupMessage.textNul')),
    recipeId: z
      .string(refusal('validation.type.string'))
      .min(1)
      .max(100)
      .nullable()
      .default(null)
      .describe('A catalogue recipe to recommend'),
    collectionId: z
      .string(refusal('validation.type.string'))
      .min(1)
      .max(100)
      .nullable()
      .default(null)
      .describe("One of the champion's own collections to recommend: its catalogue recipes as they are now, never their own recipes"),
  })
  .strict();
export type GroupMessageCreateInput = z.input<typeof groupMessageCreateSchema>;

export const groupMessageReactionSchema = z.enum(groupMessageReactions, refusal('validation.groupMessage.reaction'));

export const groupMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  recipe: z.object({ id: z.string(), title: z.string() }).nullable().describe('A live catalogue recipe, or null'),
  collection: z
    .object({ name: z.string(), recipeCount: z.number().int() })
    .nullable()
    .describe('The collection it recommends, as it was when posted: its name and how many of its catalogue recipes are still there'),
  createdAt: z.string(),
  reactions: z
    .array(z.object({ reaction: groupMessageReactionSchema, count: z.number().int(), mine: z.boolean() }))
    .describe('Every reaction, in a fixed order, with how many gave it and whether the reader did'),
  isNew: z.boolean().describe('Posted since the reader last opened the messages (always false for the champion)'),
});
export type GroupMessage = z.infer<typeof groupMessageSchema>;

/** GET /api/champion/messages and GET /api/me/messages: newest first, at most 50. */
export const groupMessagesSchema = z.object({
  championName: z.string().nullable().describe('Who posts them; null for a participant in no group'),
  messages: z.array(groupMessageSchema),
  unread: z.number().int().describe('How many are new to the reader (at most 99)'),
});
export type GroupMessages = z.infer<typeof groupMessagesSchema>;

/** GET /api/me/messages/{id}/collection: the collection a message recommends, as posted; catalogue recipes only. */
export const messageCollectionSchema = z.object({
  name: z.string().describe("The collection's name when the message was posted"),
  championName: z.string(),
  postedAt: z.string(),
  recipes: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        description: z.string(),
        servings: z.number().int(),
        thumbnailUrl: z.string().nullable(),
        saved: savedStateSchema.nullable().describe("The reader's saved copy, if any"),
      }),
    )
    .describe('Its catalogue recipes still in the catalogue, in the order they had'),
});
export type MessageCollection = z.infer<typeof messageCollectionSchema>;

/** GET /api/me/messages/unread: what the navigation shows. */
export const unreadMessagesSchema = z.object({ unread: z.number().int() });
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;
