import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  adminChampionListSchema,
  adminChampionSchema,
  championRequestListSchema,
  programmeStatsSchema,
  promoteChampionSchema,
} from '../../../shared/admin.ts';
import type { AppEnv } from '../../app-env.ts';
import { noAdminAccessMessage, requireAdmin } from '../../auth/require-admin.ts';
import { AppError } from '../../lib/app-error.ts';
import { commonErrors, errorResponse, idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { approveChampionRequest, declineChampionRequest, listAdminChampions, listChampionRequests } from './admin.repo.ts';
import { demoteChampion } from './demote-champion.ts';
import { promoteChampion } from './promote-champion.ts';
import { programmeStats } from './stats.ts';
import { statsCsv, statsCsvFileName } from './stats-csv.ts';
import { words } from '../../lib/i18n.ts';

const tags = ['Admin'];
const forbidden = errorResponse(noAdminAccessMessage);
const adminErrors = { ...commonErrors, 403: forbidden } as const;
const noAccount = 'No account has that email';
const notAChampion = 'Champion not found';
const noRequest = 'This person has no champion request waiting: it may have been answered already. Reload the list.';

/** The refusal to promote a champion, naming them when they have a name. */
const alreadyChampion = (name: string) =>
  name.trim() ? words('server.admin.alreadyChampion', { name: name.trim() }) : words('error.ALREADY_CHAMPION');

const stats = createRoute({
  method: 'get',
  path: '/stats',
  tags,
  summary: 'Programme statistics, each an aggregate query (docs/decisions/0014-champions-and-admin.md)',
  responses: { 200: jsonResponse(programmeStatsSchema, 'The figures'), 401: commonErrors[401], 403: forbidden },
});

const statsCsvRoute = createRoute({
  method: 'get',
  path: '/stats.csv',
  tags,
  summary: "The same figures as CSV (metric,value; the weekly series; each champion's group size), as a download",
  description: 'Cells that a spreadsheet would read as a formula (starting =, +, -, @, tab or CR) are prefixed with a single quote.',
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    401: commonErrors[401],
    403: forbidden,
  },
});

const champions = createRoute({
  method: 'get',
  path: '/champions',
  tags,
  summary: 'Every champion (champion or both) with email and group size, by name',
  responses: { 200: jsonResponse(adminChampionListSchema, 'The champions'), 401: commonErrors[401], 403: forbidden },
});

const promote = createRoute({
  method: 'post',
  path: '/champions',
  tags,
  summary: 'Makes an existing account a champion: a participant or someone not set up becomes "both"',
  description: 'A champion whose role waits for approval is approved (200); one already approved is a 409 `ALREADY_CHAMPION`.',
  request: jsonBody(promoteChampionSchema),
  responses: {
    200: jsonResponse(adminChampionSchema, 'A champion waiting for approval, approved'),
    201: jsonResponse(adminChampionSchema, 'Promoted'),
    ...adminErrors,
    404: errorResponse(noAccount),
    409: errorResponse('Alex Example is already a champion'),
  },
});

const demote = createRoute({
  method: 'delete',
  path: '/champions/{id}',
  tags,
  summary: 'Makes a champion a participant: their group is released, their recommendations and open invitations go',
  description:
    'The removal sticks: they cannot choose Champion or Both again until an admin makes them a champion (or a champion invitation does).',
  request: { params: idParams },
  responses: { 204: { description: 'Demoted' }, ...adminErrors, 404: errorResponse(notAChampion) },
});

const requests = createRoute({
  method: 'get',
  path: '/champion-requests',
  tags,
  summary: 'People who chose Champion or Both under CHAMPION_SIGNUP=approval and wait for an admin, oldest first',
  responses: { 200: jsonResponse(championRequestListSchema, 'The waiting requests'), 401: commonErrors[401], 403: forbidden },
});

const approve = createRoute({
  method: 'post',
  path: '/champion-requests/{id}/approve',
  tags,
  summary: 'Approves a request: the person becomes the champion type they asked for',
  request: { params: idParams },
  responses: { 200: jsonResponse(adminChampionSchema, 'The new champion'), ...adminErrors, 404: errorResponse(noRequest) },
});

const decline = createRoute({
  method: 'post',
  path: '/champion-requests/{id}/decline',
  tags,
  summary: 'Declines a request: the person stays a participant (they may ask again)',
  request: { params: idParams },
  responses: { 204: { description: 'Declined' }, ...adminErrors, 404: errorResponse(noRequest) },
});

/** /api/admin/*: admins only, checked on the server for every request (403 otherwise, 401 signed out). */
export function adminRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireAdmin);

  router.openapi(stats, async (c) => c.json(await programmeStats(c.var.ctx.db), 200));

  router.openapi(statsCsvRoute, async (c) => {
    const { db } = c.var.ctx;
    const figures = await programmeStats(db);
    const body = statsCsv(figures, await listAdminChampions(db), words);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${statsCsvFileName(figures)}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(body, 200);
  });

  router.openapi(champions, async (c) => c.json({ champions: await listAdminChampions(c.var.ctx.db) }, 200));

  router.openapi(promote, async (c) => {
    const result = await promoteChampion(c.var.ctx.db, c.req.valid('json').email, c.var.userId);
    if (result.status === 'not-found') throw new AppError('NOT_FOUND', words('server.admin.noAccount'));
    if (result.status === 'already') {
      throw new AppError(
        'CONFLICT',
        alreadyChampion(result.champion.name),
        [{ path: 'email', message: alreadyChampion(result.champion.name) }],
        {
          clientCode: 'ALREADY_CHAMPION',
        },
      );
    }
    return result.status === 'promoted' ? c.json(result.champion, 201) : c.json(result.champion, 200);
  });

  router.openapi(demote, async (c) => {
    if (!(await demoteChampion(c.var.ctx.db, c.req.valid('param').id, c.var.userId)))
      throw new AppError('NOT_FOUND', words('server.admin.championNotFound'));
    return c.body(null, 204);
  });

  router.openapi(requests, async (c) => c.json({ requests: await listChampionRequests(c.var.ctx.db) }, 200));

  router.openapi(approve, async (c) => {
    const champion = await approveChampionRequest(c.var.ctx.db, c.req.valid('param').id, c.var.userId);
    if (!champion) throw new AppError('NOT_FOUND', words('server.admin.noRequest'));
    return c.json(champion, 200);
  });

  router.openapi(decline, async (c) => {
    if (!(await declineChampionRequest(c.var.ctx.db, c.req.valid('param').id, c.var.userId)))
      throw new AppError('NOT_FOUND', words('server.admin.noRequest'));
    return c.body(null, 204);
  });

  return router;
}
