import { expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, SESSION_COOKIE } from '../test/factories.ts';
import { TestClient } from '../test/http-client.ts';
import { describeEachDatabase, type TestServer } from '../test/test-server.ts';
import { authProvidersSchema } from '../../shared/auth.ts';
import { expectContract } from '../test/contract.ts';

/*
 * Which addresses the app may be used at (docs/decisions/0026-sign-in-limits.md): without BASE_URL, any address
 * the request itself was sent to; with BASE_URL, that one only, and a refusal that says where to go.
 */

let nextHost = 10;
const freshAddress = () => `127.0.4.${nextHost++}`;

/** A browser page at `pageOrigin` (its Host header to match) talking to the test server. */
function pageAt(server: TestServer, pageOrigin: string) {
  const port = new URL(server.baseUrl).port;
  const origin = pageOrigin.replace('PORT', port);
  const headers = { origin, host: new URL(origin).host, 'sec-fetch-site': 'same-origin' };
  const client = new TestClient(server.baseUrl, freshAddress());
  return {
    origin,
    client,
    post: (path: string, body: unknown, extra: Record<string, string> = {}) =>
      client.post(path, body, { headers: { ...headers, ...extra } }),
  };
}

async function countUsers(server: TestServer, email: string) {
  const row = await server.ctx.db.kysely
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDatabase(
  'the app without BASE_URL',
  (server) => {
    it.each([
      ['127.0.0.1', 'http://127.0.0.1:PORT'],
      ['a LAN address (a phone on the same Wi-Fi)', 'http://192.168.1.20:PORT'],
      ['localhost', 'http://localhost:PORT'],
    ])(
      // Review 14.15: opened at any address but BASE_URL's default, sign-up and sign-in were refused ("Forbidden").
      'signs up, signs in and uses the app when opened at %s',
      async (_label, address) => {
        const page = pageAt(server(), address);
        const email = `newcomer-${Date.now()}-${nextHost}@example.com`;
        const signUp = await page.post('/api/auth/sign-up/email', { name: 'New Comer', email, password: DEFAULT_PASSWORD });
        expect(signUp.status, signUp.text).toBe(200);

        const again = pageAt(server(), address);
        const signIn = await again.post('/api/auth/sign-in/email', { email, password: DEFAULT_PASSWORD });
        expect(signIn.status, signIn.text).toBe(200);
        expect(again.client.cookies.get(SESSION_COOKIE)).toBeTruthy();
        // With the session cookie, better-auth checks the origin too: the page's own is trusted.
        const setup = await again.client.put(
          '/api/me/setup',
          { name: 'New Comer', userType: 'regular' },
          { headers: { origin: again.origin, host: new URL(again.origin).host } },
        );
        expect(setup.status, setup.text).toBe(200);
        const out = await again.post('/api/auth/sign-out', {});
        expect(out.status, out.text).toBe(200);
      },
    );

    it.each([
      ['another site', 'https://evil.example', '127.0.0.1:PORT'],
      ['another LAN address than the one asked', 'http://192.168.1.21:PORT', '192.168.1.20:PORT'],
      ['the same host over https when the request came over http', 'https://192.168.1.20:PORT', '192.168.1.20:PORT'],
    ])('still refuses a page at %s, creating nothing', async (_label, origin, host) => {
      const port = new URL(server().baseUrl).port;
      const email = `refused-${Date.now()}-${nextHost}@example.com`;
      const res = await new TestClient(server().baseUrl, freshAddress()).post(
        '/api/auth/sign-up/email',
        { name: 'Not Me', email, password: DEFAULT_PASSWORD },
        { headers: { origin: origin.replace('PORT', port), host: host.replace('PORT', port) } },
      );
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Cross-origin requests are not allowed');
      expect(await countUsers(server(), email)).toBe(0);
    });

    it("keeps emailed links at the server's own address, whatever Host a request names", async () => {
      const user = await createUser(server().ctx);
      const page = pageAt(server(), 'http://evil.example:PORT');
      const res = await page.post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
      expect(res.status).toBe(200);
      // The mail as sent (the stored copy keeps no links).
      const mail = server().mails.find((m) => m.to === user.email);
      expect(mail?.text).toContain(`${server().ctx.config.baseUrl}/api/auth/reset-password/`);
      expect(mail?.text).not.toContain('evil.example');
    });

    it('tells the pages there is no one address to send people to', async () => {
      const res = await new TestClient(server().baseUrl, freshAddress()).get('/api/auth-config');
      expect(res.status).toBe(200);
      expectContract(authProvidersSchema, res.body);
      expect(res.body.appUrl).toBeNull();
    });
  },
  { BASE_URL: '' },
);

describeEachDatabase('the app with BASE_URL', (server) => {
  it('refuses a page at another address with a message naming the address to use', async () => {
    const page = pageAt(server(), 'http://localhost:PORT');
    const user = await createUser(server().ctx);
    const res = await page.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error: `Open this app at ${server().ctx.config.baseUrl}: it does not take requests from other addresses.`,
      code: 'WRONG_ADDRESS',
      appUrl: server().ctx.config.baseUrl,
    });
    expect(page.client.cookies.get(SESSION_COOKIE)).toBeUndefined();

    const right = pageAt(server(), server().baseUrl);
    expect((await right.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('tells the pages its address', async () => {
    const res = await new TestClient(server().baseUrl, freshAddress()).get('/api/auth-config');
    expect(res.body.appUrl).toBe(server().ctx.config.baseUrl);
  });
});
