import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  groupMessageCreateSchema,
  groupMessageReactions,
  groupMessageSchema,
  groupMessagesSchema,
  messageCollectionSchema,
  unreadMessagesSchema,
} from '../../../shared/group-messages.ts';
import { refusal } from '../../../shared/i18n/refusal.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { commonErrors, errorResponse, idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { requireChampion } from '../champions/index.ts';
import { deleteOwnGroupMessage } from './group-messages.repo.ts';
import {
  countUnread,
  markSeen,
  postGroupMessage,
  react,
  readChampionMessages,
  readMessageCollection,
  readMyMessages,
} from './group-message-operations.ts';

const notAChampion = errorResponse('Only champions have a group');
const messageNotFound = errorResponse('Message not found');

const championList = createRoute({
  method: 'get',
  path: '/',
  tags: ['Champions'],
  middleware: [requireChampion] as const,
  summary: 'The messages the champion has posted to their group, newest first (at most 50), with the reactions counted',
  responses: { 200: jsonResponse(groupMessagesSchema, 'The messages'), 401: commonErrors[401], 403: notAChampion },
});

const post = createRoute({
  method: 'post',
  path: '/',
  tags: ['Champions'],
  middleware: [requireChampion] as const,
  summary: 'Posts an announcement to the champion’s group, with an optional catalogue recipe and an optional collection of theirs',
  description:
    'At most 20 a day per champion (429 with Retry-After past it). No private messages: docs/decisions/0083-check-ins-and-messages.md. ' +
    'A collection is kept as it is when posted: its name and its catalogue recipes (at most 60), never the champion’s own recipes ' +
    '(docs/decisions/0087-a-message-recommends-a-collection.md).',
  request: jsonBody(groupMessageCreateSchema),
  responses: {
    201: jsonResponse(groupMessageSchema, 'The message'),
    ...commonErrors,
    403: notAChampion,
    404: errorResponse('Recipe not found, or no collection of the champion’s has this id'),
    409: errorResponse('The collection holds no catalogue recipe to show the group'),
    429: errorResponse('Too many messages today'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: ['Champions'],
  middleware: [requireChampion] as const,
  summary: 'Deletes one of the champion’s own messages, with its reactions',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...commonErrors, 403: notAChampion, 404: messageNotFound },
});

/** /api/champion/messages: a champion's announcements to their group. */
export function championMessageRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);
  router.openapi(championList, async (c) => c.json(await readChampionMessages(c.var.ctx.db, c.var.userId), 200));
  router.openapi(post, async (c) => c.json(await postGroupMessage(c.var.ctx.db, c.var.userId, c.req.valid('json')), 201));
  router.openapi(remove, async (c) => {
    if (!(await deleteOwnGroupMessage(c.var.ctx.db, c.var.userId, c.req.valid('param').id)))
      throw new AppError('NOT_FOUND', words('server.groupMessages.notFound'));
    return c.body(null, 204);
  });
  return router;
}

const tags = ['Champion programme'];

const mine = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The messages of the participant's champion, newest first (at most 50): those posted since they last opened them marked new",
  description: 'Only the champion they have now: after leaving a group its messages are no longer shown.',
  responses: { 200: jsonResponse(groupMessagesSchema, 'The messages'), 401: commonErrors[401] },
});

const unread = createRoute({
  method: 'get',
  path: '/unread',
  tags,
  summary: 'How many of the champion’s messages are new to the participant (at most 99): what the navigation shows',
  responses: { 200: jsonResponse(unreadMessagesSchema, 'The count'), 401: commonErrors[401] },
});

const seen = createRoute({
  method: 'post',
  path: '/seen',
  tags,
  summary: 'The participant has opened the messages: those posted until now are no longer new',
  responses: { 204: { description: 'Marked' }, 401: commonErrors[401] },
});

const collection = createRoute({
  method: 'get',
  path: '/{id}/collection',
  tags,
  summary: 'The collection a message of the participant’s champion recommends, as it was posted: its name and catalogue recipes',
  description: 'Only for members of the champion’s group now. The champion’s own recipes are never in it.',
  request: { params: idParams },
  responses: {
    200: jsonResponse(messageCollectionSchema, 'The collection'),
    ...commonErrors,
    404: errorResponse('Message not found, or it recommends no collection'),
  },
});

const reactionParams = idParams.extend({
  reaction: z.enum(groupMessageReactions, refusal('validation.groupMessage.reaction')).openapi({ param: { name: 'reaction', in: 'path' } }),
});

const give = createRoute({
  method: 'put',
  path: '/{id}/reactions/{reaction}',
  tags,
  summary: 'Gives a reaction (thumbsUp, heart, party) to a message of the participant’s champion; once each',
  request: { params: reactionParams },
  responses: { 204: { description: 'Given' }, ...commonErrors, 404: messageNotFound },
});

const takeBack = createRoute({
  method: 'delete',
  path: '/{id}/reactions/{reaction}',
  tags,
  summary: 'Takes back a reaction the participant gave',
  request: { params: reactionParams },
  responses: { 204: { description: 'Taken back' }, ...commonErrors, 404: messageNotFound },
});

/** /api/me/messages: the participant's side of their champion's messages. */
export function myMessageRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);
  router.openapi(mine, async (c) => c.json(await readMyMessages(c.var.ctx.db, c.var.userId), 200));
  router.openapi(unread, async (c) => c.json({ unread: await countUnread(c.var.ctx.db, c.var.userId) }, 200));
  router.openapi(seen, async (c) => {
    await markSeen(c.var.ctx.db, c.var.userId);
    return c.body(null, 204);
  });
  router.openapi(collection, async (c) => c.json(await readMessageCollection(c.var.ctx.db, c.var.userId, c.req.valid('param').id), 200));
  router.openapi(give, async (c) => {
    const { id, reaction } = c.req.valid('param');
    await react(c.var.ctx.db, c.var.userId, id, reaction, true);
    return c.body(null, 204);
  });
  router.openapi(takeBack, async (c) => {
    const { id, reaction } = c.req.valid('param');
    await react(c.var.ctx.db, c.var.userId, id, reaction, false);
    return c.body(null, 204);
  });
  return router;
}
