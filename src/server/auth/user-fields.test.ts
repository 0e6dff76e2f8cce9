import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientAs, createUser, DEFAULT_PASSWORD } from '../test/factories.ts';
import { TestClient } from '../test/http-client.ts';
import { describeEachDatabase } from '../test/test-server.ts';
import { providerImage, providerName } from './user-fields.ts';

// Each test speaks from its own loopback address, so the per-client rate limits of one test leave the others alone.
let nextHost = 40;
const freshAddress = () => `127.0.1.${nextHost++}`;
const hostileName = `Mallory\n${'A'.repeat(5000)}`;

describeEachDatabase('user details only through our schemas', (server) => {
  async function userRow(id: string) {
    return server().ctx.db.kysely.selectFrom('user').select(['name', 'image', 'email']).where('id', '=', id).executeTakeFirstOrThrow();
  }

  // Review 14.10: better-auth's own update-user stored a 5,000-character name with a line break and a javascript: image
  it('closes better-auth’s update-user, change-email and delete-user with a 404 that says where to go, changing nothing', async () => {
    const { ctx, baseUrl } = server();
    const user = await createUser(ctx, { userType: 'regular' });
    const before = await userRow(user.id);
    const client = clientAs(baseUrl, user, freshAddress());

    const update = await client.post('/api/auth/update-user', { name: hostileName, image: 'javascript:alert(1)' });
    expect(update.status).toBe(404);
    expect(update.body.error).toBe('Change your name and other details on Your Profile (PATCH /api/me).');
    for (const [path, body] of [
      ['/api/auth/update-user/', { name: 'Trailing Slash' }],
      ['/api/auth/change-email', { newEmail: `taken-over-${randomBytes(3).toString('hex')}@example.com` }],
      ['/api/auth/delete-user', { password: user.password }],
      ['/api/auth/update-session', {}],
    ] as const) {
      const res = await client.post(path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(typeof res.body.error).toBe('string');
    }
    expect(await userRow(user.id)).toEqual(before);
    expect((await client.get('/api/me')).status).toBe(200);

    // Closed inside better-auth too, for any way in that is not our router.
    const direct = await ctx.auth.handler(
      new Request(`${ctx.config.baseUrl}/api/auth/update-user`, {
        method: 'POST',
        headers: { cookie: user.cookie, 'content-type': 'application/json', origin: ctx.config.baseUrl },
        body: JSON.stringify({ name: hostileName }),
      }),
    );
    expect(direct.status).toBe(404);
    expect(await userRow(user.id)).toEqual(before);
  });

  // Review 14.10: sign-up's name went in without our one-line rule, and its image unchecked
  it.each([
    ['a line break', 'Mallory\nAdmin'],
    ['5,000 characters', hostileName],
    ['a tab', 'Mallory\tAdmin'],
    ['a right-to-left override', 'Mallory\u202Enimda'],
  ])('refuses sign-up with a name holding %s, with a clear message, creating nothing', async (_label, name) => {
    const email = `hostile-${randomBytes(4).toString('hex')}@example.com`;
    const res = await new TestClient(server().baseUrl, freshAddress()).post('/api/auth/sign-up/email', {
      name,
      email,
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(
      /^(Write your full name on one line, without line breaks or tabs|Full name must be at most 100 characters)$/,
    );
    expect(await server().ctx.db.kysely.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('signs up with a trimmed name and drops an image sent along', async () => {
    const client = new TestClient(server().baseUrl, freshAddress());
    const res = await client.post('/api/auth/sign-up/email', {
      name: '  Grace Hopper  ',
      email: `grace-${randomBytes(4).toString('hex')}@example.com`,
      password: DEFAULT_PASSWORD,
      image: 'javascript:alert(1)',
    });
    expect(res.status).toBe(200);
    const me = await client.get('/api/me');
    expect(await userRow(me.body.id)).toMatchObject({ name: 'Grace Hopper', image: null });
  });

  it('refuses a name with a line break on the profile and at setup as well', async () => {
    const { ctx, baseUrl } = server();
    const user = await createUser(ctx);
    const client = clientAs(baseUrl, user, freshAddress());
    for (const res of [
      await client.patch('/api/me', { name: 'Two\nLines' }),
      await client.put('/api/me/setup', { name: 'Two\r\nLines', userType: 'regular' }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Write your full name on one line, without line breaks or tabs');
    }
    expect((await userRow(user.id)).name).toBe(user.name);
  });

  it('makes a name and picture from an identity provider safe before they are stored', async () => {
    const { ctx } = server();
    const { internalAdapter } = await ctx.auth.$context;
    const created = await internalAdapter.createUser(
      {
        email: `provider-${randomBytes(4).toString('hex')}@example.com`,
        name: `  Olivia\r\nProvider\u202E ${'x'.repeat(300)}`,
        image: 'javascript:alert(1)',
        emailVerified: true,
      },
      { method: 'oauth', oauth: { providerId: 'oidc' } },
    );
    const row = await userRow(created.id);
    expect(row.name).toBe(`Olivia Provider ${'x'.repeat(84)}`);
    expect(row.image).toBeNull();
  });
});

describe('provider names and pictures', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ['  Ada\n\tLovelace  ', 'Ada Lovelace'],
    ['\u0000', ''],
    [42, ''],
  ])('%j becomes %j', (name, expected) => {
    expect(providerName(name)).toBe(expected);
  });

  it.each([
    ['an https address', 'https://lh3.googleusercontent.com/a/photo.jpg', 'https://lh3.googleusercontent.com/a/photo.jpg'],
    ['javascript:', 'javascript:alert(1)', null],
    ['data:', 'data:image/png;base64,AAAA', null],
    ['http:', 'http://example.com/a.png', null],
    ['3,000 characters', `https://example.com/${'a'.repeat(3000)}`, null],
    ['none', null, null],
  ])('a picture address: %s is kept as %j', (_label, image, expected) => {
    expect(providerImage(image)).toBe(expected);
  });
});
