import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../../shared/api-error.ts';
import {
  acceptedInvitationSchema,
  createdInvitationSchema,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationLookupSchema,
  invitationListQuerySchema,
  invitationPageSchema,
} from '../../../shared/invitations.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { commonErrors, errorResponse, idParams, jsonBody, jsonResponse, quotaError } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { countAttempt, lookupLimit } from './attempt-limit.ts';
import { createInvitation } from './create-invitation.ts';
import { listInvitations, revokeInvitation } from './invitations.repo.ts';
import { lookupInvitation } from './lookup-invitation.ts';
import { words } from '../../lib/i18n.ts';

const tags = ['Invitations'];
const notFound = 'Invitation not found';
const tooMany = errorResponse('Too many invitation attempts (with Retry-After, in seconds)');
const gone = errorResponse(
  `Expired (INVITATION_EXPIRED), used up (INVITATION_USED_UP) or withdrawn (INVITATION_REVOKED), with the message for each`,
);
const confirmMoveSchema = apiErrorSchema.extend({ currentChampion: z.object({ name: z.string() }).optional() });

const create = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary:
    'Creates an invitation: champions invite participants to their group; admins may also invite new champions; anyone who has finished setup invites to their own household (`kind: "household"`)',
  description: 'The code and link are in this answer only (the server keeps a hash). With `email`, the invitation is also emailed there.',
  middleware: [requireUser] as const,
  request: jsonBody(invitationCreateSchema),
  responses: {
    201: jsonResponse(createdInvitationSchema, 'The invitation, with its code and link'),
    ...commonErrors,
    403: errorResponse('Only champions (participant invitations) and admins (either kind) may invite'),
    409: quotaError,
  },
});

const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary:
    "The user's own invitations into the champion programme, newest first, with status and who accepted them: a page of at most `limit` (100)",
  description: "Household invitations are the household's: GET /api/household/invitations lists them to every member.",
  middleware: [requireUser] as const,
  request: { query: invitationListQuerySchema },
  responses: { 200: jsonResponse(invitationPageSchema, 'The invitations and the next page’s cursor'), ...commonErrors },
});

const revoke = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: "Withdraws one of the user's invitations: its code stops working (those who accepted stay where they are)",
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: { 204: { description: 'Withdrawn' }, ...commonErrors, 404: errorResponse(notFound) },
});

const lookup = createRoute({
  method: 'get',
  path: '/lookup/{code}',
  tags,
  summary: 'Who invites, and why (PUBLIC: no session needed)',
  description:
    'Rate limited per client address. A signed-in person looking at their own invitation gets 409 INVITATION_OWN; one they accepted stays visible to them.',
  request: {
    params: z.object({
      code: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: 'code', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonResponse(invitationLookupSchema, 'The invitation'),
    404: errorResponse('The invitation code is not valid (INVITATION_INVALID)'),
    409: errorResponse('Your own invitation (INVITATION_OWN)'),
    410: gone,
    429: tooMany,
  },
});

const accept = createRoute({
  method: 'post',
  path: '/accept',
  tags,
  summary: "Accepts an invitation: joins the inviter's group (participant), becomes a champion, or moves into the inviter's household",
  description:
    "Atomic: two people racing for the last use cannot both get it. Someone already in another champion's group gets 409 INVITATION_CONFIRM_MOVE (nothing used) until they send `confirmMove: true`. Accepting one already accepted (or joining the group one is in) changes nothing. A household invitation is refused with 409 HOUSEHOLD_ALREADY_MEMBER or HOUSEHOLD_FULL (12 members), and with 409 HOUSEHOLD_CONFIRM_MOVE while the person is alone in their own household and it holds a plan or a list (kept for them, and theirs again when they leave) until they send `confirmMove: true`. Rate limited per user.",
  middleware: [requireUser] as const,
  request: jsonBody(invitationAcceptSchema),
  responses: {
    200: jsonResponse(acceptedInvitationSchema, 'Accepted'),
    ...commonErrors,
    403: errorResponse('Setup is not finished'),
    404: errorResponse('The invitation code is not valid (INVITATION_INVALID)'),
    409: jsonResponse(
      confirmMoveSchema,
      'Own invitation (INVITATION_OWN), confirm the move (INVITATION_CONFIRM_MOVE, with currentChampion; HOUSEHOLD_CONFIRM_MOVE), already in the household (HOUSEHOLD_ALREADY_MEMBER) or the household is full (HOUSEHOLD_FULL)',
    ),
    410: gone,
    429: tooMany,
  },
});

export function invitationRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  router.openapi(create, async (c) => c.json(await createInvitation(c.var.ctx, c.var.userId, c.req.valid('json')), 201));

  router.openapi(list, async (c) => c.json(await listInvitations(c.var.ctx.db, c.var.userId, c.req.valid('query')), 200));

  router.openapi(revoke, async (c) => {
    if (!(await revokeInvitation(c.var.ctx.db, c.var.userId, c.req.valid('param').id)))
      throw new AppError('NOT_FOUND', words('server.invitations.notFound'));
    return c.body(null, 204);
  });

  router.openapi(lookup, async (c) => {
    const { db, auth } = c.var.ctx;
    await countAttempt(db, lookupLimit, c.var.clientIp ?? 'unknown');
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    // The answer depends on a secret (the code) and on who asks: no cache keeps it.
    c.header('Cache-Control', 'private, no-store');
    return c.json(await lookupInvitation(db, c.req.valid('param').code, session?.user.id ?? null), 200);
  });

  router.openapi(accept, async (c) => c.json(await acceptInvitation(c.var.ctx, c.var.userId, c.req.valid('json')), 200));

  return router;
}
