import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { householdInvitationListSchema, householdSchema, leftHouseholdSchema } from '../../../shared/households.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { commonErrors, errorResponse, idParams, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { listPendingHouseholdInvitations, withdrawHouseholdInvitation } from './household-invitations.repo.ts';
import { findHousehold, householdOf } from './households.repo.ts';
import { leaveHousehold } from './leave-household.ts';
import { requestHousehold } from './request-household.ts';
import { streamHouseholdEvents } from './stream-household-events.ts';

const tags = ['Households'];

const getMine = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The user's household: its name, its size and its members, who share one meal plan and one shopping list",
  responses: { 200: jsonResponse(householdSchema, 'The household'), 401: commonErrors[401] },
});

const leave = createRoute({
  method: 'post',
  path: '/leave',
  tags,
  summary: 'Leaves the household: the user goes back to the household kept for them, or gets a new one of their own',
  description:
    'Someone who was alone in a household with a plan or a list when they joined this one goes back to it, with that ' +
    'plan and list (`returned: true`); anyone else gets a new household named after them, with the same size and ' +
    "an empty plan and list. The household's meal plan and shopping list stay with the members who remain. " +
    "Which household is always the signed-in user's own: the request names none. Joining one is accepting a household " +
    'invitation (POST /api/invitations with `kind: "household"`, then POST /api/invitations/accept).',
  responses: {
    200: jsonResponse(leftHouseholdSchema, 'The household they are in now'),
    401: commonErrors[401],
    409: errorResponse('The user is the only member, so there is nothing to leave (HOUSEHOLD_ALONE)'),
  },
});

const listInvitations = createRoute({
  method: 'get',
  path: '/invitations',
  tags,
  summary: "The household's pending invitations (ones that can still be accepted), newest first, with who made each",
  description:
    'Every member sees all of them, whoever made them. Made with POST /api/invitations (`kind: "household"`); ' +
    'GET /api/invitations lists the champion programme’s invitations only.',
  responses: { 200: jsonResponse(householdInvitationListSchema, 'The pending invitations'), 401: commonErrors[401] },
});

const withdrawInvitation = createRoute({
  method: 'delete',
  path: '/invitations/{id}',
  tags,
  summary: "Withdraws one of the household's invitations, whichever member made it: its link stops working",
  request: { params: idParams },
  responses: {
    204: { description: 'Withdrawn (withdrawing again changes nothing)' },
    ...commonErrors,
    404: errorResponse("No invitation of the person's household has this id"),
  },
});

const events = createRoute({
  method: 'get',
  path: '/events',
  tags,
  summary: "The household's changes as they happen, for its members' open pages",
  description:
    'A server-sent events stream (ask with `Accept: text/event-stream`): an event named `household` for each change ' +
    'to the plan (`{"type":"plan","date"|"from","to","by"}`) or the shopping list (`{"type":"list","from","to","by"}`), ' +
    '`by` being the member who made it; a comment every 25 s. At most 5 open streams per person.',
  responses: {
    200: { description: 'The stream', content: { 'text/event-stream': { schema: z.string() } } },
    400: errorResponse('The request did not ask for text/event-stream'),
    401: commonErrors[401],
    429: errorResponse('The person has 5 streams open already'),
    503: errorResponse('The server has as many streams open as it takes; try again shortly'),
  },
});

/** /api/household. */
export function householdRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  router.openapi(getMine, async (c) => {
    // Made here for someone who has none yet, as every person is in one.
    await householdOf(c.var.ctx.db, c.var.userId);
    const household = await findHousehold(c.var.ctx.db, c.var.userId);
    if (!household) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
    return c.json(household, 200);
  });

  router.openapi(leave, async (c) => c.json(await leaveHousehold(c.var.ctx.db, c.var.userId), 200));
  router.openapi(listInvitations, async (c) =>
    c.json({ invitations: await listPendingHouseholdInvitations(c.var.ctx.db, await requestHousehold(c)) }, 200),
  );
  router.openapi(withdrawInvitation, async (c) => {
    if (!(await withdrawHouseholdInvitation(c.var.ctx.db, await requestHousehold(c), c.req.valid('param').id))) {
      throw new AppError('NOT_FOUND', words('server.households.invitationNotFound'));
    }
    return c.body(null, 204);
  });
  router.openapi(events, (c) => streamHouseholdEvents(c));

  return router;
}
