import { expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { meSchema } from '../../../shared/users.ts';
import { expectContract } from '../../test/contract.ts';

describeEachDatabase('GET /api/me and PUT /api/me/setup', (server) => {
  const clientFor = (cookie: string) => {
    const client = new TestClient(server().baseUrl);
    const [name, value] = cookie.split('=') as [string, string];
    client.cookies.set(name, value);
    return client;
  };

  it('answers 401 with a JSON error when signed out', async () => {
    const res = await new TestClient(server().baseUrl).get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Sign in to continue', code: 'UNAUTHORIZED' });
  });

  it("returns a new user's document with setup incomplete and no type", async () => {
    const user = await createUser(server().ctx, { name: 'Jane Q Doe' });
    const res = await clientFor(user.cookie).get('/api/me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      name: 'Jane Q Doe',
      setupComplete: false,
      userType: null,
      role: 'user',
      householdSize: 2,
      dietaryNeeds: [],
      weekStart: 'monday',
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it.each(['regular', 'champion', 'both'] as const)('completes setup as %s', async (userType) => {
    const user = await createUser(server().ctx);
    const client = clientFor(user.cookie);
    const res = await client.put('/api/me/setup', {
      name: '  Sam Cook  ',
      userType,
      householdSize: 4,
      dietaryNeeds: ['vegan', 'nut-free', 'vegan'],
    });
    expect(res.status).toBe(200);
    expectContract(meSchema, res.body);
    expect(res.body).toMatchObject({
      name: 'Sam Cook',
      userType,
      setupComplete: true,
      householdSize: 4,
      dietaryNeeds: ['vegan', 'nut-free'],
    });
    const again = await client.get('/api/me');
    expectContract(meSchema, again.body);
    expect(again.body).toMatchObject({ userType, setupComplete: true, name: 'Sam Cook' });
  });

  it.each([
    ['no type', { name: 'A', householdSize: 2 }, 'userType'],
    ['an unknown type', { name: 'A', userType: 'admin' }, 'userType'],
    ['an empty name', { name: '   ', userType: 'regular' }, 'name'],
    ['a household of 0', { name: 'A', userType: 'regular', householdSize: 0 }, 'householdSize'],
    ['a household of 2.5', { name: 'A', userType: 'regular', householdSize: 2.5 }, 'householdSize'],
    ['an unknown dietary need', { name: 'A', userType: 'regular', dietaryNeeds: ['paleo'] }, 'dietaryNeeds.0'],
    ['a name of 101 characters', { name: 'x'.repeat(101), userType: 'regular' }, 'name'],
  ])('refuses setup with %s and changes nothing', async (_label, body, field) => {
    const user = await createUser(server().ctx, { name: 'Unchanged Name' });
    const client = clientFor(user.cookie);
    const res = await client.put('/api/me/setup', body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
    const me = await client.get('/api/me');
    expect(me.body).toMatchObject({ name: 'Unchanged Name', setupComplete: false, userType: null });
  });

  it('refuses a body that is not JSON', async () => {
    const user = await createUser(server().ctx);
    const res = await clientFor(user.cookie).request('PUT', '/api/me/setup', {
      rawBody: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/json/i);
  });

  it('refuses setup when signed out', async () => {
    const res = await new TestClient(server().baseUrl).put('/api/me/setup', { name: 'A', userType: 'regular' });
    expect(res.status).toBe(401);
  });

  it('only ever changes the acting user', async () => {
    const alice = await createUser(server().ctx, { name: 'Alice' });
    const bob = await createUser(server().ctx, { name: 'Bob' });
    await clientFor(alice.cookie).put('/api/me/setup', { name: 'Alice A', userType: 'both', id: bob.id });
    const bobMe = await clientFor(bob.cookie).get('/api/me');
    expect(bobMe.body).toMatchObject({ id: bob.id, name: 'Bob', userType: null });
  });

  it('changes profile details one at a time, the week start among them, and leaves the rest', async () => {
    const user = await createUser(server().ctx, { name: 'Sam Sunday', userType: 'regular' });
    const client = clientFor(user.cookie);
    expect((await client.get('/api/me')).body.weekStart).toBe('monday');
    const res = await client.patch('/api/me', { weekStart: 'sunday', householdSize: 3 });
    expect(res.status).toBe(200);
    expectContract(meSchema, res.body);
    expect(res.body).toMatchObject({ weekStart: 'sunday', householdSize: 3, name: 'Sam Sunday', userType: 'regular', setupComplete: true });
    expect((await client.get('/api/me')).body).toMatchObject({ weekStart: 'sunday', householdSize: 3 });
  });

  it.each([
    ['an empty change', {}],
    ['an unknown week start', { weekStart: 'friday' }],
    ['a blank name', { name: '  ' }],
    ['a household of 0', { householdSize: 0 }],
    ['an unknown type', { userType: 'admin' }],
    ['a role', { role: 'admin' }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const user = await createUser(server().ctx, { name: 'Una Changed', userType: 'regular' });
    const client = clientFor(user.cookie);
    const before = (await client.get('/api/me')).body;
    const res = await client.patch('/api/me', body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect((await client.get('/api/me')).body).toEqual(before);
  });

  it('changes how they take part; a champion who steps down releases their group', async () => {
    const champion = await createUser(server().ctx, { name: 'Cleo Champion', userType: 'champion' });
    const member = await createUser(server().ctx, { name: 'Mo Member', userType: 'regular' });
    const { db } = server().ctx;
    await db.kysely
      .insertInto('championMembership')
      .values({ participantId: member.id, championId: champion.id, invitationId: null, joinedAt: new Date().toISOString() })
      .execute();
    const client = clientFor(champion.cookie);

    expect((await client.patch('/api/me', { userType: 'both' })).body.userType).toBe('both');
    expect(
      await db.kysely.selectFrom('championMembership').select('participantId').where('championId', '=', champion.id).execute(),
    ).toHaveLength(1);

    const res = await client.patch('/api/me', { userType: 'regular' });
    expect(res.status).toBe(200);
    expect(res.body.userType).toBe('regular');
    expect(
      await db.kysely.selectFrom('championMembership').select('participantId').where('championId', '=', champion.id).execute(),
    ).toEqual([]);
  });

  it('leaves the type of someone whose setup is not finished to setup', async () => {
    const user = await createUser(server().ctx, { name: 'New Person' });
    const res = await clientFor(user.cookie).patch('/api/me', { userType: 'both', weekStart: 'sunday' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userType: null, setupComplete: false, weekStart: 'sunday' });
  });

  it('refuses a profile change when signed out', async () => {
    expect((await new TestClient(server().baseUrl).patch('/api/me', { weekStart: 'sunday' })).status).toBe(401);
  });
});
