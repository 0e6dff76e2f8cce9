import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { isOwnOrigin, wrongOriginError } from '../lib/same-origin.ts';
import { words } from '../lib/i18n.ts';

/**
 * Cross-site requests that change state are refused (browsers always send Origin on them). Sec-Fetch-Site
 * covers a browser that leaves Origin out; "same-site" too, since a sibling subdomain is same-site, so
 * SameSite=Lax cookies do not keep it out, and our own pages are always "same-origin".
 */
export function refuseCrossSiteWrites(config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (origin && !isOwnOrigin(config, origin, c.req.url, c.req.raw.headers)) throw wrongOriginError(config);
      if (site === 'cross-site' || site === 'same-site') throw new AppError('FORBIDDEN', words('server.crossOrigin'));
    }
    await next();
  };
}
