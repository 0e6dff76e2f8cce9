import { expect, it } from 'vitest';
import { addDays, toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import { createApp } from '../../app.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

/**
 * Routes the walk does not call: they act on the caller's own account and would end the champion's session
 * half-way (the walk checks at the end that the champion is still signed in, so a new one is noticed).
 */
const skipped = new Set(['DELETE /api/me']);

/** GET first, then the rest, so that a route that changes something cannot hide what a later GET shows. */
const methodOrder = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describeEachDatabase('champion privacy', (server) => {
  it("lets a champion see a member's counts but never their recipes or plan entries, through any API route (walks the router)", async () => {
    const ctx = server().ctx;
    const champion = await createUser(ctx, { userType: 'champion' });
    const member = await createUser(ctx, { userType: 'regular', name: 'Mira Member' });
    await ctx.db.kysely
      .insertInto('championMembership')
      .values({ participantId: member.id, championId: champion.id, invitationId: null, joinedAt: new Date().toISOString() })
      .execute();

    // The member's private things, each with a word found nowhere else.
    const secrets = [
      'Qwzx secret stew',
      'Qwzx hidden tart',
      '3 cups qwzx saffron rice',
      '1 pinch qwzx smoked salt',
      'Qwzx private picnic',
      'Qwzx burnt the onions',
    ];
    const memberClient = clientAs(server().baseUrl, member);
    const stew = await memberClient.post('/api/recipes', { title: secrets[0], ingredients: [secrets[2]], eatThisWeek: true });
    const tart = await memberClient.post('/api/recipes', { title: secrets[1], ingredients: [secrets[3]], isFavorite: true });
    expect([stew.status, tart.status]).toEqual([201, 201]);
    const monday = weekStartOf(toIsoDate(new Date()), 'monday');
    const recipeEntry = await memberClient.post('/api/meal-plan/entries', { date: monday, mealType: 'dinner', recipeId: stew.body.id });
    const textEntry = await memberClient.post('/api/meal-plan/entries', { date: addDays(monday, 1), mealType: 'lunch', text: secrets[4] });
    expect([recipeEntry.status, textEntry.status]).toEqual([201, 201]);
    // Issue 20: the member cooks the planned stew, with a rating and a note; the champion sees a count only.
    const cooked = await memberClient.post(`/api/recipes/${stew.body.id}/cooked`, {
      cookedOn: monday,
      rating: 2,
      note: secrets[5],
      planEntryId: recipeEntry.body.id,
    });
    expect(cooked.status).toBe(201);
    const memberRows = async () => ({
      cookLog: await ctx.db.kysely.selectFrom('cookLog').selectAll().where('userId', '=', member.id).orderBy('id').execute(),
      recipes: await ctx.db.kysely.selectFrom('recipe').selectAll().where('userId', '=', member.id).orderBy('id').execute(),
      entries: await ctx.db.kysely.selectFrom('mealPlanEntry').selectAll().where('userId', '=', member.id).orderBy('id').execute(),
    });
    const before = await memberRows();

    const ids = [stew.body.id as string, recipeEntry.body.id as string, member.id, cooked.body.id as string];
    const from = addDays(monday, -7);
    const to = addDays(monday, 13);
    const query = (id: string) =>
      `?${new URLSearchParams({ id, recipeId: id, entryId: id, userId: id, participantId: id, memberId: id, from, to, weekStart: monday })}`;
    const body = (id: string) => ({
      id,
      recipeId: id,
      entryId: id,
      userId: id,
      participantId: id,
      memberId: id,
      date: monday,
      mealType: 'dinner',
      from,
      to,
      weekStart: monday,
    });

    const routes = [
      ...new Set(
        createApp(ctx)
          .routes.filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('/*'))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ]
      .filter((route) => !skipped.has(route))
      .sort((a, b) => methodOrder.indexOf(a.split(' ')[0] ?? '') - methodOrder.indexOf(b.split(' ')[0] ?? ''));
    expect(routes).toEqual(expect.arrayContaining(['GET /api/champion/group', 'GET /api/recipes/:id', 'GET /api/meal-plan']));

    const client = clientAs(server().baseUrl, champion);
    let requests = 0;
    for (const route of routes) {
      const [method = 'GET', path = ''] = route.split(' ');
      const idsToTry = path.includes(':') ? ids : [ids[0] ?? ''];
      for (const id of idsToTry) {
        const url = path.replace(/:[^/]+/g, encodeURIComponent(id));
        // GET with and without the query; the others with every field, with the id alone, and with nothing.
        const attempts: [string, unknown][] =
          method === 'GET'
            ? [
                [url, undefined],
                [url + query(id), undefined],
              ]
            : [body(id), { recipeId: id }, { id }, {}].map((b) => [url, b]);
        for (const [attempt, requestBody] of attempts) {
          const res = await client.request(method, attempt, requestBody === undefined ? {} : { body: requestBody });
          requests += 1;
          const text = res.text.toLowerCase();
          for (const secret of secrets) {
            expect(
              text.includes(secret.toLowerCase()),
              `${method} ${attempt} (${res.status}) shows "${secret}": ${res.text.slice(0, 300)}`,
            ).toBe(false);
          }
          expect(text.includes('qwzx'), `${method} ${attempt} shows part of the member's data`).toBe(false);
        }
      }
    }
    expect(requests).toBeGreaterThan(routes.length);

    // The champion was signed in throughout, and the member's things are as they were.
    expect((await client.get('/api/me')).status).toBe(200);
    expect(await memberRows()).toEqual(before);

    // What the champion does see: the member's name and counts, nothing else.
    const group = await client.get('/api/champion/group');
    expect(group.status).toBe(200);
    expect(group.body.members).toEqual([
      {
        id: member.id,
        name: 'Mira Member',
        joinedAt: expect.any(String),
        sharesActivity: true,
        lastActiveAt: expect.any(String),
        mealsPlannedThisWeek: 2,
        mealsCookedThisWeek: 1,
        eatThisWeekCount: 1,
      },
    ]);
  });
});
