import { createMiddleware } from 'hono/factory';
import { can } from '../../shared/permissions.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { readMeRow } from './me-row.ts';
import { sessionUser } from './session-check.ts';
import { words } from '../lib/i18n.ts';

export const noAdminAccessMessage = 'You do not have admin access';

/**
 * Every admin route: 401 without a session, 403 unless the user may use the admin tools. The session is read as
 * requireUser reads it, with the user's row fresh from the database on each request (so a revoked role stops
 * working at once, whatever the page shows).
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = await sessionUser(c);
  if (!user) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
  const me = user.row ?? (await readMeRow(c.var.ctx.db, user.id));
  if (!can(me, 'useAdminTools')) throw new AppError('FORBIDDEN', words('server.admin.noAccess'));
  c.set('userId', user.id);
  c.set('sessionUser', user.row);
  await next();
});
