import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { myChampionSchema } from '../../../shared/champions.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { commonErrors, errorResponse, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { findMyChampion, leaveGroup } from './membership.repo.ts';
import { words } from '../../lib/i18n.ts';

const tags = ['Champion programme'];
const notInGroup = 'You are not in a champion’s group';

const getMine = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The user's champion (one at a time) and the catalogue recipes the champion recommends to the group",
  responses: { 200: jsonResponse(myChampionSchema, 'The champion, or null, and the recommendations'), 401: commonErrors[401] },
});

const leave = createRoute({
  method: 'delete',
  path: '/',
  tags,
  summary: "Leaves the champion's group",
  responses: { 204: { description: 'Left' }, 401: commonErrors[401], 404: errorResponse(notInGroup) },
});

/** /api/me/champion: the participant's side of group membership. */
export function myChampionRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  router.openapi(getMine, async (c) => c.json(await findMyChampion(c.var.ctx.db, c.var.userId), 200));

  router.openapi(leave, async (c) => {
    if (!(await leaveGroup(c.var.ctx.db, c.var.userId))) throw new AppError('NOT_FOUND', words('server.membership.notInGroup'));
    return c.body(null, 204);
  });

  return router;
}
