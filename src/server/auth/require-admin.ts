import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';

export const noAdminAccessMessage = 'You do not have admin access';

/**
 * Every admin route: 401 without a session, 403 unless the user's role is admin, read from the database on
 * each request (so a revoked role stops working at once, whatever the page shows).
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, db } = c.var.ctx;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  const row = await db.kysely.selectFrom('user').select('role').where('id', '=', session.user.id).executeTakeFirst();
  if (row?.role !== 'admin') throw new AppError('FORBIDDEN', noAdminAccessMessage);
  c.set('userId', session.user.id);
  await next();
});
