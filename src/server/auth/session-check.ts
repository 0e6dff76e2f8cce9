import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AliasedExpression, ExpressionBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../app-env.ts';
import { compiledOnce, type Db, type DatabaseKind } from '../db/kysely.ts';
import type { Database } from '../db/schema.ts';
import { householdSize, meColumns, type MeRow } from './me-row.ts';

/**
 * One value a route needs on every request, read in the session's own statement by the session's user (a scalar
 * subquery correlated with `session.userId`), so the route saves a round trip to the database: on PostgreSQL each
 * statement is one, and the recipe list's version was half of a kept page's (docs/performance.md). Defined by the
 * module that owns the value; the session check only runs it. Authorization stays in the query: the value is the
 * session's user's, or null.
 */
export interface SessionCompanion<T> {
  select: (eb: ExpressionBuilder<Database, 'session' | 'user'>, kind: DatabaseKind) => AliasedExpression<T, 'companion'>;
}

/** Who is signed in, with their document when the session check read it, and the companion's value when it was read. */
export interface SessionUser<T = never> {
  id: string;
  row: MeRow | null;
  /** Undefined when better-auth's own path answered (the route then reads the value itself). */
  companion?: T | null | undefined;
}

/**
 * The session check of every private request, made cheap without a cache: a cached session would outlive a
 * sign-out made through another app server (or another device) until it expired, and "a kept copy of a
 * signed-out cookie is refused at once" is a promise (sessions-and-accounts and scale-out tests). So the
 * session row is still read on every request, but only it: one indexed look-up by token, joined to its user and
 * their household (its size is the person's `householdSize`).
 *
 * What it saves over better-auth's getSession (docs/performance.md): the cookie's HMAC is checked with
 * node:crypto in the request's own thread instead of WebCrypto (an asynchronous job and a key import per
 * request), one query instead of two (with the user's document in it), and none of the endpoint machinery
 * around it. Anything but the plain case (no or badly signed cookie, no session, expired, due for its daily
 * refresh) goes to better-auth, so expiry clean-up, the refresh and every refusal stay exactly its own.
 */
export async function sessionUser<T = never>(c: Context<AppEnv>, companion?: SessionCompanion<T>): Promise<SessionUser<T> | null> {
  const fast = await plainSessionUser(c, companion ? companionQuery(companion) : sessionByToken);
  if (fast) {
    const { companion: value, ...row } = fast as MeRow & { companion?: T | null };
    return { id: row.id, row, companion: companion ? value : undefined };
  }
  const session = await c.get('ctx').auth.api.getSession({ headers: c.req.raw.headers });
  return session ? { id: session.user.id, row: null } : null;
}

/** The user's document is read in the same query (`/api/me`, the commonest request, then needs no other). */
const userColumns = meColumns.map((column) => `user.${column}` as const);

type SessionRow = MeRow & { expiresAt: string | Date };
type SessionQuery = (db: Db, token: string) => Promise<SessionRow[]>;

/** The session by its token, joined to its user; compiled once (compiledOnce), as it runs on every request. */
const sessionByToken: SessionQuery = compiledOnce<SessionRow, [token: string]>((kysely) =>
  kysely
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .leftJoin('household', 'household.id', 'user.householdId')
    .select([...userColumns, 'session.expiresAt'])
    .select(householdSize)
    .where('session.token', '=', ''),
);

/** The same statement with a companion's column beside the user's; one compiled statement per companion. */
const withCompanion = new WeakMap<SessionCompanion<unknown>, SessionQuery>();
function companionQuery(companion: SessionCompanion<unknown>): SessionQuery {
  let query = withCompanion.get(companion);
  if (!query) {
    query = compiledOnce<SessionRow, [token: string]>((kysely, kind) =>
      kysely
        .selectFrom('session')
        .innerJoin('user', 'user.id', 'session.userId')
        .leftJoin('household', 'household.id', 'user.householdId')
        .select([...userColumns, 'session.expiresAt'])
        .select(householdSize)
        .select((eb) => companion.select(eb, kind))
        .where('session.token', '=', ''),
    );
    withCompanion.set(companion, query);
  }
  return query;
}

async function plainSessionUser(c: Context<AppEnv>, query: SessionQuery): Promise<MeRow | null> {
  // c.get, not c.var: hono builds a new object of every variable for each read of c.var.
  const { auth, db } = c.get('ctx');
  const authContext = await auth.$context;
  const raw = getCookie(c, authContext.authCookies.sessionToken.name);
  const token = raw ? verifiedToken(raw, authContext.secret) : null;
  if (!token) return null;

  const [row] = await query(db, token);
  if (!row) return null;
  const expiresAt = new Date(row.expiresAt).getTime();
  const { expiresIn, updateAge } = authContext.sessionConfig;
  const now = Date.now();
  // Expired, or old enough that better-auth would extend it now: its path does the write.
  if (!Number.isFinite(expiresAt) || expiresAt < now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return null;
  const { expiresAt: _, ...user } = row;
  return user;
}

/**
 * Cookie values whose signature checked out, with their token: the answer depends only on the value and the
 * secret, so a browser's cookie is verified once, not on every request (the HMAC was a tenth of /api/me).
 * Holds no session state: a signed-out session's cookie still verifies, and then finds no session row.
 */
const verified = new LRUCache<string, string>({ max: 10_000 });

function verifiedToken(value: string, secret: string): string | null {
  // Keyed by secret too: a test process runs servers with different secrets side by side.
  const key = `${secret}\n${value}`;
  const known = verified.get(key);
  if (known !== undefined) return known;
  const token = checkSignature(value, secret);
  if (token !== null) verified.set(key, token);
  return token;
}

/** The token of a cookie signed as better-auth signs it (`token.base64(HMAC-SHA256(secret, token))`), or null. */
function checkSignature(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const token = value.slice(0, dot);
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
