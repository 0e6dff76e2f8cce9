import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { words } from '../lib/i18n.ts';

/** NUL, raw or JSON-escaped: PostgreSQL text cannot hold it, so it would otherwise fail deep in a query. */
const nulInJson = (text: string) => text.includes('\u0000') || /\\u0000/i.test(text);

function hasNul(value: string): boolean {
  try {
    return decodeURIComponent(value).includes('\u0000');
  } catch {
    return false; // a malformed escape is the routes' to refuse
  }
}

/**
 * Refuses text holding the NUL character anywhere in the path, the query or a JSON body, before any handler
 * (better-auth's included) sees it: no stored text needs it, and on PostgreSQL it would be a 500.
 */
export function refuseNulCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Only an escaped NUL (%00) decodes to one, so an address without it is not parsed at all.
    const address = c.req.url;
    let found = false;
    if (address.includes('%00')) {
      const url = new URL(address);
      found = hasNul(url.pathname) || hasNul(url.search);
    }
    if (!found && c.req.header('content-type')?.toLowerCase().includes('json')) {
      // A clone, so that the body is still there for whoever reads the request next.
      found = nulInJson(await c.req.raw.clone().text());
    }
    if (found) throw new AppError('BAD_REQUEST', words('server.nulCharacter'));
    await next();
  };
}
