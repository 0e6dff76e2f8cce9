import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/app-error.ts';
import type { AppEnv } from '../app-env.ts';
import { sessionUser } from './session-check.ts';
import { words } from '../lib/i18n.ts';

/** Every private route: 401 without a session; otherwise the acting user's id is on the context. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await sessionUser(c);
  if (!user) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
  c.set('userId', user.id);
  c.set('sessionUser', user.row);
  await next();
});
