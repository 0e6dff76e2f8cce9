import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import { accountDeleteSchema, accountExportSchema, exportFileName } from '../../../shared/account.ts';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../auth/require-user.ts';
import { commonErrors, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { validationHook } from '../../lib/validation.ts';
import { accountExportLimit, limitRequests } from '../../lib/request-limit.ts';
import { words } from '../../lib/i18n.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccount } from './export-account.ts';

const exportRoute = createRoute({
  method: 'get',
  path: '/export',
  tags: ['Users'],
  summary: 'Downloads everything the signed-in user owns as one JSON file',
  description:
    'Profile, sign-in methods and devices, recipes (deleted ones included), photos, meal plan, shopping-list ticks and items, whether a calendar feed exists, invitations sent and who accepted them, group and recommendations. No password hash, token or invitation code. At most 5 exports an hour.',
  responses: {
    200: jsonResponse(accountExportSchema, 'The export, as an attachment'),
    401: errorResponse('Not signed in'),
    429: errorResponse('More than 5 exports in an hour; Retry-After says how many seconds to wait'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/',
  tags: ['Users'],
  summary: 'Deletes the signed-in user’s account and everything that names them; their sessions end',
  description:
    'Send the account’s email as `confirmEmail` and its `password`; an account without a password (Google or another provider only) needs a sign-in of the last 10 minutes instead (403 `SIGN_IN_AGAIN` otherwise). Recipes they published to the catalogue stay there without a publisher. Answers 204 and clears the session cookie.',
  request: jsonBody(accountDeleteSchema),
  responses: {
    204: { description: 'Deleted' },
    ...commonErrors,
  },
});

/**
 * Export and deletion of one's own account, mounted at /api/me beside meRoutes (users/routes.ts): Hono
 * matches across both routers, so GET/PATCH /api/me stay theirs and DELETE /api/me and /export are these.
 */
export function accountRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.use('*', requireUser);

  router.openapi(exportRoute, async (c) => {
    await limitRequests(c.var.ctx.db, accountExportLimit, c.var.userId, (minutes) => words('server.account.exportTooMany', { minutes }));
    const data = await exportAccount(c.var.ctx.db, c.var.userId);
    c.header('Content-Disposition', `attachment; filename="${exportFileName(data.exportedAt)}"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data, 200);
  });

  router.openapi(deleteRoute, async (c) => {
    const { ctx, userId } = c.var;
    const session = await ctx.auth.api.getSession({ headers: c.req.raw.headers, query: { disableCookieCache: true } });
    await deleteAccount(ctx, userId, c.req.valid('json'), session ? new Date(session.session.createdAt) : null);
    // The session rows went with the user; the browser forgets the cookies too.
    const { authCookies } = await ctx.auth.$context;
    for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
      deleteCookie(c, cookie.name, { path: cookie.attributes.path ?? '/', secure: cookie.attributes.secure === true, httpOnly: true });
    }
    return c.body(null, 204);
  });

  return router;
}
