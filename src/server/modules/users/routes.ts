import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { apiErrorSchema } from '../../../shared/api-error.ts';
import { meSchema, profileUpdateSchema, setupInputSchema } from '../../../shared/users.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/validation.ts';
import { findMe, saveSetup, updateProfile } from './users.repo.ts';

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
  request: { body: { required: true, content: { 'application/json': { schema: setupInputSchema } } } },
  responses: {
    200: { description: 'The updated user document', content: { 'application/json': { schema: meSchema } } },
    ...errors,
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
  },
});

export function meRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  router.openapi(getMe, async (c) => {
    const me = await findMe(c.var.ctx.db, c.var.userId);
    if (!me) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    return c.json(me, 200);
  });

  router.openapi(patchMe, async (c) => {
    const me = await updateProfile(c.var.ctx.db, c.var.userId, c.req.valid('json'));
    if (!me) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    return c.json(me, 200);
  });

  router.openapi(putSetup, async (c) => {
    const me = await saveSetup(c.var.ctx.db, c.var.userId, c.req.valid('json'));
    if (!me) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    return c.json(me, 200);
  });

  return router;
}
