import { randomBytes } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { passwordCheckResultSchema, passwordPolicyMessages } from '../../shared/password-policy.ts';
import { createUser, DEFAULT_PASSWORD } from '../test/factories.ts';
import { TestClient } from '../test/http-client.ts';
import { describeEachDatabase } from '../test/test-server.ts';
import { passwordProblem, personalWords } from './password-policy.ts';
import { verifyPassword } from './password.ts';
import { expectContract } from '../test/contract.ts';

// Each test speaks from its own loopback address, so the per-client rate limits of one test leave the others alone.
let nextHost = 10;
const freshAddress = () => `127.0.2.${nextHost++}`;
const unique = () => randomBytes(4).toString('hex');

describe('the password policy', () => {
  it('checks against a list of well over 3,000 common passwords (ASVS 5)', () => {
    expect(dictionary['passwords-common'].length).toBeGreaterThan(3000);
  });

  // Review 14.13: the password policy was length only ("aaaaaaaaaa" and ten spaces were accepted)
  it.each([
    ['aaaaaaaaaa', passwordPolicyMessages.guessable],
    [' '.repeat(10), passwordPolicyMessages.guessable],
    ['1234567890', passwordPolicyMessages.common],
    ['password123', passwordPolicyMessages.common],
    ['qwertyuiop', passwordPolicyMessages.common],
    ['iloveyou12', passwordPolicyMessages.common],
    ['zelda.quintessa', passwordPolicyMessages.personal],
    ['Quintessa2024!', passwordPolicyMessages.personal],
    ['zq-cooks-2026', passwordPolicyMessages.personal],
  ])('refuses %j: %s', (password, message) => {
    expect(passwordProblem(password, { name: 'Zelda Quintessa', email: 'zq-cooks@example.com' })).toBe(message);
  });

  it.each([DEFAULT_PASSWORD, 'a walk by the river at noon', 'Tr0ub4dor&3-lentil', `demo-${'Ab3dE_fgH1jK'}`])('accepts %j', (password) => {
    expect(passwordProblem(password, { name: 'Zelda Quintessa', email: 'zq-cooks@example.com' })).toBeNull();
  });

  it('takes the words of the name and the email’s local part, three letters or more', () => {
    expect(personalWords({ name: 'Jo Ann March', email: 'jo.march@example.com' }).sort()).toEqual(
      ['ann', 'jo ann march', 'jo.march', 'march'].sort(),
    );
  });
});

describeEachDatabase('the password policy on every way in', (server) => {
  async function countUsers(email: string) {
    return (await server().ctx.db.kysely.selectFrom('user').select('id').where('email', '=', email).execute()).length;
  }
  async function storedHash(userId: string) {
    const row = await server()
      .ctx.db.kysely.selectFrom('account')
      .select('password')
      .where('userId', '=', userId)
      .where('providerId', '=', 'credential')
      .executeTakeFirstOrThrow();
    return row.password ?? '';
  }

  // Review 14.13: sign-up took "aaaaaaaaaa", ten spaces, a common password or one made of the person's name
  it.each([
    ['aaaaaaaaaa', passwordPolicyMessages.guessable],
    [' '.repeat(10), passwordPolicyMessages.guessable],
    ['password123', passwordPolicyMessages.common],
    ['Wilhelmina1990', passwordPolicyMessages.personal],
  ])('refuses sign-up with %j, saying why, creating nothing', async (password, message) => {
    const email = `wilhelmina-${unique()}@example.com`;
    const res = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-up/email', {
      name: 'Wilhelmina Stone',
      email,
      password,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await countUsers(email)).toBe(0);
  });

  // Review 14.13: change-password took a common password
  it('refuses a common password or one made of the email on change-password, keeping the old one', async () => {
    const user = await createUser(server().ctx, { email: `rosalind-${unique()}@example.com` });
    const client = new TestClient(server().baseUrl, freshAddress());
    const [name, value] = user.cookie.split('=') as [string, string];
    client.cookies.set(name, value);
    const hash = await storedHash(user.id);
    for (const [newPassword, message] of [
      ['iloveyou12', passwordPolicyMessages.common],
      ['rosalind-secret', passwordPolicyMessages.personal],
    ] as const) {
      const res = await client.post('/api/auth/change-password', { currentPassword: user.password, newPassword });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await storedHash(user.id)).toBe(hash);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  // Review 14.13: reset-password took a password made of the person's own name
  it('refuses a reset to a password made of the person’s name, and the link still works for a good one', async () => {
    const user = await createUser(server().ctx, { name: `Octavia Butler` });
    const mailsBefore = server().mails.length;
    const asked = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    // The token as mailed (the database keeps only its hash).
    const mail = server()
      .mails.slice(mailsBefore)
      .find((m) => m.to === user.email);
    const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    const refused = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/reset-password', {
      newPassword: 'OctaviaButler!',
      token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(passwordPolicyMessages.personal);
    expect(await verifyPassword({ hash: await storedHash(user.id), password: user.password })).toBe(true);

    const reset = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/reset-password', {
      newPassword: 'a walk by the river at noon',
      token,
    });
    expect(reset.status).toBe(200);
  });

  it('answers the forms’ live check with the same verdict, storing nothing, without a session', async () => {
    const client = new TestClient(server().baseUrl, freshAddress());
    const check = async (body: Record<string, unknown>) => {
      const res = await client.post('/api/password-check', body);
      expect(res.status).toBe(200);
      expectContract(passwordCheckResultSchema, res.body);
      return res.body;
    };
    expect(await check({ password: 'password123' })).toEqual({ acceptable: false, message: passwordPolicyMessages.common });
    expect(await check({ password: 'Wilhelmina1990', name: 'Wilhelmina Stone' })).toEqual({
      acceptable: false,
      message: passwordPolicyMessages.personal,
    });
    expect(await check({ password: DEFAULT_PASSWORD, email: 'zelda@example.com' })).toEqual({ acceptable: true, message: null });
    const tooLong = await client.post('/api/password-check', { password: 'x'.repeat(129) });
    expect(tooLong.status).toBe(400);
    expect(typeof tooLong.body.error).toBe('string');
  });
});
