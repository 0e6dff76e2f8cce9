import type { Context, MiddlewareHandler } from 'hono';
import { isLocale, type Locale } from '../../shared/i18n/locales.ts';
import type { AppEnv } from '../app-env.ts';
import { withRequestLocale } from '../lib/i18n.ts';
import { localeOfRequest } from '../lib/request-locale.ts';

/**
 * The language a request is answered in: the signed-in person's own choice (their profile's Language), else the
 * browser's (the `ck-lang` cookie, then Accept-Language). A session read by better-auth's own path carries no
 * user row; the browser's language then stands, which the profile keeps the same through the cookie.
 */
export function localeOfContext(c: Context<AppEnv>): Locale {
  const chosen = c.get('sessionUser')?.language;
  if (isLocale(chosen)) return chosen;
  return localeOfRequest({ cookie: c.req.header('cookie'), acceptLanguage: c.req.header('accept-language') });
}

/** Every request's words (errors, refusals, emails) are in its language: see lib/i18n.ts. */
export function requestLanguage(): MiddlewareHandler<AppEnv> {
  return (c, next) => withRequestLocale(() => localeOfContext(c), next);
}
