import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from '../app-env.ts';
import { createClientIpResolver } from '../lib/client-ip.ts';

/** The calendar feed's and a shared recipe's addresses are their credentials: logs keep the route, not the secret. */
export function loggedPath(path: string): string {
  return path
    .replace(/^\/api\/calendar\/[^/]+/, '/api/calendar/[secret].ics')
    .replace(/^\/api\/shared-recipes\/[^/]+/, '/api/shared-recipes/[secret]')
    .replace(/^\/r\/[^/]+/, '/r/[secret]');
}

/** Sets the app context, a request id and the client's address on every request, and logs each one as it ends. */
export function requestContext(ctx: AppContext): MiddlewareHandler<AppEnv> {
  const { config, logger } = ctx;
  const resolveClientIp = createClientIpResolver(config.trustedProxies);
  return async (c, next) => {
    const started = performance.now();
    c.set('ctx', ctx);
    c.set('requestId', randomUUID());
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      socketAddress = undefined; // in-process requests (app.request) have no socket
    }
    c.set('clientIp', resolveClientIp(socketAddress, c.req.header('x-forwarded-for')));
    await next();
    // The line's fields are not even gathered when it would not be written (LOG_LEVEL=warn and above).
    if (!logger.isLevelEnabled('info')) return;
    logger.info(
      {
        reqId: c.var.requestId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
