import { expect, it } from 'vitest';
import { clientAs, createUser, type TestUser } from '../test/factories.ts';
import { TestClient } from '../test/http-client.ts';
import { describeEachDatabase, type TestServer } from '../test/test-server.ts';

// Each request speaks from its own loopback address: better-auth allows three reset requests per address.
let nextHost = 2;
const freshAddress = () => `127.0.${70 + Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

const NEW_PASSWORD = 'a brand new password';

/** Asks for a reset link and returns its token, read from the mail as it was sent. */
async function requestReset(server: TestServer, user: TestUser): Promise<string> {
  const before = server.mails.length;
  const res = await new TestClient(server.baseUrl, freshAddress()).post('/api/auth/request-password-reset', {
    email: user.email,
    redirectTo: '/reset-password',
  });
  expect(res.status).toBe(200);
  const mail = server.mails.slice(before).find((m) => m.to === user.email);
  const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link was mailed');
  return token;
}

const resetWith = (server: TestServer, token: string, newPassword = NEW_PASSWORD) =>
  new TestClient(server.baseUrl, freshAddress()).post('/api/auth/reset-password', { token, newPassword });

/** better-auth's answer to a reset token it does not know. */
const expectInvalidToken = (res: { status: number; body: any }) => {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('INVALID_TOKEN');
};

describeEachDatabase('password-reset links', (server) => {
  // Review 14.7: reset tokens were stored in plain text; one read from the database file reset the password.
  it('stores no reset token the way it was mailed; the mailed link still resets the password', async () => {
    const user = await createUser(server().ctx);
    const token = await requestReset(server(), user);

    const rows = await server().ctx.db.kysely.selectFrom('verification').select(['identifier', 'value']).execute();
    expect(rows.some((r) => r.value === user.id)).toBe(true);
    for (const row of rows) {
      expect(row.identifier).not.toContain(token);
      expect(row.value).not.toContain(token);
    }
    // What a copy of the database holds does not work as a token, whole or without its prefix.
    const stored = rows.find((r) => r.value === user.id)?.identifier ?? '';
    expectInvalidToken(await resetWith(server(), stored));
    expectInvalidToken(await resetWith(server(), stored.slice(stored.indexOf(':') + 1)));

    expect((await resetWith(server(), token)).status).toBe(200);
    const signIn = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-in/email', {
      email: user.email,
      password: NEW_PASSWORD,
    });
    expect(signIn.status).toBe(200);
  });

  // Review 14.8: after a reset with the first of four links, the second still worked.
  it('a reset ends every other reset link of the user, and leaves other users’ links alone', async () => {
    const user = await createUser(server().ctx);
    const other = await createUser(server().ctx);
    const tokens = [];
    for (let i = 0; i < 4; i += 1) tokens.push(await requestReset(server(), user));
    const othersToken = await requestReset(server(), other);

    expect((await resetWith(server(), tokens[0] as string)).status).toBe(200);
    for (const token of tokens.slice(1)) expectInvalidToken(await resetWith(server(), token, 'yet another password'));
    expect((await resetWith(server(), othersToken)).status).toBe(200);
  });

  // Review 14.8: a password change left the reset links asked for before it working.
  it('a password change ends every outstanding reset link of the user', async () => {
    const user = await createUser(server().ctx);
    const tokens = [await requestReset(server(), user), await requestReset(server(), user)];

    const changed = await clientAs(server().baseUrl, user, freshAddress()).post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    for (const token of tokens) expectInvalidToken(await resetWith(server(), token, 'yet another password'));
  });

  it('a failed password change leaves the reset links working', async () => {
    const user = await createUser(server().ctx);
    const token = await requestReset(server(), user);
    const changed = await clientAs(server().baseUrl, user, freshAddress()).post('/api/auth/change-password', {
      currentPassword: 'not the password at all',
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(400);
    expect((await resetWith(server(), token)).status).toBe(200);
  });
});
