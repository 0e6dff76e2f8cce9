import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { adminChampionListSchema, programmeStatsSchema } from '../../../shared/admin.ts';
import { addDays, toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import type { UserType } from '../../../shared/users.ts';
import { createApp } from '../../app.ts';
import type { AppContext } from '../../app-env.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { newRecipeRow } from '../recipes/index.ts';
import { activeWeekStarts } from './stats.ts';
import { expectContract } from '../../test/contract.ts';

const joinGroup = (ctx: AppContext, participantId: string, championId: string) =>
  ctx.db.kysely
    .insertInto('championMembership')
    .values({ participantId, championId, invitationId: null, joinedAt: new Date().toISOString() })
    .execute();

const insertRecipe = async (ctx: AppContext, userId: string | null, flags: { deleted?: boolean } = {}) => {
  const row = newRecipeRow(recipeCreateSchema.parse({ title: `Recipe ${randomUUID()}` }), {
    userId,
    inCatalogue: userId === null,
    slug: userId === null ? randomUUID() : null,
  });
  await ctx.db.kysely
    .insertInto('recipe')
    .values({ ...row, deleted: flags.deleted ? 1 : 0 })
    .execute();
  return row;
};

const insertInvitation = async (
  ctx: AppContext,
  inviterId: string,
  kind: 'participant' | 'champion' | 'household' = 'participant',
  householdId: string | null = null,
) => {
  const id = randomUUID();
  await ctx.db.kysely
    .insertInto('invitation')
    .values({
      id,
      inviterId,
      kind,
      householdId,
      codeHash: randomUUID(),
      codeHint: 'abcd',
      email: null,
      message: null,
      maxUses: 1,
      expiresAt: null,
      revokedAt: null,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
};

/** Noon UTC of a date: inside that day on both databases. */
const noon = (date: string) => `${date}T12:00:00.000Z`;

describeEachDatabase('admin API', (server) => {
  const ctx = () => server().ctx;
  const user = (userType: UserType | null, extra: { name?: string; role?: 'admin' } = {}) => createUser(ctx(), { userType, ...extra });
  const as = (u: TestUser) => clientAs(server().baseUrl, u);

  it('answers 403 "You do not have admin access" on every admin route to non-admins, and admins are let in (walks the router)', async () => {
    const routes = [
      ...new Set(
        createApp(ctx())
          .routes.filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL' && !r.path.endsWith('/*'))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/stats.csv',
        'POST /api/admin/champions',
        'DELETE /api/admin/champions/:id',
      ]),
    );
    const somebody = await user('champion');
    for (const type of ['regular', 'champion', 'both', null] as const) {
      const client = as(await user(type));
      for (const route of routes) {
        const [method = 'GET', path = ''] = route.split(' ');
        const res = await client.request(method, path.replace(/:[^/]+/g, somebody.id), {
          body: method === 'GET' ? undefined : { email: `${somebody.email}` },
        });
        expect({ route, type, status: res.status, body: res.body }).toEqual({
          route,
          type,
          status: 403,
          body: { error: 'You do not have admin access', code: 'FORBIDDEN' },
        });
      }
    }
    // Nothing changed for the champion the requests named.
    expect(
      (await ctx().db.kysely.selectFrom('user').select('userType').where('id', '=', somebody.id).executeTakeFirstOrThrow()).userType,
    ).toBe('champion');

    const admin = as(await user('regular', { role: 'admin' }));
    // Admins pass the check everywhere; the reading routes of this module answer them 200.
    const ours = ['GET /api/admin/stats', 'GET /api/admin/stats.csv', 'GET /api/admin/champions'];
    for (const route of routes.filter((r) => r.startsWith('GET '))) {
      const res = await admin.get(route.slice(4).replace(/:[^/]+/g, somebody.id));
      expect({ route, denied: [401, 403].includes(res.status) }).toEqual({ route, denied: false });
      if (ours.includes(route)) expect({ route, status: res.status }).toEqual({ route, status: 200 });
    }
    expect((await new TestClient(server().baseUrl).get('/api/admin/stats')).status).toBe(401);
  });

  it('lists champions with email, type and group size; promotes by email to "both", leaving champions as they are', async () => {
    const admin = as(await user('regular', { role: 'admin' }));
    const champ = await user('champion', { name: 'Aaa Champion' });
    const participant = await user('regular', { name: 'Aaa Participant' });
    const fresh = await user(null, { name: 'Aaa Fresh' });
    await joinGroup(ctx(), participant.id, champ.id);

    const mine = <T extends { id: string }>(list: T[]) => list.filter((c) => [champ.id, participant.id, fresh.id].includes(c.id));
    let list = await admin.get('/api/admin/champions');
    expect(list.status).toBe(200);
    expectContract(adminChampionListSchema, list.body);
    expect(mine(list.body.champions)).toEqual([
      { id: champ.id, name: 'Aaa Champion', email: champ.email, userType: 'champion', groupSize: 1 },
    ]);

    const promoted = await admin.post('/api/admin/champions', { email: participant.email.toUpperCase() });
    expect(promoted.status).toBe(201);
    expect(promoted.body).toEqual({
      id: participant.id,
      name: 'Aaa Participant',
      email: participant.email,
      userType: 'both',
      groupSize: 0,
    });
    expect((await admin.post('/api/admin/champions', { email: fresh.email })).body.userType).toBe('both');
    // Regression: making a champion of a champion answered 200 as if it had done something.
    const again = await admin.post('/api/admin/champions', { email: champ.email });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_CHAMPION', error: 'Aaa Champion is already a champion' });
    expect(again.body.error).toMatch(/ is already a champion$/);
    const twice = await admin.post('/api/admin/champions', { email: participant.email });
    expect([twice.status, twice.body.error]).toEqual([409, 'Aaa Participant is already a champion']);

    // The promoted participant keeps their own planning and gains the champion tools.
    const asParticipant = as(participant);
    expect((await asParticipant.get('/api/champion/group')).status).toBe(200);
    expect((await asParticipant.post('/api/recipes', { title: 'Still mine' })).status).toBe(201);

    list = await admin.get('/api/admin/champions');
    expect(mine<{ id: string; name: string }>(list.body.champions).map((c) => c.name)).toEqual([
      'Aaa Champion',
      'Aaa Fresh',
      'Aaa Participant',
    ]);

    const missing = await admin.post('/api/admin/champions', { email: 'nobody-here@example.com' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('No account has that email');
    for (const body of [{}, { email: 'not an email' }, { email: champ.email, extra: 1 }]) {
      expect((await admin.post('/api/admin/champions', body)).status).toBe(400);
    }
  });

  it('demotes a champion to a participant: the group is released, recommendations and open invitations go', async () => {
    const admin = as(await user('regular', { role: 'admin' }));
    const champ = await user('both');
    const other = await user('champion');
    const [a, b, c] = [await user('regular'), await user('regular'), await user('regular')];
    await joinGroup(ctx(), a.id, champ.id);
    await joinGroup(ctx(), b.id, champ.id);
    await joinGroup(ctx(), c.id, other.id);
    // The champion is also a member of someone else's group: that stays.
    await joinGroup(ctx(), champ.id, other.id);
    const recipe = await insertRecipe(ctx(), null);
    expect((await as(champ).post('/api/champion/recommendations', { recipeId: recipe.id })).status).toBe(201);
    expect((await as(other).post('/api/champion/recommendations', { recipeId: recipe.id })).status).toBe(201);
    const invitation = await insertInvitation(ctx(), champ.id);
    const ownRecipe = (await as(champ).post('/api/recipes', { title: 'Kept' })).body;

    const res = await admin.delete(`/api/admin/champions/${champ.id}`);
    expect(res.status).toBe(204);
    const k = ctx().db.kysely;
    expect((await k.selectFrom('user').select('userType').where('id', '=', champ.id).executeTakeFirstOrThrow()).userType).toBe('regular');
    expect(await k.selectFrom('championMembership').select('participantId').where('championId', '=', champ.id).execute()).toEqual([]);
    expect(await k.selectFrom('recommendation').select('id').where('championId', '=', champ.id).execute()).toEqual([]);
    expect(
      (await k.selectFrom('invitation').select('revokedAt').where('id', '=', invitation).executeTakeFirstOrThrow()).revokedAt,
    ).not.toBeNull();
    // Others' groups and recommendations, and the demoted user's own recipes, stay.
    expect(
      (await k.selectFrom('championMembership').select('participantId').where('championId', '=', other.id).execute())
        .map((r) => r.participantId)
        .sort(),
    ).toEqual([c.id, champ.id].sort());
    expect(await k.selectFrom('recommendation').select('id').where('championId', '=', other.id).execute()).toHaveLength(1);
    expect((await as(champ).get(`/api/recipes/${ownRecipe.id}`)).status).toBe(200);
    expect((await as(champ).get('/api/champion/group')).status).toBe(403);

    for (const id of [champ.id, a.id, 'no-such-user']) {
      const again = await admin.delete(`/api/admin/champions/${id}`);
      expect(again.status).toBe(404);
      expect(again.body.error).toBe('Champion not found');
    }
  });

  it('exports the figures as a CSV download whose formula-like cells are quoted', async () => {
    const admin = as(await user('regular', { role: 'admin' }));
    await user('champion', { name: '=HYPERLINK("http://evil.example","Click me")' });
    const res = await admin.get('/api/admin/stats.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="champion-kitchen-stats-${toIsoDate(new Date())}.csv"`);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('metric,value');
    expect(lines).toContain('champion,group size');
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""Click me"")",0`);
    expect(res.text).not.toMatch(/^"?[=+\-@]/m);
  });
});

describeEachDatabase('admin statistics on a known dataset', (server) => {
  it('counts users by type, champions, groups, weekly active users, recipes, planned meals and invitations', async () => {
    const ctx = server().ctx;
    const k = ctx.db.kysely;
    const admin = await createUser(ctx, { userType: 'regular', role: 'admin' });
    const ann = await createUser(ctx, { userType: 'regular' });
    const champ = await createUser(ctx, { userType: 'champion' });
    const both = await createUser(ctx, { userType: 'both' });
    const fresh = await createUser(ctx, { userType: null });
    await joinGroup(ctx, ann.id, champ.id);
    await joinGroup(ctx, fresh.id, champ.id);
    await joinGroup(ctx, admin.id, both.id);

    // Sessions: admin and Ann this week (their factory sessions); the champion five weeks back... by week index.
    const weeks = activeWeekStarts(new Date());
    const setSession = (userId: string, at: string) =>
      k.updateTable('session').set({ updatedAt: at }).where('userId', '=', userId).execute();
    await setSession(champ.id, noon(addDays(weeks[5] ?? '', 2)));
    await setSession(both.id, noon(addDays(weeks[5] ?? '', 1)));
    await k
      .insertInto('session')
      .values({
        id: randomUUID(),
        token: randomUUID(),
        userId: both.id,
        expiresAt: noon(addDays(weeks[7] ?? '', 30)),
        createdAt: noon(weeks[6] ?? ''),
        updatedAt: noon(addDays(weeks[6] ?? '', 1)),
        ipAddress: null,
        userAgent: null,
      })
      .execute();
    await setSession(fresh.id, noon(addDays(weeks[0] ?? '', -7)));

    for (const owner of [ann.id, ann.id, both.id]) await insertRecipe(ctx, owner);
    await insertRecipe(ctx, ann.id, { deleted: true });
    await insertRecipe(ctx, null);
    await insertRecipe(ctx, null);
    await insertRecipe(ctx, null, { deleted: true });

    const monday = weekStartOf(toIsoDate(new Date()), 'monday');
    const entry = (user: TestUser, date: string, position: number) => ({
      id: randomUUID(),
      householdId: user.householdId ?? '',
      userId: user.id,
      date,
      mealType: 'dinner',
      recipeId: null,
      text: 'Soup',
      title: 'Soup',
      servings: 2,
      position,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    await k
      .insertInto('mealPlanEntry')
      .values([
        entry(ann, monday, 0),
        entry(ann, addDays(monday, 6), 0),
        entry(both, monday, 0),
        entry(ann, addDays(monday, 7), 0),
        entry(ann, addDays(monday, -1), 0),
      ])
      .execute();

    const invitation = await insertInvitation(ctx, champ.id);
    await insertInvitation(ctx, champ.id);
    await k
      .insertInto('invitationAcceptance')
      .values({ invitationId: invitation, userId: ann.id, acceptedAt: new Date().toISOString() })
      .execute();
    // An invitation into a household, accepted, is not one of the programme's: the figures below leave it out.
    const intoHousehold = await insertInvitation(ctx, ann.id, 'household', ann.householdId);
    await k
      .insertInto('invitationAcceptance')
      .values({ invitationId: intoHousehold, userId: both.id, acceptedAt: new Date().toISOString() })
      .execute();

    const res = await clientAs(server().baseUrl, admin).get('/api/admin/stats');
    expect(res.status).toBe(200);
    expectContract(programmeStatsSchema, res.body);
    expect(res.body).toEqual({
      generatedAt: expect.any(String),
      users: { total: 5, byType: { regular: 2, champion: 1, both: 1, setupIncomplete: 1 }, admins: 1 },
      champions: 2,
      groups: { count: 2, members: 3 },
      weeklyActiveUsers: weeks.map((weekStart, i) => ({ weekStart, users: [0, 0, 0, 0, 0, 2, 1, 2][i] })),
      recipes: { personal: 3, catalogue: 2 },
      plannedMeals: { total: 5, thisWeek: 3 },
      invitations: { sent: 2, accepted: 1 },
      // Each week's plan entries by their day (next week's left out); nobody cooked, checked in or posted.
      weeklyTrends: weeks.map((weekStart, i) => ({
        weekStart,
        activeUsers: [0, 0, 0, 0, 0, 2, 1, 2][i],
        mealsPlanned: [0, 0, 0, 0, 0, 0, 1, 3][i],
        mealsCooked: 0,
        checkIns: 0,
        checkInAverage: null,
        messagesPosted: 0,
      })),
    });
    expect(weeks[7]).toBe(monday);
    expect(weeks[0]).toBe(addDays(monday, -49));
  });
});
