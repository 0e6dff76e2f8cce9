import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import type { Logger } from '../lib/logger.ts';
import type { Mailer } from '../lib/mailer.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/auth.ts';
import { ownOrigins } from '../lib/same-origin.ts';
import { closedAuthPaths } from './closed-endpoints.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { enforcePasswordPolicy } from './password-policy-hook.ts';
import { endResetLinks, verificationStorage } from './reset-links.ts';
import { clearSignInLocks } from './sign-in-throttle.ts';
import { userFieldHooks } from './user-fields.ts';
import { resetPasswordEmail } from './reset-password-email.ts';

/** The header our own middleware sets to the client's address before a request reaches better-auth. */
export const CLIENT_IP_HEADER = 'x-champion-kitchen-client-ip';

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth with sessions and rate limits in our database (so both hold across several app servers),
 * email + password, password reset by email, and Google or any OpenID Connect provider by configuration.
 */
export function createAuth({ config, db, logger, mailer }: { config: Config; db: Db; logger: Logger; mailer: Mailer }) {
  const oauthProviders = [config.google, config.oidc].filter((p) => p !== null);

  return betterAuth({
    appName: 'Champion Kitchen',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // Without BASE_URL, also the address each request was sent to (lib/same-origin.ts, decision 0026).
    trustedOrigins: config.baseUrlSet
      ? [config.baseUrl]
      : (request) => [config.baseUrl, ...(request ? ownOrigins(request.url, request.headers) : [])],
    database: { db: db.kysely, type: db.kind },
    telemetry: { enabled: false },
    // Endpoints that would write a user's details past our schemas, or delete them past our own clean-up.
    disabledPaths: closedAuthPaths,
    databaseHooks: { user: userFieldHooks },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => logger[level === 'debug' ? 'debug' : level]({ args }, `better-auth: ${message}`),
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link used is spent; every other one the person asked for ends with it (review 14.8), and so does a
      // lock on the account from wrong guesses (review 14.9).
      onPasswordReset: async ({ user }) => {
        await endResetLinks(db, user.id);
        await clearSignInLocks(db, config.authSecret, user.email);
      },
      sendResetPassword: async ({ user, url }) => {
        const sending = resetPasswordEmail(db, { id: user.id, email: user.email, name: user.name }, url).then((mail) => mailer.send(mail));
        // An SMTP round trip would make the answer for a known email slower than for an unknown one (which
        // better-auth answers at once), telling them apart: with SMTP the mail goes out after the answer.
        // Without SMTP, sending is one insert into the outbox, about what the unknown-email path costs.
        if (config.smtpUrl) sending.catch((err: unknown) => logger.error({ err }, 'password reset email failed'));
        else await sending;
      },
    },
    verification: verificationStorage,
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Email sign-in counts failures only, per address and per account (sign-in-throttle.ts, decision 0026);
        // it must come before '/sign-in/*' (the first rule that matches wins), which is for provider sign-in.
        '/sign-in/email': false,
        '/sign-in/*': { window: 60, max: 10 },
        // A class on one Wi-Fi signs up together; sign-up-throttle.ts adds a daily and a taken-email limit.
        '/sign-up/*': { window: 60 * 10, max: 60 },
        '/request-password-reset': { window: 60 * 15, max: 3 },
        '/reset-password': { window: 60 * 15, max: 5 },
        '/change-password': { window: 60, max: 5 },
        // The client's session check; reading a session is not worth guessing at.
        '/get-session': false,
      },
    },
    hooks: {
      // better-auth ends the other sessions on a password change only when the client asks
      // (revokeOtherSessions); we promise it always happens, so the server asks for every client.
      before: createAuthMiddleware(async (ctx) => {
        await enforcePasswordPolicy(ctx);
        if (ctx.path !== '/change-password' || typeof ctx.body !== 'object' || ctx.body === null) return;
        return { context: { body: { ...(ctx.body as Record<string, unknown>), revokeOtherSessions: true } } };
      }),
      // A changed password also ends every reset link still out (newSession is set only when the change succeeded).
      after: createAuthMiddleware(async (ctx) => {
        const userId = ctx.context.newSession?.user.id;
        if (ctx.path === '/change-password' && userId) await endResetLinks(db, userId);
      }),
    },
    advanced: {
      useSecureCookies: config.baseUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [
      genericOAuth({
        config: oauthProviders.map((p) => ({
          providerId: p.providerId,
          discoveryUrl: p.discoveryUrl,
          clientId: p.clientId,
          clientSecret: p.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          // Signing out of Champion Kitchen ends our session only; it does not sign people out of Google.
          disableProviderLogout: true,
        })),
      }),
    ],
  });
}
