import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../../shared/api-error.ts';
import { championRevokedCode } from '../../../shared/champion-choice.ts';
import { meSchema, profileUpdateSchema, setupInputSchema, type Me } from '../../../shared/users.ts';
import type { AppContext, AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { setupAccount, type SetupInput } from './setup-account.ts';
import { updateProfile } from './update-profile.ts';
import { findMe, toMe } from './users.repo.ts';
import { words } from '../../lib/i18n.ts';

const errors = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: apiErrorSchema } } },
  401: { description: 'Not signed in', content: { 'application/json': { schema: apiErrorSchema } } },
} as const;

const getMe = createRoute({
  method: 'get',
  path: '/',
  tags: ['Users'],
  summary: "The signed-in user's document",
  responses: {
    200: { description: 'The user document', content: { 'application/json': { schema: meSchema } } },
    401: errors[401],
  },
});

const putSetup = createRoute({
  method: 'put',
  path: '/setup',
  tags: ['Users'],
  summary: 'Completes or updates setup (setup is complete once userType is set)',
  description:
    'Champion or Both is given at once under CHAMPION_SIGNUP=open; under approval it records a request (championStatus `requested`) and the person stays a participant until an admin approves. Refused (403) once an admin removed their champion role.',
  request: { body: { required: true, content: { 'application/json': { schema: setupInputSchema } } } },
  responses: {
    200: { description: 'The updated user document', content: { 'application/json': { schema: meSchema } } },
    ...errors,
    403: errorResponse(`An admin removed their champion role: they cannot choose Champion or Both (${championRevokedCode})`),
    404: errorResponse('The invitation code is not valid (INVITATION_INVALID)'),
    409: errorResponse('Your own invitation (INVITATION_OWN), or you are in another champion’s group (INVITATION_CONFIRM_MOVE)'),
    410: errorResponse('The invitation expired, was used up or was withdrawn'),
    429: errorResponse('Too many invitation attempts (with Retry-After)'),
  },
});

const patchMe = createRoute({
  method: 'patch',
  path: '/',
  tags: ['Users'],
  summary: "Changes the profile's details: name, household size, dietary needs, the day the week starts",
  request: { body: { required: true, content: { 'application/json': { schema: profileUpdateSchema } } } },
  responses: {
    200: { description: 'The updated user document', content: { 'application/json': { schema: meSchema } } },
    ...errors,
    403: errorResponse(`An admin removed their champion role: they cannot choose Champion or Both (${championRevokedCode})`),
  },
});

/**
 * Setup with an invitation code: the invitations module's operation, handed in by the app, since invitations
 * build on users (they read and complete a user's setup) and not the other way round.
 */
export type CompleteSetupWithInvitation = (
  ctx: AppContext,
  userId: string,
  input: SetupInput & { inviteCode: string },
) => Promise<Me | null>;

export function meRoutes({ completeSetupWithInvitation }: { completeSetupWithInvitation: CompleteSetupWithInvitation }) {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);
  // Setup with an invitation code answers the code's failures as the invitation routes do (410, INVITATION_…).

  router.openapi(getMe, async (c) => {
    // Read with the session when the session check could; otherwise afresh.
    const row = c.get('sessionUser');
    const me = row ? toMe(row) : await findMe(c.get('ctx').db, c.get('userId'));
    if (!me) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
    return c.json(me, 200);
  });

  router.openapi(patchMe, async (c) => {
    const me = await updateProfile(c.var.ctx, c.var.userId, c.req.valid('json'));
    if (!me) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
    return c.json(me, 200);
  });

  router.openapi(putSetup, async (c) => {
    const input = c.req.valid('json');
    // "Setup invite user": finishing setup accepts the invitation that brought them, or changes nothing.
    const me = input.inviteCode
      ? await completeSetupWithInvitation(c.var.ctx, c.var.userId, { ...input, inviteCode: input.inviteCode })
      : await setupAccount(c.var.ctx, c.var.userId, input);
    if (!me) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
    return c.json(me, 200);
  });

  return router;
}
