import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { championCheckInsSchema, checkInAnswerSchema, myCheckInSchema } from '../../../shared/check-ins.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { commonErrors, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { requireChampion } from '../champions/index.ts';
import { championCheckIns } from './group-check-ins.ts';
import { answerCheckIn, readMyCheckIn } from './my-check-in.ts';

const tags = ['Champion programme'];

const getMine = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "This week's check-in of the signed-in participant (their week, as the planner counts weeks)",
  responses: {
    200: jsonResponse(myCheckInSchema, 'The week, the champion who reads the note, and the answer or null'),
    401: commonErrors[401],
  },
});

const answer = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary: "Answers this week's check-in (how it went, 1–5, and an optional note to the champion), or changes the answer",
  description:
    'One check-in per participant per week. Only someone in a champion’s group may check in (docs/decisions/0083-check-ins-and-messages.md).',
  request: jsonBody(checkInAnswerSchema),
  responses: {
    200: jsonResponse(myCheckInSchema, 'The week’s check-in as saved'),
    ...commonErrors,
    404: errorResponse('You are not in a champion’s group'),
  },
});

/** /api/me/check-in: the participant's weekly check-in. */
export function myCheckInRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);
  router.openapi(getMine, async (c) => c.json(await readMyCheckIn(c.var.ctx.db, c.var.userId), 200));
  router.openapi(answer, async (c) => c.json(await answerCheckIn(c.var.ctx.db, c.var.userId, c.req.valid('json')), 200));
  return router;
}

const groupCheckIns = createRoute({
  method: 'get',
  path: '/',
  tags: ['Champions'],
  middleware: [requireChampion] as const,
  summary: "The check-in notes addressed to the champion by their group, and the group's average rating per week",
  description:
    'Only check-ins of people in the champion’s group now, addressed to this champion: someone who leaves takes theirs along. ' +
    'Individual ratings stay out; the notes come newest first (at most 100), the averages for the champion’s last 12 weeks.',
  responses: {
    200: jsonResponse(championCheckInsSchema, 'Notes and weekly averages'),
    401: commonErrors[401],
    403: errorResponse('Only champions have a group'),
  },
});

/** /api/champion/check-ins: what the champion reads of their group's check-ins. */
export function championCheckInRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);
  router.openapi(groupCheckIns, async (c) => c.json(await championCheckIns(c.var.ctx.db, c.var.userId), 200));
  return router;
}
