/**
 * Sessions and accounts (issue 6): one suite to check SECURITY.md's identity promises against, each promise
 * followed by the test (or the file) that keeps it.
 *
 * - Session cookie HttpOnly, SameSite=Lax, Path=/: "session cookies …" (no Secure under http: auth.test.ts).
 * - Secure, named `__Secure-…`, under https: "… under https".
 * - Sign-out ends the session on the server: "sign-out …".
 * - A password change ends every other session, whatever the client asks: "a password change …".
 * - A password reset ends every session: "a password reset …".
 * - Another site cannot change state: "cross-site requests …".
 * - Sign-in does not tell an unknown email from a wrong password, by answer or by work: "sign-in with …".
 * - A reset request answers alike for known and unknown emails, also in time: "a password-reset request …".
 * - Sign-up says when an email is taken (a documented trade-off) and is rate limited: the rate-limit table.
 * - 429 with Retry-After, per client, X-Forwarded-For ignored from untrusted peers: the rate-limit table
 *   (sign-in and a trusted proxy: auth.test.ts; recipe imports: src/server/lib/request-limit.test.ts).
 * - Every stored password is scrypt at N=2^16, r=8, p=2 (64 MiB): "every stored password …" and the
 *   password change and reset tests.
 */
import { createHook } from 'node:async_hooks';
import { scrypt } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, createUser, DEFAULT_PASSWORD, SESSION_COOKIE, signSessionToken, type TestUser } from '../test/factories.ts';
import { TestClient, type TestResponse } from '../test/http-client.ts';
import { describeEachDatabase, startTestServer, type TestServer } from '../test/test-server.ts';

// Each test speaks from addresses of its own, so that one test's rate limits never touch another's.
let nextHost = 0;
const freshAddress = () => {
  const n = nextHost++;
  return `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`;
};

const NEW_PASSWORD = 'a completely new password';

const setCookies = (res: TestResponse) => [res.headers['set-cookie'] ?? []].flat();

/** `name=value` of the session cookie a response set (the value as the server signed it). */
function sessionCookieOf(res: TestResponse, name = SESSION_COOKIE): string {
  const line = setCookies(res).find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookies(res))}`);
  return line.split(';')[0] as string;
}

/** A client that only holds `cookie`: a stolen or kept copy of it, replayed. */
const replay = (server: TestServer, cookie: string) => clientAs(server.baseUrl, { cookie }, freshAddress());

async function signIn(server: TestServer, user: Pick<TestUser, 'email' | 'password'>, address = freshAddress()) {
  const client = new TestClient(server.baseUrl, address);
  const res = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return { client, res, cookie: sessionCookieOf(res) };
}

/** Another device's session, made the way sign-in makes one, without sign-in's scrypt (sign-in has tests of its own). */
async function anotherSession(server: TestServer, user: TestUser) {
  const session = await (await server.ctx.auth.$context).internalAdapter.createSession(user.id);
  const cookie = `${SESSION_COOKIE}=${signSessionToken(session.token, server.ctx.config.authSecret)}`;
  return { cookie, client: clientAs(server.baseUrl, { cookie }, freshAddress()) };
}

async function sessionCount(server: TestServer, userId: string) {
  const row = await server.ctx.db.kysely
    .selectFrom('session')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function storedHash(server: TestServer, userId: string) {
  const row = await server.ctx.db.kysely
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirstOrThrow();
  return row.password as string;
}

/**
 * The stored hash names scrypt at (at least) the cost SECURITY.md promises, and recomputing the password with
 * exactly those parameters gives the stored key: they are the parameters really used, not a label.
 */
async function expectPromisedScrypt(hash: string, password: string) {
  const [scheme, n, r, p, salt, key] = hash.split('$') as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  expect(scheme).toBe('scrypt');
  expect(params.N).toBeGreaterThanOrEqual(2 ** 16);
  expect(params.r).toBeGreaterThanOrEqual(8);
  expect(params.p).toBeGreaterThanOrEqual(2);
  expect(128 * params.N * params.r).toBeGreaterThanOrEqual(64 * 1024 * 1024); // the memory each guess costs
  expect(Buffer.from(salt, 'base64')).toHaveLength(16);
  const expected = Buffer.from(key, 'base64');
  expect(expected).toHaveLength(64);
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(salt, 'base64'),
      expected.length,
      { ...params, maxmem: 256 * params.N * params.r },
      (err, k) => (err ? reject(err) : resolve(k)),
    ),
  );
  expect(actual.equals(expected)).toBe(true);
}

/**
 * How many scrypt computations node started while `run` ran, seen through async_hooks (each one is a
 * SCRYPTREQUEST resource): the server runs in this process, so this counts its password work without timing it.
 */
async function scryptCallsDuring<T>(run: () => Promise<T>): Promise<{ result: T; scrypts: number }> {
  let scrypts = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'SCRYPTREQUEST') scrypts += 1;
    },
  }).enable();
  try {
    const result = await run();
    return { result, scrypts };
  } finally {
    hook.disable();
  }
}

describeEachDatabase('sessions and accounts', (server) => {
  it('session cookies of sign-up and sign-in are HttpOnly, SameSite=Lax and for the whole site', async () => {
    const signUp = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-up/email', {
      name: 'Meg March',
      email: `meg-${Date.now()}@example.com`,
      password: DEFAULT_PASSWORD,
    });
    expect(signUp.status).toBe(200);
    const { res: signInRes } = await signIn(server(), await createUser(server().ctx));

    for (const res of [signUp, signInRes]) {
      expect(sessionCookieOf(res)).toMatch(new RegExp(`^${SESSION_COOKIE.replace('.', '\\.')}=.+`));
      const lines = setCookies(res);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const attributes = line.split(';').map((a) => a.trim().toLowerCase());
        expect(attributes).toContain('httponly');
        expect(attributes).toContain('samesite=lax');
        expect(attributes).toContain('path=/');
      }
    }
  });

  it('sign-out ends the session on the server: the old cookie, replayed, is refused', async () => {
    const user = await createUser(server().ctx);
    const { client, cookie } = await signIn(server(), user);
    expect((await replay(server(), cookie).get('/api/me')).status).toBe(200);
    const sessionsBefore = await sessionCount(server(), user.id);

    const out = await client.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    // The browser is told to drop it…
    expect(setCookies(out).find((l) => l.startsWith(`${SESSION_COOKIE}=`))).toMatch(/max-age=0/i);
    // …and a copy kept anyway no longer works, because the session row is gone.
    const stale = await replay(server(), cookie).get('/api/me');
    expect(stale.status).toBe(401);
    expect(typeof stale.body.error).toBe('string');
    expect(await sessionCount(server(), user.id)).toBe(sessionsBefore - 1);
    // Only this session ended: the factory's session (another device) is still signed in.
    expect((await replay(server(), user.cookie).get('/api/me')).status).toBe(200);
  });

  // Regression: better-auth ends other sessions only when the client sends revokeOtherSessions: true.
  it.each([
    ['without revokeOtherSessions', {}],
    ['with revokeOtherSessions: false', { revokeOtherSessions: false }],
  ])('a password change ends every other session of the user, even %s', async (_label, extra) => {
    const user = await createUser(server().ctx); // its session: a device signed in earlier
    const laptop = await anotherSession(server(), user);
    const phone = await anotherSession(server(), user);
    expect(await sessionCount(server(), user.id)).toBe(3);

    const changed = await phone.client.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      ...extra,
    });
    expect(changed.status).toBe(200);
    expect(typeof changed.body.token).toBe('string');

    for (const cookie of [user.cookie, laptop.cookie, phone.cookie]) {
      expect((await replay(server(), cookie).get('/api/me')).status).toBe(401);
    }
    // The device that changed it carries on with a new session, the only one left.
    expect((await phone.client.get('/api/me')).status).toBe(200);
    expect(await sessionCount(server(), user.id)).toBe(1);
    await expectPromisedScrypt(await storedHash(server(), user.id), NEW_PASSWORD);
  });

  it('a failed password change (wrong current password) changes nothing and ends nothing', async () => {
    const user = await createUser(server().ctx);
    const phone = await anotherSession(server(), user);
    const hash = await storedHash(server(), user.id);
    const res = await phone.client.post('/api/auth/change-password', {
      currentPassword: 'not my password at all',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(await storedHash(server(), user.id)).toBe(hash);
    expect((await replay(server(), user.cookie).get('/api/me')).status).toBe(200);
    expect((await phone.client.get('/api/me')).status).toBe(200);
  });

  it('a password reset ends every session of the user and stores the new password at the promised cost', async () => {
    const user = await createUser(server().ctx);
    const laptop = await anotherSession(server(), user);
    const asked = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    const mail = server().mails.find((m) => m.to === user.email);
    const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const reset = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(setCookies(reset).some((l) => l.startsWith(`${SESSION_COOKIE}=`) && !/max-age=0/i.test(l))).toBe(false); // no one signed in by it
    for (const cookie of [user.cookie, laptop.cookie]) expect((await replay(server(), cookie).get('/api/me')).status).toBe(401);
    expect(await sessionCount(server(), user.id)).toBe(0);
    await expectPromisedScrypt(await storedHash(server(), user.id), NEW_PASSWORD);
  });

  it('every stored password is scrypt at the promised cost, including one made by sign-up', async () => {
    const email = `amy-${Date.now()}@example.com`;
    const res = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-up/email', {
      name: 'Amy March',
      email,
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(200);
    await expectPromisedScrypt(await storedHash(server(), res.body.user.id), DEFAULT_PASSWORD);
  });

  it('sign-in with an unknown email and with a wrong password answer alike, and both spend one scrypt', async () => {
    const user = await createUser(server().ctx);
    const attempt = (email: string) =>
      scryptCallsDuring(() =>
        new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-in/email', { email, password: 'wrong password!' }),
      );
    const wrong = await attempt(user.email);
    const unknown = await attempt(`nobody-${Date.now()}@example.com`);

    expect(wrong.result.status).toBe(401);
    expect(unknown.result.status).toBe(wrong.result.status);
    expect(unknown.result.body).toEqual(wrong.result.body);
    expect(unknown.result.headers['content-type']).toBe(wrong.result.headers['content-type']);
    expect(setCookies(unknown.result)).toEqual(setCookies(wrong.result));
    // The wrong password costs one verification; the unknown email one dummy hash of the same cost, so the
    // time an answer takes does not tell them apart either.
    expect(wrong.scrypts).toBe(1);
    expect(unknown.scrypts).toBe(1);
  });

  it('a password-reset request answers the same for a known and an unknown email', async () => {
    const user = await createUser(server().ctx);
    const ask = (email: string) =>
      new TestClient(server().baseUrl, freshAddress()).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    const known = await ask(user.email);
    const unknown = await ask(`nobody-${Date.now()}@example.com`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(setCookies(unknown)).toEqual(setCookies(known));
  });

  describe('cross-site requests', () => {
    const refusals: [string, Record<string, string>][] = [
      ['another Origin', { origin: 'https://evil.example' }],
      ['Origin: null (a sandboxed frame, a redirect)', { origin: 'null' }],
      ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['no Origin but Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ];

    async function arrange() {
      const user = await createUser(server().ctx, { userType: 'regular' });
      const client = clientAs(server().baseUrl, user, freshAddress());
      const created = await client.post('/api/recipes', { title: 'Bean soup' });
      expect(created.status).toBe(201);
      return { user, client, recipeId: created.body.id as string };
    }

    /** Everything the requests below could change. */
    async function snapshot(user: TestUser, recipeId: string) {
      const { kysely } = server().ctx.db;
      return {
        user: await kysely.selectFrom('user').select(['name', 'userType', 'email']).where('id', '=', user.id).executeTakeFirst(),
        recipes: await kysely
          .selectFrom('recipe')
          .select(['id', 'title', 'deletedAt'])
          .where('userId', '=', user.id)
          .orderBy('id')
          .execute(),
        recipe: await kysely.selectFrom('recipe').select(['title', 'deletedAt']).where('id', '=', recipeId).executeTakeFirst(),
        password: await storedHash(server(), user.id),
        sessions: await sessionCount(server(), user.id),
      };
    }

    it.each(refusals)('are refused with 403 on every state-changing route, changing nothing: %s', async (_label, headers) => {
      const { user, client, recipeId } = await arrange();
      const before = await snapshot(user, recipeId);
      const attempts: [string, string, unknown][] = [
        ['POST', '/api/recipes', { title: 'Planted' }],
        ['PATCH', `/api/recipes/${recipeId}`, { title: 'Defaced' }],
        ['DELETE', `/api/recipes/${recipeId}`, undefined],
        ['PUT', '/api/me/setup', { name: 'Evil Twin', userType: 'champion' }],
        ['DELETE', '/api/me', { confirmEmail: user.email, password: user.password }],
        ['POST', '/api/auth/sign-out', {}],
        ['POST', '/api/auth/change-password', { currentPassword: user.password, newPassword: NEW_PASSWORD }],
      ];
      for (const [method, path, body] of attempts) {
        const res = await client.request(method, path, { body, headers });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
        // A foreign Origin is told the app's own address (a person who opened the app elsewhere reads it).
        const expected = headers.origin
          ? `Open this app at ${server().ctx.config.baseUrl}: it does not take requests from other addresses.`
          : 'Cross-origin requests are not allowed';
        expect(res.body.error).toBe(expected);
      }
      expect(await snapshot(user, recipeId)).toEqual(before);
      expect((await client.get('/api/me')).status).toBe(200);
    });

    it('from our own pages go through (the control for the refusals above)', async () => {
      const { client, recipeId } = await arrange();
      const own = { origin: new URL(server().baseUrl).origin, 'sec-fetch-site': 'same-origin' };
      const res = await client.request('PATCH', `/api/recipes/${recipeId}`, { body: { title: 'Better soup' }, headers: own });
      expect(res.status).toBe(200);
      expect(res.body.title).toBe('Better soup');
      expect((await client.request('POST', '/api/auth/sign-out', { body: {}, headers: own })).status).toBe(200);
    });
  });

  describe('rate limits: 429 with Retry-After in whole seconds, per client', () => {
    interface Limited {
      what: string;
      max: number;
      windowSeconds: number;
      /** Whom the limit counts: the client's address, or the signed-in user. */
      per: 'address' | 'user';
      /** One attempt, as the i-th from this client; `status` is what it answers while within the limit. */
      attempt(client: TestClient, i: number, headers: Record<string, string>): Promise<TestResponse>;
      status: number;
    }
    let takenAccount: TestUser | undefined;

    const limited: Limited[] = [
      {
        // Sign-up says "already exists" for a taken email (better-auth does, when sign-up signs in at once, without
        // email verification): the limit on those answers is what keeps that from listing who has an account.
        what: 'sign-up with a taken email',
        max: 10,
        windowSeconds: 15 * 60,
        per: 'address',
        status: 422,
        attempt: async (c, _i, headers) => {
          takenAccount ??= await createUser(server().ctx);
          return c.post(
            '/api/auth/sign-up/email',
            { name: 'Copy Cat', email: takenAccount.email, password: DEFAULT_PASSWORD },
            { headers },
          );
        },
      },
      {
        what: 'password-reset request',
        max: 3,
        windowSeconds: 15 * 60,
        per: 'address',
        status: 200,
        attempt: (c, i, headers) =>
          c.post('/api/auth/request-password-reset', { email: `nobody-${i}@example.com`, redirectTo: '/reset-password' }, { headers }),
      },
      {
        what: 'password reset',
        max: 5,
        windowSeconds: 15 * 60,
        per: 'address',
        status: 400,
        attempt: (c, i, headers) =>
          c.post('/api/auth/reset-password', { token: `guessed-token-${i}`, newPassword: NEW_PASSWORD }, { headers }),
      },
      {
        what: 'password change',
        max: 5,
        windowSeconds: 60,
        per: 'address',
        status: 400,
        // A too-short new password is refused before any hashing, so the attempts are cheap.
        attempt: (c, _i, headers) => c.post('/api/auth/change-password', { currentPassword: 'a guess', newPassword: 'short' }, { headers }),
      },
      {
        what: 'invitation look-up',
        max: 20,
        windowSeconds: 10 * 60,
        per: 'address',
        status: 404,
        attempt: (c, i, headers) => c.get(`/api/invitations/lookup/guess-${i}`, { headers }),
      },
      {
        what: 'invitation accept',
        max: 10,
        windowSeconds: 10 * 60,
        per: 'user',
        status: 404,
        attempt: (c, i, headers) => c.post('/api/invitations/accept', { code: `guess-${i}` }, { headers }),
      },
    ];

    it.each(limited.map((l) => [l.what, l] as const))('%s', async (_what, l) => {
      const user = await createUser(server().ctx, { userType: 'regular' });
      const address = freshAddress();
      const attacker = clientAs(server().baseUrl, user, address);
      // A new X-Forwarded-For on every attempt: from a peer that is not a trusted proxy, it must change nothing.
      const spoof = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` });

      for (let i = 0; i < l.max; i++) {
        const res = await l.attempt(attacker, i, spoof(i));
        expect({ attempt: i + 1, status: res.status }).toEqual({ attempt: i + 1, status: l.status });
      }
      const locked = await l.attempt(attacker, l.max, spoof(l.max));
      expect(locked.status).toBe(429);
      expect(typeof locked.body.error).toBe('string');
      // The client tells a limit from other refusals by this code (the forgot-password page says to wait).
      expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
      const retryAfter = String(locked.headers['retry-after']);
      expect(retryAfter).toMatch(/^[1-9]\d*$/);
      expect(Number(retryAfter)).toBeLessThanOrEqual(l.windowSeconds);

      // Someone else is unaffected: another address (the limit is per client), or another user at the same address.
      const neighbour =
        l.per === 'address'
          ? clientAs(server().baseUrl, user, freshAddress())
          : clientAs(server().baseUrl, await createUser(server().ctx, { userType: 'regular' }), address);
      expect((await l.attempt(neighbour, l.max + 1, {})).status).toBe(l.status);
    });
  });
});

describeEachDatabase(
  'sessions and accounts under https',
  (server) => {
    const secureCookie = `__Secure-${SESSION_COOKIE}`;

    it('the session cookie is Secure (named __Secure-…), HttpOnly, SameSite=Lax, and works', async () => {
      const user = await createUser(server().ctx);
      const client = new TestClient(server().baseUrl, freshAddress());
      const res = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
      expect(res.status).toBe(200);
      const line = setCookies(res).find((l) => l.startsWith(`${secureCookie}=`));
      expect(line).toBeDefined();
      const attributes = (line as string).split(';').map((a) => a.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
      for (const other of setCookies(res)) expect(other.toLowerCase()).toContain('; secure');
      expect(setCookies(res).some((l) => l.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

      const me = await replay(server(), sessionCookieOf(res, secureCookie)).get('/api/me');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(user.id);
    });
  },
  { BASE_URL: 'https://kitchen.example' },
);

describe('a password-reset request with a mail server that does not answer', () => {
  // A mail server that takes the connection and never says a word: delivery hangs until nodemailer gives up.
  const held: Socket[] = [];
  const silent = createServer((socket) => held.push(socket));
  let server: TestServer;

  beforeAll(async () => {
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    server = await startTestServer('sqlite', { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await server?.close();
  });

  // Regression: the answer waited for SMTP delivery, so a known email answered slower than an unknown one.
  it('answers a known email without waiting for delivery, as it answers an unknown one', async () => {
    const user = await createUser(server.ctx);
    const known = await new TestClient(server.baseUrl, freshAddress()).post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(known.status).toBe(200);
    // The answer came while the mail still sits undelivered on a connection the mail server never answered.
    await expect.poll(() => held.length, { timeout: 15_000 }).toBe(1);
    const mail = await server.ctx.db.kysely
      .selectFrom('mailOutbox')
      .select(['sentAt', 'error'])
      .where('recipient', '=', user.email)
      .executeTakeFirst();
    expect(mail).toEqual({ sentAt: null, error: null });

    // Once the connection drops, the failure is recorded, not lost.
    for (const socket of held) socket.destroy();
    await expect
      .poll(
        async () =>
          (await server.ctx.db.kysely.selectFrom('mailOutbox').select('error').where('recipient', '=', user.email).executeTakeFirst())
            ?.error,
        { timeout: 15_000 },
      )
      .toBeTruthy();
  });
});
