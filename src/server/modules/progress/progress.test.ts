import { expect, it } from 'vitest';
import { programmeStatsSchema, type ProgrammeStats } from '../../../shared/admin.ts';
import { addDays, toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import { championProgressSchema, myProgressSchema, type ChampionProgress } from '../../../shared/progress.ts';
import type { AppContext } from '../../app-env.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import type { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

async function joinGroup(ctx: AppContext, participantId: string, championId: string) {
  await ctx.db.kysely
    .insertInto('championMembership')
    .values({ participantId, championId, invitationId: null, joinedAt: new Date().toISOString() })
    .execute();
}

/** A check-in of an earlier week, as answering it then would have stored it. */
async function pastCheckIn(ctx: AppContext, userId: string, championId: string, weekStart: string, mood: number) {
  const at = `${weekStart}T12:00:00.000Z`;
  await ctx.db.kysely
    .insertInto('checkIn')
    .values({ id: `${userId}-${weekStart}`, userId, championId, weekStart, mood, note: null, createdAt: at, updatedAt: at })
    .execute();
}

async function recipeOf(client: TestClient, title: string): Promise<string> {
  const res = await client.post('/api/recipes', { title, servings: 2, ingredients: [{ text: '1 onion' }], steps: ['Cook.'] });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function plan(client: TestClient, recipeId: string, date: string) {
  expect((await client.post('/api/meal-plan/entries', { date, mealType: 'dinner', recipeId })).status).toBe(201);
}

async function cook(client: TestClient, recipeId: string, cookedOn: string) {
  expect((await client.post(`/api/recipes/${recipeId}/cooked`, { cookedOn })).status).toBe(201);
}

// The server's "today" is UTC, as the group's counts already are; every fixture day is on or before it.
const monday = weekStartOf(toIsoDate(new Date()), 'monday');
const lastMonday = addDays(monday, -7);

describeEachDatabase('progress over time API', (server) => {
  const ctx = () => server().ctx;
  const as = (u: Pick<TestUser, 'cookie'>) => clientAs(server().baseUrl, u);

  /**
   * A champion (Monday weeks) with Ann, who shares her goal progress, and Bob, who does not; and Eve in another
   * champion's group, busy in the same weeks. Ann plans 2 and cooks 1 this week and cooks 1 last week; Bob cooks 1
   * this week; Ann checks in with 4 this week, Bob with 2 last week. A "cook 1 meal" goal runs both weeks.
   */
  async function fixture() {
    const champion = await createUser(ctx(), { userType: 'champion', name: 'Chris Champion' });
    await ctx().db.kysely.updateTable('user').set({ weekStart: 'monday' }).where('id', '=', champion.id).execute();
    const ann = await createUser(ctx(), { userType: 'regular', name: 'Ann Sharer' });
    const bob = await createUser(ctx(), { userType: 'regular', name: 'Bob Private' });
    const other = await createUser(ctx(), { userType: 'champion', name: 'Olga Other' });
    const eve = await createUser(ctx(), { userType: 'regular', name: 'Eve Elsewhere' });
    for (const u of [ann, bob, eve])
      await ctx().db.kysely.updateTable('user').set({ weekStart: 'monday' }).where('id', '=', u.id).execute();
    await joinGroup(ctx(), ann.id, champion.id);
    await joinGroup(ctx(), bob.id, champion.id);
    await joinGroup(ctx(), eve.id, other.id);
    expect((await as(ann).patch('/api/me', { championSees: { goalProgress: true } })).status).toBe(200);

    const goal = await as(champion).post('/api/champion/goals', {
      kind: 'cook-meals',
      target: 1,
      startWeek: lastMonday,
      endWeek: addDays(monday, 7),
    });
    expect(goal.status).toBe(201);

    const stew = await recipeOf(as(ann), 'Ann’s stew');
    await plan(as(ann), stew, monday);
    await plan(as(ann), stew, addDays(monday, 1));
    await cook(as(ann), stew, monday);
    await cook(as(ann), stew, lastMonday);
    const soup = await recipeOf(as(bob), 'Bob’s soup');
    await cook(as(bob), soup, monday);
    expect((await as(ann).put('/api/me/check-in', { mood: 4 })).status).toBe(200);
    await pastCheckIn(ctx(), bob.id, champion.id, lastMonday, 2);

    const eves = await recipeOf(as(eve), 'Eve’s pie');
    for (const day of [monday, lastMonday]) {
      await plan(as(eve), eves, day);
      await cook(as(eve), eves, day);
    }
    await pastCheckIn(ctx(), eve.id, other.id, lastMonday, 5);
    return { champion, ann, bob, eve, goalId: goal.body.id as string };
  }

  it('gives the champion the group’s weeks and each goal’s, counting everyone, naming only those who allow it', async () => {
    const { champion, ann, bob, goalId } = await fixture();
    const res = await as(champion).get('/api/champion/progress');
    expect(res.status).toBe(200);
    expectContract(championProgressSchema, res.body);
    const body = res.body as ChampionProgress;
    expect(body.members).toBe(2);
    expect(body.weeks).toHaveLength(8);
    expect(body.weeks.slice(-2)).toEqual([
      { weekStart: lastMonday, mealsPlanned: 0, mealsCooked: 1, checkIns: 1, checkInAverage: 2 },
      { weekStart: monday, mealsPlanned: 2, mealsCooked: 2, checkIns: 1, checkInAverage: 4 },
    ]);
    expect(body.weeks[0]).toEqual({ weekStart: addDays(monday, -49), mealsPlanned: 0, mealsCooked: 0, checkIns: 0, checkInAverage: null });

    expect(body.goals).toHaveLength(1);
    expect(body.goals[0]).toMatchObject({
      goal: { id: goalId, kind: 'cook-meals', target: 1 },
      weeks: [
        { weekStart: lastMonday, reached: 1 },
        { weekStart: monday, reached: 2 },
      ],
      participants: [{ id: ann.id, name: 'Ann Sharer', progress: [1, 1] }],
      notShown: 1,
    });
    // Bob keeps his goal progress to himself: counted, never named.
    expect(JSON.stringify(body)).not.toContain(bob.id);
    expect(JSON.stringify(body)).not.toContain('Bob Private');

    const two = await as(champion).get('/api/champion/progress?weeks=2');
    expect(two.status).toBe(200);
    expect(two.body.weeks.map((w: { weekStart: string }) => w.weekStart)).toEqual([lastMonday, monday]);
  });

  it('gives a participant their own weeks and goals, and nothing of anyone else’s', async () => {
    const { ann, eve } = await fixture();
    const res = await as(ann).get('/api/me/progress');
    expect(res.status).toBe(200);
    expectContract(myProgressSchema, res.body);
    expect(res.body.weeks.slice(-2)).toEqual([
      { weekStart: lastMonday, mealsPlanned: 0, mealsCooked: 1, checkIn: null },
      { weekStart: monday, mealsPlanned: 2, mealsCooked: 1, checkIn: 4 },
    ]);
    expect(res.body.goals).toHaveLength(1);
    expect(res.body.goals[0].weeks).toEqual([
      { weekStart: lastMonday, progress: 1, reached: true },
      { weekStart: monday, progress: 1, reached: true },
    ]);

    // Eve's champion set no goal: she has her own weeks and no goals; none of Ann's rows.
    const hers = await as(eve).get('/api/me/progress');
    expect(hers.body.goals).toEqual([]);
    expect(hers.body.weeks.slice(-2)).toEqual([
      { weekStart: lastMonday, mealsPlanned: 1, mealsCooked: 1, checkIn: 5 },
      { weekStart: monday, mealsPlanned: 1, mealsCooked: 1, checkIn: null },
    ]);
  });

  it('refuses a span out of range with 400 in words, and a participant on the champion’s route with 403', async () => {
    const { champion, ann } = await fixture();
    for (const weeks of ['1', '13', 'abc', '2.5', '-3', '']) {
      for (const [who, path] of [
        [champion, '/api/champion/progress'],
        [ann, '/api/me/progress'],
      ] as const) {
        const res = await as(who).get(`${path}?weeks=${encodeURIComponent(weeks)}`);
        expect({ path, weeks, status: res.status }).toEqual({ path, weeks, status: 400 });
        expect(res.body.error).toContain('Choose from 2 to 12 weeks');
      }
    }
    const refused = await as(ann).get('/api/champion/progress');
    expect(refused.status).toBe(403);
    expect(typeof refused.body.error).toBe('string');
  });

  it('adds programme-wide weekly trends to the admin statistics, each week counted in the database', async () => {
    const admin = await createUser(ctx(), { userType: 'regular', role: 'admin' });
    const trendsOf = async () => {
      const res = await as(admin).get('/api/admin/stats');
      expect(res.status).toBe(200);
      expectContract(programmeStatsSchema, res.body);
      return (res.body as ProgrammeStats).weeklyTrends;
    };
    const before = await trendsOf();
    expect(before.map((w) => w.weekStart)).toEqual(
      (await as(admin).get('/api/admin/stats')).body.weeklyActiveUsers.map((w: { weekStart: string }) => w.weekStart),
    );
    const { champion } = await fixture();
    expect((await as(champion).post('/api/champion/messages', { text: 'Soup night on Thursday' })).status).toBe(201);
    const after = await trendsOf();
    const change = (i: number, key: 'mealsPlanned' | 'mealsCooked' | 'checkIns' | 'messagesPosted') =>
      (after.at(i)?.[key] ?? 0) - (before.at(i)?.[key] ?? 0);
    // This week: Ann's 2 and Eve's 1 planned; Ann, Bob and Eve cooked; Ann checked in; one message.
    expect([change(-1, 'mealsPlanned'), change(-1, 'mealsCooked'), change(-1, 'checkIns'), change(-1, 'messagesPosted')]).toEqual([
      3, 3, 1, 1,
    ]);
    // Last week: Eve's plan; Ann's and Eve's cooking; Bob's and Eve's check-ins.
    expect([change(-2, 'mealsPlanned'), change(-2, 'mealsCooked'), change(-2, 'checkIns'), change(-2, 'messagesPosted')]).toEqual([
      1, 2, 2, 0,
    ]);
  });
});
