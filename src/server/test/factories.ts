import { createHmac, randomBytes } from 'node:crypto';
import type { Role, UserType } from '../../shared/users.ts';
import type { AppContext } from '../app-env.ts';
import { credentialAccountRow, hashPassword } from '../auth/password.ts';
import { TestClient } from './http-client.ts';

export const DEFAULT_PASSWORD = 'correct horse battery staple';
export const SESSION_COOKIE = 'better-auth.session_token';

let defaultHash: Promise<string> | null = null;
let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  userType: UserType | null;
  /** `name=value` of a real, signed session cookie for this user. */
  cookie: string;
  sessionToken: string;
  /** Their household: made with a finished setup, as setup makes it; null at the start of setup (made when needed). */
  householdId: string | null;
}

export interface UserOverrides {
  name?: string;
  email?: string;
  password?: string;
  /** A type completes setup; null (the default) leaves the user at the start of setup. */
  userType?: UserType | null;
  role?: Role;
}

/** Signs a session token the way better-auth does (HMAC-SHA256 with the auth secret, base64). */
export function signSessionToken(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}

/**
 * A user with a password account and a real session, written straight to the database (hashing once per
 * run keeps factories fast; sign-up and sign-in themselves have their own tests).
 */
export async function createUser(ctx: AppContext, overrides: UserOverrides = {}): Promise<TestUser> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${randomBytes(3).toString('hex')}`;
  const id = randomBytes(16).toString('base64url');
  const email = (overrides.email ?? `user-${unique}@example.com`).toLowerCase();
  const name = overrides.name ?? `Test User ${unique}`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const userType = overrides.userType ?? null;
  const hash = password === DEFAULT_PASSWORD ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD)) : await hashPassword(password);
  const now = new Date().toISOString();
  const isPostgres = ctx.db.kind === 'postgres';

  // Setup makes the person's household, named after them (docs/decisions/0061-households.md).
  const householdId = userType ? randomBytes(16).toString('base64url') : null;
  if (householdId) await ctx.db.kysely.insertInto('household').values({ id: householdId, name, size: 2, createdAt: now }).execute();
  await ctx.db.kysely
    .insertInto('user')
    .values({
      id,
      householdId,
      name,
      email,
      emailVerified: isPostgres ? false : 0,
      image: null,
      createdAt: now,
      updatedAt: now,
      userType,
      setupComplete: userType ? 1 : 0,
      role: overrides.role ?? 'user',
      // A champion made by a factory is one the app allowed (decision 0024); other standings are set by tests.
      ...(userType === 'champion' || userType === 'both' ? { championStatus: 'approved', championStatusAt: now } : {}),
    })
    .execute();
  await ctx.db.kysely
    .insertInto('account')
    .values(credentialAccountRow(id, hash, now))
    .execute();

  const authContext = await ctx.auth.$context;
  const session = await authContext.internalAdapter.createSession(id);
  const cookie = `${SESSION_COOKIE}=${signSessionToken(session.token, ctx.config.authSecret)}`;
  return { id, email, name, password, userType, cookie, sessionToken: session.token, householdId };
}

/**
 * Moves `user` into `household` (another member's), as joining one by invitation does; their own household of one
 * stays behind with whatever they had planned. Answers the user as they are now.
 */
export async function moveIntoHousehold(ctx: AppContext, user: TestUser, householdId: string): Promise<TestUser> {
  await ctx.db.kysely.updateTable('user').set({ householdId }).where('id', '=', user.id).execute();
  return { ...user, householdId };
}

/** An HTTP client signed in as `user` (its session cookie in the jar). */
export function clientAs(baseUrl: string, user: Pick<TestUser, 'cookie'>, localAddress?: string): TestClient {
  const client = new TestClient(baseUrl, localAddress);
  const eq = user.cookie.indexOf('=');
  client.cookies.set(user.cookie.slice(0, eq), user.cookie.slice(eq + 1));
  return client;
}

/** How many recipes the database holds, of anyone's: "nothing changed" checks compare it before and after. */
export async function countRecipes(ctx: AppContext): Promise<number> {
  const row = await ctx.db.kysely
    .selectFrom('recipe')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
