import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import { authProvidersSchema, signInInputSchema, signUpInputSchema } from '../../shared/auth.ts';
import { passwordCheckInputSchema, passwordCheckResultSchema } from '../../shared/password-policy.ts';
import { errorCodeOfStatus } from '../../shared/error-codes.ts';
import { tooManyAttemptsMessage } from '../../shared/rate-limit.ts';
import type { AppContext, AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';
import { errorResponse, jsonBody, jsonResponse } from '../lib/openapi.ts';
import { limitRequests, type RequestLimit } from '../lib/request-limit.ts';
import { issuesToDetails, validationHook } from '../lib/validation.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { refuseClosedAuthEndpoint } from './closed-endpoints.ts';
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
 * Hands /api/auth/* to better-auth with the client's address in a header of our own (so its database rate
 * limiter keys per client, not one shared bucket), and gives its error bodies our {"error": message} shape
 * and a standard Retry-After on 429.
 */
async function forwardToAuth(c: Context<AppEnv>): Promise<Response> {
  const { auth } = c.var.ctx;
  refuseClosedAuthEndpoint(c.req.path);
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
  const retryAfter = response.headers.get('x-retry-after');
  let message = typeof payload?.message === 'string' && payload.message ? payload.message : response.statusText || 'Request failed';
  if (response.status === 429 && retryAfter && Number.isFinite(Number(retryAfter))) {
    outHeaders.set('retry-after', retryAfter);
    message = tooManyAttemptsMessage(Number(retryAfter));
  }
  // Every error body carries a code the client can switch on; better-auth's own limiter sends none.
  const code = typeof payload?.code === 'string' && payload.code ? payload.code : errorCodeOfStatus(response.status);
  return new Response(JSON.stringify({ ...payload, error: message, code }), { status: response.status, headers: outHeaders });
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
