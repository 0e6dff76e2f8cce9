import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAttempt } from '../lib/attempt-limit.ts';
import { clientAs, createUser, DEFAULT_PASSWORD, SESSION_COOKIE } from '../test/factories.ts';
import { TestClient } from '../test/http-client.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../test/smtp-receiver.ts';
import { describeEachDatabase, startTestServer, type TestServer } from '../test/test-server.ts';
import { signInAddressLimit } from './sign-in-throttle.ts';

// Each test speaks from its own loopback address, so the per-client rate limits of one test leave the others alone.
let nextHost = 10;
const freshAddress = () => `127.0.0.${nextHost++}`;

/** Wrong sign-in passwords from `address` counted as the server counts them, without paying a hash for each. */
async function countFailures(server: TestServer, address: string, n: number) {
  for (let i = 0; i < n; i++) await countAttempt(server.ctx.db, signInAddressLimit, address);
}

async function countUsers(server: TestServer, email?: string) {
  let query = server.ctx.db.kysely.selectFrom('user').select((eb) => eb.fn.countAll<number>().as('n'));
  if (email) query = query.where('email', '=', email);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describeEachDatabase('identity: sign-up, sign-in, sign-out', (server) => {
  it('signs up with email and password, creating the user document at the start of setup', async () => {
    const client = new TestClient(server().baseUrl, freshAddress());
    const res = await client.post('/api/auth/sign-up/email', {
      name: 'Jo March',
      email: 'Jo.March@Example.com',
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain(`${SESSION_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // http here; Secure is set under https

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'jo.march@example.com', name: 'Jo March', setupComplete: false, userType: null });

    const account = await server()
      .ctx.db.kysely.selectFrom('account')
      .select(['password', 'providerId'])
      .where('userId', '=', me.body.id)
      .executeTakeFirstOrThrow();
    expect(account.providerId).toBe('credential');
    expect(account.password).toMatch(/^scrypt\$65536\$8\$2\$/);
    expect(account.password).not.toContain(DEFAULT_PASSWORD);
  });

  it.each([
    ['a missing name', { email: 'a@example.com', password: DEFAULT_PASSWORD }, 'Full name is required'],
    ['a blank name', { name: '  ', email: 'b@example.com', password: DEFAULT_PASSWORD }, 'Full name is required'],
    ['an invalid email', { name: 'A B', email: 'not-an-email', password: DEFAULT_PASSWORD }, 'Enter a valid email address'],
    ['a short password', { name: 'A B', email: 'c@example.com', password: 'short' }, 'Password must be at least 10 characters'],
    [
      'a password over 128 characters',
      { name: 'A B', email: 'd@example.com', password: 'x'.repeat(129) },
      'Password must be at most 128 characters',
    ],
  ])('refuses sign-up with %s, with a clear message, creating nothing', async (_label, body, message) => {
    const before = await countUsers(server());
    const res = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-up/email', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await countUsers(server())).toBe(before);
  });

  it('refuses a sign-up body that is not JSON', async () => {
    const res = await new TestClient(server().baseUrl, freshAddress()).request('POST', '/api/auth/sign-up/email', {
      rawBody: 'name=x',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The request body must be JSON');
  });

  it('refuses a second account with the same email', async () => {
    const existing = await createUser(server().ctx);
    const res = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-up/email', {
      name: 'Copy Cat',
      email: existing.email.toUpperCase(),
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.error).toBe('string');
    expect(await countUsers(server(), existing.email)).toBe(1);
  });

  it('signs in with the right password, and fails the same way for a wrong password and an unknown email', async () => {
    const user = await createUser(server().ctx);
    const wrong = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'wrong password!',
    });
    const unknown = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-in/email', {
      email: 'nobody-here@example.com',
      password: 'wrong password!',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body.error).toBe(wrong.body.error);

    const client = new TestClient(server().baseUrl, freshAddress());
    const ok = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/me')).body.id).toBe(user.id);
  });

  it('refuses sign-in with missing fields', async () => {
    const res = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-in/email', { email: 'x@example.com' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Password is required');
  });

  it('ends the session on the server at sign-out', async () => {
    const user = await createUser(server().ctx);
    const client = new TestClient(server().baseUrl, freshAddress());
    const [name, value] = user.cookie.split('=') as [string, string];
    client.cookies.set(name, value);
    expect((await client.get('/api/me')).status).toBe(200);
    const out = await client.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    // Even a client that kept the old cookie is signed out.
    const stale = new TestClient(server().baseUrl, freshAddress());
    stale.cookies.set(name, value);
    expect((await stale.get('/api/me')).status).toBe(401);
  });

  it("limits failed sign-ins per client, in the database: one client's lockout leaves another unaffected", async () => {
    const user = await createUser(server().ctx);
    const attacker = new TestClient(server().baseUrl, freshAddress());
    // 28 wrong passwords counted as the server counts them (each costs a 64 MiB hash), then two real ones.
    await countFailures(server(), attacker.localAddress, 28);
    for (let i = 0; i < 2; i++) {
      const res = await attacker.post('/api/auth/sign-in/email', { email: `guess-${i}@example.com`, password: 'wrong password!' });
      expect(res.status).toBe(401);
    }
    const locked = await attacker.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body.error).toMatch(/^Too many attempts\. Try again in \d+ (minutes?|seconds?)\.$/);

    const neighbour = new TestClient(server().baseUrl, freshAddress());
    const ok = await neighbour.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(ok.status).toBe(200);

    const rows = await server().ctx.db.kysely.selectFrom('rateLimit').select('key').execute();
    expect(rows.some((r) => r.key === `sign-in-address:${attacker.localAddress}`)).toBe(true);
  });

  it('ignores X-Forwarded-For from clients that are not trusted proxies', async () => {
    const address = freshAddress();
    await countFailures(server(), address, 29);
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      const client = new TestClient(server().baseUrl, address);
      const res = await client.post(
        '/api/auth/sign-in/email',
        { email: `spoofer-${i}@example.com`, password: `guess ${i}` },
        { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 429]);
  });

  it('refuses state-changing requests from another origin', async () => {
    const user = await createUser(server().ctx);
    const client = new TestClient(server().baseUrl, freshAddress());
    const [name, value] = user.cookie.split('=') as [string, string];
    client.cookies.set(name, value);
    const res = await client.put('/api/me/setup', { name: 'Evil', userType: 'champion' }, { headers: { origin: 'http://evil.example' } });
    expect(res.status).toBe(403);
    expect((await client.get('/api/me')).body.userType).toBeNull();
  });
});

describeEachDatabase(
  'identity behind a trusted proxy',
  (server) => {
    it('keys rate limits by the forwarded client address', async () => {
      const user = await createUser(server().ctx);
      const attempt = (forwardedFor: string, email: string, password: string) =>
        new TestClient(server().baseUrl).post(
          '/api/auth/sign-in/email',
          { email, password },
          { headers: { 'x-forwarded-for': forwardedFor } },
        );
      await countFailures(server(), '198.51.100.7', 29);
      expect((await attempt('198.51.100.7', 'guess@example.com', 'a guess')).status).toBe(401);
      expect((await attempt('198.51.100.7', user.email, user.password)).status).toBe(429);
      expect((await attempt('198.51.100.8', user.email, user.password)).status).toBe(200);
    });
  },
  { TRUSTED_PROXIES: '127.0.0.1' },
);

describeEachDatabase('password reset without SMTP: the outbox', (server) => {
  it('keeps the reset email in the outbox; the link sets a new password and ends old sessions', async () => {
    const user = await createUser(server().ctx);
    const res = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    const mail = await server()
      .ctx.db.kysely.selectFrom('mailOutbox')
      .selectAll()
      .where('recipient', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Reset your Champion Kitchen password');
    // The outbox keeps the mail without its link (review 14.7); the link is in the mail as sent.
    expect(mail.body).not.toMatch(/https?:\/\//);
    const sent = server().mails.find((m) => m.to === user.email);
    const link = /https?:\/\/\S+/.exec(sent?.text ?? '')?.[0];
    expect(link).toBeDefined();

    // Following the emailed link lands on the app's reset page with a token.
    const follow = await new TestClient(server().baseUrl, freshAddress()).get(
      new URL(link as string).pathname + new URL(link as string).search,
    );
    expect(follow.status).toBe(302);
    const landing = new URL(String(follow.headers.location), server().baseUrl);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/reset-password', {
      newPassword: 'a brand new password',
      token,
    });
    expect(reset.status).toBe(200);

    const oldSession = new TestClient(server().baseUrl, freshAddress());
    const [name, value] = user.cookie.split('=') as [string, string];
    oldSession.cookies.set(name, value);
    expect((await oldSession.get('/api/me')).status).toBe(401);

    const signIn = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'a brand new password',
    });
    expect(signIn.status).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/request-password-reset', {
      email: 'nobody-at-all@example.com',
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    const mails = await server()
      .ctx.db.kysely.selectFrom('mailOutbox')
      .select('id')
      .where('recipient', '=', 'nobody-at-all@example.com')
      .execute();
    expect(mails).toHaveLength(0);
  });
});

describe('password reset through SMTP', () => {
  let smtp: SmtpReceiver;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startTestServer('sqlite', { SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Kitchen <kitchen@example.com>' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends the reset link to the user through the SMTP server and records it as sent', async () => {
    const user = await createUser(server.ctx);
    const res = await new TestClient(server.baseUrl, freshAddress()).post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    // Delivered after the answer (so that a known email answers as fast as an unknown one): wait for it.
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(1);
    expect(smtp.received[0]?.to).toEqual([user.email]);
    expect(smtp.received[0]?.data).toContain('Reset your Champion Kitchen password');
    expect(smtp.received[0]?.data).toContain('/api/auth/reset-password/');
    await expect
      .poll(
        async () =>
          (await server.ctx.db.kysely.selectFrom('mailOutbox').select('sentAt').where('recipient', '=', user.email).executeTakeFirst())
            ?.sentAt,
        { timeout: 15_000 },
      )
      .toBeTruthy();
  });
  // Issue 17: the mail is in the person's Language setting, else in the language of the browser that asked.
  it("writes the reset email in the person's own language, else in the asking browser's", async () => {
    const ask = (email: string, language: string) =>
      new TestClient(server.baseUrl, freshAddress()).post(
        '/api/auth/request-password-reset',
        { email, redirectTo: '/reset-password' },
        { headers: { 'accept-language': language } },
      );
    const mailTo = async (email: string) => {
      await expect.poll(() => smtp.received.some((mail) => mail.to.includes(email)), { timeout: 15_000 }).toBe(true);
      // Quoted-printable soft line breaks joined again.
      return (smtp.received.find((mail) => mail.to.includes(email))?.data ?? '').replace(/=\r?\n/g, '');
    };
    const american = await createUser(server.ctx);
    await clientAs(server.baseUrl, american).patch('/api/me', { language: 'en-US' });
    const browserOnly = await createUser(server.ctx);
    const british = await createUser(server.ctx);

    await ask(american.email, 'en-GB');
    await ask(browserOnly.email, 'en-US');
    await ask(british.email, 'en-GB');
    expect(await mailTo(american.email)).toContain('reset the password for your Champion Kitchen account');
    expect(await mailTo(browserOnly.email)).toContain('reset the password for your Champion Kitchen account');
    expect(await mailTo(british.email)).toContain('reset the password of your Champion Kitchen account');
  });
});
