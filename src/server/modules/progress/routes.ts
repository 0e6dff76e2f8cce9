import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { toIsoDate } from '../../../shared/meal-plans.ts';
import { championProgressSchema, myProgressSchema, progressQuerySchema } from '../../../shared/progress.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { commonErrors, errorResponse, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { notAChampionMessage, requireChampion } from '../champions/index.ts';
import { championProgress } from './champion-progress.ts';
import { myProgress } from './my-progress.ts';

const tags = ['Champion programme'];
const badWeeks = errorResponse('Choose from 2 to 12 weeks');

const groupProgress = createRoute({
  method: 'get',
  path: '/',
  tags,
  middleware: [requireChampion] as const,
  summary: "The champion's group across their last weeks: meals planned and cooked, the check-in average, each goal",
  description:
    'Totals count every member (docs/decisions/0082-goals-and-what-a-champion-sees.md); a goal names only members whose championSees.goalProgress is on. Weeks by the champion’s week start; a goal’s by its own (docs/decisions/0085-progress-over-time.md).',
  request: { query: progressQuerySchema },
  responses: {
    200: jsonResponse(championProgressSchema, 'The weeks'),
    400: badWeeks,
    401: commonErrors[401],
    403: errorResponse(notAChampionMessage),
  },
});

/** /api/champion/progress: a champion's group over the weeks (champion or both; 403 for anyone else). */
export function championProgressRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);
  router.openapi(groupProgress, async (c) =>
    c.json(await championProgress(c.var.ctx.db, c.var.userId, toIsoDate(new Date()), c.req.valid('query').weeks), 200),
  );
  return router;
}

const ownProgress = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The signed-in person’s own last weeks: meals planned and cooked, their check-in, their champion’s goals',
  description: 'Weeks as their planner counts them (their week start); a goal’s by its own. Only their own rows are read.',
  request: { query: progressQuerySchema },
  responses: { 200: jsonResponse(myProgressSchema, 'Their weeks'), 400: badWeeks, 401: commonErrors[401] },
});

/** /api/me/progress: anyone signed in, about themselves. */
export function myProgressRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);
  router.openapi(ownProgress, async (c) =>
    c.json(await myProgress(c.var.ctx.db, c.var.userId, toIsoDate(new Date()), c.req.valid('query').weeks), 200),
  );
  return router;
}
