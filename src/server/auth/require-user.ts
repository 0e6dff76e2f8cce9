import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/app-error.ts';
import type { AppEnv } from '../app-env.ts';

/** Every private route: 401 without a session; otherwise the acting user's id is on the context. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.ctx.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  c.set('userId', session.user.id);
  await next();
});
