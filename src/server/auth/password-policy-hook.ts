import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { GenericEndpointContext } from 'better-auth';
import { AppError } from '../lib/app-error.ts';
import { passwordProblemOffThread } from './check-password.ts';
import type { PasswordOwner } from './password-policy.ts';

type Person = PasswordOwner;

function field(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

/** Who the new password is for, by endpoint: the sign-up's own fields, the signed-in user, or the reset token's user. */
async function personFor(ctx: GenericEndpointContext, body: Record<string, unknown>): Promise<Person> {
  if (ctx.path === '/sign-up/email') return { name: field(body, 'name'), email: field(body, 'email') };
  if (ctx.path === '/change-password') return (await getSessionFromCtx(ctx).catch(() => null))?.user ?? {};
  const token = field(body, 'token') ?? (typeof ctx.query?.token === 'string' ? ctx.query.token : undefined);
  if (!token) return {};
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
  return user ?? {};
}

/** The new password's field on each endpoint that sets one. */
const newPasswordField: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

/**
 * better-auth "before" hook: refuses a new password the policy refuses (password-policy.ts) on sign-up, change and
 * reset, with a 400 that says why, before better-auth hashes or stores anything.
 */
export async function enforcePasswordPolicy(ctx: GenericEndpointContext): Promise<void> {
  const key = newPasswordField[ctx.path];
  if (!key || typeof ctx.body !== 'object' || ctx.body === null) return;
  const body = ctx.body as Record<string, unknown>;
  const password = field(body, key);
  if (password === undefined) return;
  let problem: string | null;
  try {
    problem = await passwordProblemOffThread(password, await personFor(ctx, body));
  } catch (err) {
    // better-auth answers only its own errors; anything else would be a 500.
    if (err instanceof AppError) throw new APIError('SERVICE_UNAVAILABLE', { message: err.message, code: 'BUSY' });
    throw err;
  }
  if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
}
