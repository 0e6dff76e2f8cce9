import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import { authProvidersSchema, signInInputSchema, signUpInputSchema } from '../../shared/auth.ts';
import { passwordCheckInputSchema, passwordCheckResultSchema } from '../../shared/password-policy.ts';
import { errorCodeOfStatus, isErrorCode } from '../../shared/error-codes.ts';
import { tooManyAttemptsMessage } from '../../shared/rate-limit.ts';
import type { AppContext, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { errorResponse, jsonBody, jsonResponse } from '../lib/openapi.ts';
import { limitRequests, type RequestLimit } from '../lib/request-limit.ts';
import { issuesToDetails, validationHook } from '../lib/validation.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { closedAuthEndpoint } from './closed-endpoints.ts';
import { readMeRow } from './me-row.ts';
import { sessionUser } from './session-check.ts';
import { passwordProblemOffThread } from './check-password.ts';
import { beginSignIn } from './sign-in-throttle.ts';
import { beginSignUp } from './sign-up-throttle.ts';
import { words } from '../lib/i18n.ts';

const authConfig = createRoute({
  method: 'get',
  path: '/auth-config',
  tags: ['Identity'],
  summary: 'Which sign-in methods this server offers, and whether choosing Champion needs an admin (CHAMPION_SIGNUP)',
  responses: { 200: { description: 'Sign-in methods', content: { 'application/json': { schema: authProvidersSchema } } } },
});

const passwordCheck = createRoute({
  method: 'post',
  path: '/password-check',
  tags: ['Identity'],
  summary: 'Whether a new password would be accepted, and why not (the forms’ feedback as a person types)',
  description:
    'The same policy as sign-up, change and reset: not one of the most common passwords, not made of the name or email sent along, not easy to guess. Stores nothing. Limited per client.',
  request: jsonBody(passwordCheckInputSchema),
  responses: {
    200: jsonResponse(passwordCheckResultSchema, 'The verdict'),
    400: errorResponse('Invalid input'),
    429: errorResponse('Too many checks'),
  },
});

/** Live checks per client address: a form checks once a pause in typing, so this is many people's worth. */
export const passwordCheckLimit: RequestLimit = { prefix: 'password-check:', max: 30, windowSeconds: 60 };

/** Bodies we check with our shared schemas before better-auth sees them, so bad input gets our clear 400. */
const checkedBodies: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': signUpInputSchema,
  '/api/auth/sign-in/email': signInInputSchema,
};

/** Our own limits, counted before better-auth runs (and the password hash with it), told the outcome after. */
const throttled: Record<
  string,
  (ctx: AppContext, address: string | undefined, body: { email: string }) => Promise<{ finish(status: number): Promise<void> }>
> = {
  '/api/auth/sign-in/email': (ctx, address, body) => beginSignIn(ctx, address, body.email),
  '/api/auth/sign-up/email': (ctx, address) => beginSignUp(ctx, address),
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', words('server.bodyMustBeJson'));
  }
}

/**
 * A refusal on /api/auth/* speaks the signed-in person's own Language, as every other route's does
 * (http/request-language.ts). These routes have no session middleware, so who is signed in is read here, and only
 * when refusing: a successful sign-in or session check pays nothing for it.
 */
async function knowWhoIsRefused(c: Context<AppEnv>): Promise<void> {
  if (c.get('sessionUser')) return;
  const user = await sessionUser(c).catch(() => null);
  if (user) c.set('sessionUser', user.row ?? (await readMeRow(c.var.ctx.db, user.id)));
}

/** Codes our own better-auth hooks set, whose message is already ours, in the request's language (password-policy-hook.ts). */
const ourHookCodes: ReadonlySet<string> = new Set(['WEAK_PASSWORD', 'BUSY']);

/**
 * The words of a better-auth refusal, in the request's language. better-auth's own messages are English and written
 * for programmers ("Invalid email or password"), so they never pass through: its code gets our words for it, the
 * same `error.<CODE>` the browser shows (src/web/lib/error-words.ts), and a code we have no words for gets its
 * status's. A wait gets the wait. See docs/decisions/0053-identity-refusals-in-the-persons-language.md.
 */
function authRefusalWords(status: number, code: string | undefined, message: string | undefined, retryAfter: number | null): string {
  if (status === 429 && retryAfter !== null) return tooManyAttemptsMessage(retryAfter);
  if (code && ourHookCodes.has(code) && message) return message;
  return words(`error.${code && isErrorCode(code) ? code : errorCodeOfStatus(status)}`);
}

/**
 * Hands /api/auth/* to better-auth with the client's address in a header of our own (so its database rate
 * limiter keys per client, not one shared bucket), and gives its error bodies our {"error": message, "code"} shape,
 * in the request's language, and a standard Retry-After on 429.
 */
async function forwardToAuth(c: Context<AppEnv>): Promise<Response> {
  const { auth } = c.var.ctx;
  const closed = closedAuthEndpoint(c.req.path);
  if (closed) {
    await knowWhoIsRefused(c);
    throw new AppError('NOT_FOUND', words(closed));
  }
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (c.var.clientIp) headers.set(CLIENT_IP_HEADER, c.var.clientIp);

  let body: string | undefined;
  let attempt: { finish(status: number): Promise<void> } | null = null;
  if (raw.method !== 'GET' && raw.method !== 'HEAD') {
    body = await c.req.text();
    const schema = checkedBodies[c.req.path];
    if (schema) {
      const parsed = schema.safeParse(parseJson(body));
      if (!parsed.success) {
        const details = issuesToDetails(parsed.error);
        throw new AppError('BAD_REQUEST', details[0]?.message ?? words('server.invalidRequest'), details);
      }
      body = JSON.stringify(parsed.data);
      headers.set('content-type', 'application/json');
      attempt = (await throttled[c.req.path]?.(c.var.ctx, c.var.clientIp, parsed.data as { email: string })) ?? null;
    }
  }

  const response = await auth.handler(new Request(raw.url, { method: raw.method, headers, body }));
  await attempt?.finish(response.status);
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;

  const payload = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const outHeaders = new Headers(response.headers);
  outHeaders.delete('content-length');
  const retryAfterHeader = response.headers.get('x-retry-after');
  const retryAfter = retryAfterHeader && Number.isFinite(Number(retryAfterHeader)) ? Number(retryAfterHeader) : null;
  if (response.status === 429 && retryAfter !== null) outHeaders.set('retry-after', String(retryAfter));
  // Every error body carries a code the client can switch on; better-auth's own limiter sends none.
  const code = typeof payload?.code === 'string' && payload.code ? payload.code : errorCodeOfStatus(response.status);
  const message = typeof payload?.message === 'string' && payload.message ? payload.message : undefined;
  await knowWhoIsRefused(c);
  const error = authRefusalWords(response.status, code, message, retryAfter);
  // better-auth's own `message` says the same, for clients that read it.
  return new Response(JSON.stringify({ ...payload, message: error, error, code }), { status: response.status, headers: outHeaders });
}

export function authRoutes() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.openapi(authConfig, (c) => {
    const { google, oidc, championSignup, baseUrl, baseUrlSet } = c.var.ctx.config;
    return c.json(
      {
        google: google !== null,
        oidc: oidc ? { providerId: 'oidc' as const, name: oidc.name } : null,
        championSignup,
        appUrl: baseUrlSet ? baseUrl : null,
      },
      200,
    );
  });
  router.openapi(passwordCheck, async (c) => {
    const { password, name, email } = c.req.valid('json');
    await limitRequests(c.var.ctx.db, passwordCheckLimit, c.var.clientIp ?? 'unknown');
    const message = await passwordProblemOffThread(password, { name, email });
    c.header('Cache-Control', 'no-store');
    return c.json({ acceptable: message === null, message }, 200);
  });
  router.on(['GET', 'POST'], '/auth/*', forwardToAuth);
  return router;
}
