import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { championGroupSchema, championListSchema, recommendationCreateSchema, recommendationSchema } from '../../../shared/champions.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { AppError } from '../../lib/app-error.ts';
import { commonErrors, errorResponse, idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { championGroup, deleteRecommendation, listChampions, recommendRecipe } from './champions.repo.ts';
import { notAChampionMessage, requireChampion } from './require-champion.ts';
import { words } from '../../lib/i18n.ts';

const tags = ['Champions'];
const notAChampion = errorResponse(notAChampionMessage);
const recipeNotFound = 'Recipe not found';
const recommendationNotFound = 'Recommendation not found';

const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The programme's champions (champion or both), by name, with the size of their groups",
  responses: { 200: jsonResponse(championListSchema, 'The champions'), 401: commonErrors[401] },
});

/** GET /api/champions: any signed-in user. */
export function championListRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);
  router.openapi(list, async (c) => c.json({ champions: await listChampions(c.var.ctx.db) }, 200));
  return router;
}

const group = createRoute({
  method: 'get',
  path: '/group',
  tags,
  middleware: [requireChampion] as const,
  summary: "The champion's group this week (by the champion's week start): activity counts per member, totals, recommendations",
  description: "Counts and dates only: never a member's recipes or plan entries (docs/decisions/0014-champions-and-admin.md).",
  responses: { 200: jsonResponse(championGroupSchema, 'The group'), 401: commonErrors[401], 403: notAChampion },
});

const recommend = createRoute({
  method: 'post',
  path: '/recommendations',
  tags,
  middleware: [requireChampion] as const,
  summary: 'Recommends a catalogue recipe to the group, with an optional note',
  description: 'Recommending a recipe again changes its note (an omitted note keeps the old one; "" clears it).',
  request: jsonBody(recommendationCreateSchema),
  responses: {
    200: jsonResponse(recommendationSchema, 'The recommendation, already there (its note updated)'),
    201: jsonResponse(recommendationSchema, 'The new recommendation'),
    ...commonErrors,
    403: notAChampion,
    404: errorResponse(recipeNotFound),
  },
});

const unrecommend = createRoute({
  method: 'delete',
  path: '/recommendations/{id}',
  tags,
  middleware: [requireChampion] as const,
  summary: 'Withdraws one of the champion’s recommendations',
  request: { params: idParams },
  responses: { 204: { description: 'Removed' }, ...commonErrors, 403: notAChampion, 404: errorResponse(recommendationNotFound) },
});

/** /api/champion/*: the champion's own tools (champion or both; 403 for anyone else). */
export function championToolsRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  router.openapi(group, async (c) => c.json(await championGroup(c.var.ctx.db, c.var.userId), 200));

  router.openapi(recommend, async (c) => {
    const result = await recommendRecipe(c.var.ctx.db, c.var.userId, c.req.valid('json'));
    if (!result) throw new AppError('NOT_FOUND', words('server.recipes.notFound'));
    return result.created ? c.json(result.recommendation, 201) : c.json(result.recommendation, 200);
  });

  router.openapi(unrecommend, async (c) => {
    const deleted = await deleteRecommendation(c.var.ctx.db, c.var.userId, c.req.valid('param').id);
    if (!deleted) throw new AppError('NOT_FOUND', words('server.champions.recommendationNotFound'));
    return c.body(null, 204);
  });

  return router;
}
