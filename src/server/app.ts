import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext, AppEnv } from './app-env.ts';
import { authRoutes } from './auth/routes.ts';
import { pageHtml } from './http/page-html.ts';
import { AppError } from './lib/app-error.ts';
import { createClientIpResolver } from './lib/client-ip.ts';
import { finishUnreadBody } from './lib/unread-body.ts';
import { isOwnOrigin, wrongOriginError } from './lib/same-origin.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { apiDocsRoutes } from './modules/api-docs/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { championRoutes, championsRoutes } from './modules/champions/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { calendarFeedRoutes, mealPlanRoutes } from './modules/meal-plans/routes.ts';
import { myChampionRoutes } from './modules/membership/routes.ts';
import { photoErrors } from './modules/photos/process-photo.ts';
import { photoRoutes } from './modules/photos/routes.ts';
import { errorCodeOfStatus } from '../shared/error-codes.ts';
import { recipeImportMessages } from '../shared/recipe-import.ts';
import { recipeRoutes } from './modules/recipes/routes.ts';
import { shoppingListRoutes } from './modules/shopping-lists/routes.ts';
import { meRoutes } from './modules/users/routes.ts';

/** dist/web, found the same way from src/server (tests, dev) and from dist/server (production). */
const defaultWebDir = fileURLToPath(new URL('../../dist/web/', import.meta.url));

const csp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

function securityHeaders(https: boolean): MiddlewareHandler {
  const common = {
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
  } as const;
  const app = secureHeaders({ ...common, contentSecurityPolicy: csp });
  // Swagger UI sets inline styles; only the API reference page allows them.
  const docs = secureHeaders({ ...common, contentSecurityPolicy: { ...csp, styleSrc: ["'self'", "'unsafe-inline'"] } });
  return (c, next) => (c.req.path.startsWith('/api/docs') ? docs(c, next) : app(c, next));
}

/**
 * gzip or deflate as the client accepts, for text of 1 KiB or more (JSON, the client's scripts and styles);
 * images and already-encoded answers pass as they are. Weakens an ETag, as a changed encoding must.
 * hono's compress adds `Vary: Accept-Encoding` through `c.header` after the handler, which rebuilds a finished
 * response as a stream: a fifth of a small JSON answer's time. A client that accepts neither encoding gets the
 * same bytes whatever it sends, so it skips the middleware (and needs no Vary: that answer suits every client).
 */
function compression(): MiddlewareHandler {
  const gzipOrDeflate = compress();
  return async (c, next) => {
    if (/\b(gzip|deflate)\b/i.test(c.req.header('accept-encoding') ?? '')) return gzipOrDeflate(c, next);
    await next();
  };
}

function errorResponse(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) {
    const { clientCode, body, retryAfterSeconds } = err.options;
    if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
    return c.json(
      { ...body, error: err.message, code: clientCode ?? err.code, ...(err.details ? { details: err.details } : {}) },
      err.status,
    );
  }
  if (err instanceof HTTPException) {
    // hono's own refusals (a body that is not JSON): the code says what kind, for the client's words.
    const status = err.status as ContentfulStatusCode;
    return c.json({ error: err.message || 'This request could not be read. Please try again.', code: errorCodeOfStatus(status) }, status);
  }
  c.var.ctx?.logger.error({ err, reqId: c.var.requestId }, 'unhandled error');
  return c.json({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }, 500);
}

const MB = 1024 * 1024;

/** Bodies larger than these are refused with 413 before they are read; 1 MB unless a route needs more. */
const bodyLimits: { path: string; megabytes: number; message: string }[] = [
  // A 10 MB photo plus the multipart envelope; the photo's own size is checked after. Either way the person
  // choosing a photo reads the same words.
  { path: '/api/photos', megabytes: 11, message: photoErrors.tooBig },
  // Pasted page source of up to 5 MB, JSON-escaped; the person pasting it reads the limit of the source itself.
  { path: '/api/recipes/import', megabytes: 6, message: recipeImportMessages.htmlTooLarge },
];

/** What a person reads when what they send is over the standard limit (a form's text is checked long before). */
export const bodyTooLargeMessage = 'That is more than can be sent at once: 1 MB at most. Send less, or split it up.';

function requestSizeLimit(): MiddlewareHandler<AppEnv> {
  const limiter = (megabytes: number, message: string) =>
    bodyLimit({
      maxSize: megabytes * MB,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', message);
      },
    });
  const standard = limiter(1, bodyTooLargeMessage);
  const special = bodyLimits.map(({ path, megabytes, message }) => ({ path, handler: limiter(megabytes, message) }));
  return (c, next) => {
    // A GET or HEAD with a body was refused before this; asking for the body (as bodyLimit does) would build
    // the whole web Request, a tenth of a small GET's time.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (special.find((s) => c.req.path === s.path)?.handler ?? standard)(c, next);
  };
}

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
function refuseNulCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let found = hasNul(url.pathname) || hasNul(url.search);
    if (!found && c.req.header('content-type')?.toLowerCase().includes('json')) {
      // A clone, so that the body is still there for whoever reads the request next.
      found = nulInJson(await c.req.raw.clone().text());
    }
    if (found) throw new AppError('BAD_REQUEST', 'Text cannot contain the NUL character');
    await next();
  };
}

/** The calendar feed's address is its credential: logs keep the route, not the secret. */
function loggedPath(path: string): string {
  return path.replace(/^\/api\/calendar\/[^/]+/, '/api/calendar/[secret].ics');
}

export interface CreateAppOptions {
  /** The built client; defaults to dist/web. */
  webDir?: string;
  /** Benchmarks only (scripts/bench, CK_BENCH_BASELINE=1): adds the bare baseline route below. */
  benchBaseline?: boolean;
}

/**
 * GET /__bench/baseline?bytes=N: a precomputed JSON body of N bytes from a bare route, registered before every
 * middleware, so it measures the framework's ceiling on this machine for a response of that size. Only the
 * benchmark suite switches it on; a normal server never has it.
 */
function mountBenchBaseline(app: OpenAPIHono<AppEnv>) {
  const bodies = new Map<number, string>();
  app.get('/__bench/baseline', (c) => {
    const bytes = Math.min(Math.max(Number(c.req.query('bytes')) || 2, 2), 16 * MB);
    let body = bodies.get(bytes);
    if (body === undefined) bodies.set(bytes, (body = `"${'x'.repeat(bytes - 2)}"`));
    return c.body(body, 200, { 'content-type': 'application/json' });
  });
}

export function createApp(ctx: AppContext, options: CreateAppOptions = {}) {
  const { config, logger } = ctx;
  const resolveClientIp = createClientIpResolver(config.trustedProxies);
  const app = new OpenAPIHono<AppEnv>();
  if (options.benchBaseline) mountBenchBaseline(app);

  app.use('*', async (c, next) => {
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
  });
  app.use('*', finishUnreadBody());
  app.use('*', securityHeaders(config.baseUrl.startsWith('https://')));
  // Inside the security headers: it re-creates the response, which on @hono/node-server's fast path drops
  // headers set on the finished response before it.
  app.use('*', compression());
  app.onError(errorResponse);

  // Cross-site requests that change state are refused (browsers always send Origin on them). Sec-Fetch-Site
  // covers a browser that leaves Origin out; "same-site" too, since a sibling subdomain is same-site, so
  // SameSite=Lax cookies do not keep it out, and our own pages are always "same-origin".
  app.use('/api/*', async (c, next) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (origin && !isOwnOrigin(config, origin, c.req.url, c.req.raw.headers)) throw wrongOriginError(config);
      if (site === 'cross-site' || site === 'same-site') throw new AppError('FORBIDDEN', 'Cross-origin requests are not allowed');
    }
    await next();
  });
  // A GET or HEAD has no body: one sent anyway is never read, and a large one left unread beside a large answer
  // (a static asset) stalled the connection until the client gave up. Refused before anything else reads it.
  app.use('/api/*', async (c, next) => {
    const length = Number(c.req.header('content-length') ?? 0);
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && (length > 0 || c.req.header('transfer-encoding'))) {
      throw new AppError('BAD_REQUEST', 'A GET request cannot have a body');
    }
    await next();
  });
  app.use('/api/*', requestSizeLimit());
  app.use('/api/*', refuseNulCharacters());

  app.route('/api/health', healthRoutes());
  app.route('/api', authRoutes());
  // Before meRoutes: its session check would otherwise run a second time for /api/me/champion.
  app.route('/api/me/champion', myChampionRoutes());
  app.route('/api/me', meRoutes());
  // Beside meRoutes at the same prefix: DELETE /api/me and /api/me/export.
  app.route('/api/me', accountRoutes());
  app.route('/api/recipes', recipeRoutes());
  app.route('/api/catalogue', catalogueRoutes());
  app.route('/api/photos', photoRoutes());
  app.route('/api/meal-plan', mealPlanRoutes());
  app.route('/api/calendar', calendarFeedRoutes());
  app.route('/api/shopping-list', shoppingListRoutes());
  // Every route needs a session but the public look-up, GET /api/invitations/lookup/{code}.
  app.route('/api/invitations', invitationRoutes());
  app.route('/api/champions', championsRoutes());
  app.route('/api/champion', championRoutes());
  app.route('/api/admin', adminRoutes());
  app.route('/api/docs', apiDocsRoutes());

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Champion Kitchen API',
      version: '1',
      description:
        'JSON API of Champion Kitchen. Every route but health, auth-config and the public invitation look-up needs a session cookie; sign-up, sign-in, sign-out and password reset live under /api/auth (better-auth).',
    },
  });

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'Not found');
  });

  mountWebClient(app, options.webDir ?? defaultWebDir);
  return app;
}

/** The built single-page app: hashed assets cached for a year, every other GET answered with its page's HTML (http/page-html.ts). */
function mountWebClient(app: OpenAPIHono<AppEnv>, webDir: string) {
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
  });
  // The offline service worker and the web app manifest keep their names from build to build: browsers must ask
  // again each time, or a cached sw.js would hold on to an old build (docs/decisions/0018-offline.md).
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    app.use(path, async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('cache-control', 'no-cache');
    });
  }
  if (existsSync(webDir)) {
    const files = serveStatic({ root: webDir, index: '' });
    // Only paths that name a file (a dot in the last segment); "/" and page paths get index.html below.
    app.use('*', (c, next) => (/\.[^/]+$/.test(c.req.path) ? files(c, next) : next()));
  }
  app.get('*', pageHtml(webDir));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
}
