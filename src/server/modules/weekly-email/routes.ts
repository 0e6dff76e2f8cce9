import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { paths } from '../../../shared/routing.ts';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentLocale, words } from '../../lib/i18n.ts';
import { errorResponse } from '../../lib/openapi.ts';
import { limitRequests, type RequestLimit } from '../../lib/request-limit.ts';
import { validationHook } from '../../lib/validation.ts';
import { unsubscribeLink } from './unsubscribe-token.ts';
import { findUnsubscriber, turnOffWeeklyEmail } from './unsubscribe.ts';
import { unsubscribePage, type UnsubscribeState } from './unsubscribe-page.ts';

const tags = ['Weekly email'];

/**
 * Per client address: a person opens the page and presses the button (two requests); a workshop room sharing one
 * address does the same for each person there. Far too few to try tokens (256-bit MACs) by.
 */
export const unsubscribeLimit: RequestLimit = { prefix: 'weekly-email-unsubscribe:', max: 60, windowSeconds: 10 * 60 };

// Any string: a token that is no one's is 404, however it is malformed.
const query = z.object({ token: z.string().max(500).optional().openapi({ description: 'The secret from the email' }) });
const page = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

const ask = createRoute({
  method: 'get',
  path: '/unsubscribe',
  tags,
  summary: "The weekly email's unsubscribe page (PUBLIC: the token is the credential)",
  description:
    'Asks to turn the weekly email off, with a button that POSTs here; changes nothing (mail scanners open links). Rate limited per client address.',
  request: { query },
  responses: {
    200: page('The page'),
    404: errorResponse('The link does not work: no one has this token'),
    429: errorResponse('Too many requests (with Retry-After, in seconds)'),
  },
});

const unsubscribe = createRoute({
  method: 'post',
  path: '/unsubscribe',
  tags,
  summary: 'Turns the weekly email off: RFC 8058 one-click unsubscribe (PUBLIC: the token is the credential)',
  description:
    "Mail programs POST `List-Unsubscribe=One-Click` here, with no session; so does the page's button. Any body is accepted and none is needed. Rate limited per client address.",
  request: { query },
  responses: {
    200: page('The weekly email is off'),
    404: errorResponse('The link does not work: no one has this token'),
    429: errorResponse('Too many requests (with Retry-After, in seconds)'),
  },
});

/** GET and POST /api/digest/unsubscribe: see docs/decisions/0084-the-weekly-digest.md. */
export function weeklyEmailRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  router.openapi(ask, async (c) => {
    const { db, config } = c.var.ctx;
    await limitRequests(db, unsubscribeLimit, c.var.clientIp ?? 'unknown');
    const token = c.req.valid('query').token ?? '';
    const person = await findUnsubscriber(db, config.authSecret, token);
    if (!person) throw linkDoesNotWork();
    return respond(c, person.weeklyEmailOn ? 'ask' : 'off', person.locale ?? currentLocale(), token);
  });

  router.openapi(unsubscribe, async (c) => {
    const { db, config } = c.var.ctx;
    await limitRequests(db, unsubscribeLimit, c.var.clientIp ?? 'unknown');
    const token = c.req.valid('query').token ?? '';
    const person = await findUnsubscriber(db, config.authSecret, token);
    if (!person) throw linkDoesNotWork();
    await turnOffWeeklyEmail(db, person.id);
    return respond(c, 'off', person.locale ?? currentLocale(), token);
  });

  return router;
}

/** A token that is no one's: a JSON refusal in the request's language, as every 4xx is. */
const linkDoesNotWork = () => new AppError('NOT_FOUND', words('weeklyEmail.unsubscribe.invalid'));

function respond(c: Context<AppEnv>, state: UnsubscribeState, locale: Locale, token: string) {
  // The answer depends on a secret: no cache keeps it, and no other site it links to is told it. Not `no-referrer`:
  // with it the browser sends `Origin: null` on the page's own form, which the cross-site write check refuses.
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'same-origin');
  // Addresses on this server, as the page was reached: the form posts back to where it came from.
  const html = unsubscribePage(state, locale, { action: unsubscribeLink('', token), profile: paths.profile });
  return c.html(html, 200);
}
