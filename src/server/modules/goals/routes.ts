import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  championGoalListSchema,
  goalCreateSchema,
  goalDoneSchema,
  goalProgressQuerySchema,
  goalSchema,
  goalUpdateSchema,
  goalWeekProgressSchema,
  myGoalListSchema,
  myGoalSchema,
} from '../../../shared/goals.ts';
import { toIsoDate } from '../../../shared/meal-plans.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import { commonErrors, errorResponse, idParams, jsonBody, jsonResponse, quotaError } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { notAChampionMessage, requireChampion } from '../champions/index.ts';
import { deleteGoalOf, findGoalOf } from './goals.repo.ts';
import { goalWeekProgress, listChampionGoals } from './group-goal-progress.ts';
import { myGoals, tickGoal } from './my-goals.ts';
import { changeGoal, setGoal } from './set-goal.ts';

const tags = ['Goals'];
const notAChampion = errorResponse(notAChampionMessage);
const goalNotFound = errorResponse('Goal not found: not one of your goals (or, for a participant, of your champion’s)');
const privacy =
  'Progress is named only for members whose championSees.goalProgress is on; the others are counted in `reached` and `notShown`.';

const listGoals = createRoute({
  method: 'get',
  path: '/',
  tags,
  middleware: [requireChampion] as const,
  summary: "The champion's goals for their group, each with this week's progress while it runs",
  description: privacy,
  responses: { 200: jsonResponse(championGoalListSchema, 'The goals'), 401: commonErrors[401], 403: notAChampion },
});

const createGoal = createRoute({
  method: 'post',
  path: '/',
  tags,
  middleware: [requireChampion] as const,
  summary: 'Sets a weekly goal for the group: a kind the app measures (or free text that participants tick), a target, weeks',
  description:
    "The weeks follow the champion's week start: any day of a week may be given, and the week's first day is stored. At most 50 goals per champion.",
  request: jsonBody(goalCreateSchema),
  responses: { 201: jsonResponse(goalSchema, 'The goal'), ...commonErrors, 403: notAChampion, 409: quotaError },
});

const patchGoal = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  middleware: [requireChampion] as const,
  summary: "Changes a goal's target, words or weeks (its kind stays)",
  request: { params: idParams, ...jsonBody(goalUpdateSchema) },
  responses: { 200: jsonResponse(goalSchema, 'The goal'), ...commonErrors, 403: notAChampion, 404: goalNotFound },
});

const removeGoal = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  middleware: [requireChampion] as const,
  summary: 'Deletes a goal, with the ticks participants gave it',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...commonErrors, 403: notAChampion, 404: goalNotFound },
});

const progress = createRoute({
  method: 'get',
  path: '/{id}/progress',
  tags,
  middleware: [requireChampion] as const,
  summary: 'One week of a goal across the group (this week unless `week` says): how many reached it, and who, where they allow it',
  description: privacy,
  request: { params: idParams, query: goalProgressQuerySchema },
  responses: { 200: jsonResponse(goalWeekProgressSchema, 'The week'), ...commonErrors, 403: notAChampion, 404: goalNotFound },
});

/** /api/champion/goals: the champion's goals for their group (champion or both; 403 for anyone else). */
export function championGoalRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  router.openapi(listGoals, async (c) => c.json({ goals: await listChampionGoals(c.var.ctx.db, c.var.userId) }, 200));

  router.openapi(createGoal, async (c) => c.json(await setGoal(c.var.ctx.db, c.var.userId, c.req.valid('json')), 201));

  router.openapi(patchGoal, async (c) => {
    const goal = await changeGoal(c.var.ctx.db, c.var.userId, c.req.valid('param').id, c.req.valid('json'));
    if (!goal) throw new AppError('NOT_FOUND', words('server.goals.notFound'));
    return c.json(goal, 200);
  });

  router.openapi(removeGoal, async (c) => {
    if (!(await deleteGoalOf(c.var.ctx.db, c.var.userId, c.req.valid('param').id)))
      throw new AppError('NOT_FOUND', words('server.goals.notFound'));
    return c.body(null, 204);
  });

  router.openapi(progress, async (c) => {
    const goal = await findGoalOf(c.var.ctx.db, c.var.userId, c.req.valid('param').id);
    if (!goal) throw new AppError('NOT_FOUND', words('server.goals.notFound'));
    const day = c.req.valid('query').week ?? toIsoDate(new Date());
    return c.json(await goalWeekProgress(c.var.ctx.db, c.var.userId, goal, day), 200);
  });

  return router;
}

const listMine = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The goals of the signed-in person's champion running this week, with their own progress",
  description:
    'Measured from what they did in the app this week (docs/decisions/0082-goals-and-what-a-champion-sees.md); empty outside a group.',
  responses: { 200: jsonResponse(myGoalListSchema, 'Their goals'), 401: commonErrors[401] },
});

const done = createRoute({
  method: 'put',
  path: '/{id}/done',
  tags,
  summary: 'Ticks (done: true) or unticks a free-text goal for this week',
  request: { params: idParams, ...jsonBody(goalDoneSchema) },
  responses: {
    200: jsonResponse(myGoalSchema, 'The goal with this week’s progress'),
    ...commonErrors,
    404: goalNotFound,
    409: errorResponse('The app measures this goal, or it does not run this week'),
  },
});

/** /api/me/goals: a participant's side of their champion's goals. */
export function myGoalRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  router.openapi(listMine, async (c) => c.json({ goals: await myGoals(c.var.ctx.db, c.var.userId) }, 200));

  router.openapi(done, async (c) => {
    const goal = await tickGoal(c.var.ctx.db, c.var.userId, c.req.valid('param').id, c.req.valid('json').done);
    if (!goal) throw new AppError('NOT_FOUND', words('server.goals.notFound'));
    return c.json(goal, 200);
  });

  return router;
}
