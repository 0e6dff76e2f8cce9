import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/app-error.ts';
import type { AppEnv } from '../app-env.ts';
import { sessionUser, type SessionCompanion } from './session-check.ts';
import { words } from '../lib/i18n.ts';

/** Every private route: 401 without a session; otherwise the acting user's id is on the context. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await sessionUser(c);
  if (!user) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
  c.set('userId', user.id);
  c.set('sessionUser', user.row);
  await next();
});

/**
 * requireUser that also reads `companion` in the session's statement (session-check.ts): its value is on the
 * context as `sessionCompanion`, undefined when the session took better-auth's own path.
 */
export function requireUserWith<T>(companion: SessionCompanion<T>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await sessionUser(c, companion);
    if (!user) throw new AppError('UNAUTHORIZED', words('server.signInToContinue'));
    c.set('userId', user.id);
    c.set('sessionUser', user.row);
    c.set('sessionCompanion', user.companion);
    await next();
  });
}
