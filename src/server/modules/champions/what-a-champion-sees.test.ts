import { expect, it } from 'vitest';
import { championGroupSchema } from '../../../shared/champions.ts';
import { toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import { meSchema } from '../../../shared/users.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

/* Issue 21 part 6: a participant chooses what their champion may see (docs/decisions/0082-goals-and-what-a-champion-sees.md). */
describeEachDatabase('what a champion sees', (server) => {
  const ctx = () => server().ctx;

  it('starts with activity and check-in notes shown and goal progress kept, and changes any one of them alone', async () => {
    const ann = await createUser(ctx(), { userType: 'regular' });
    const client = clientAs(server().baseUrl, ann);
    const me = await client.get('/api/me');
    expectContract(meSchema, me.body);
    expect(me.body.championSees).toEqual({ activity: true, goalProgress: false, checkInNotes: true });

    const changed = await client.patch('/api/me', { championSees: { activity: false } });
    expect(changed.status).toBe(200);
    expect(changed.body.championSees).toEqual({ activity: false, goalProgress: false, checkInNotes: true });
    await client.patch('/api/me', { championSees: { goalProgress: true, checkInNotes: false } });
    expect((await client.get('/api/me')).body.championSees).toEqual({ activity: false, goalProgress: true, checkInNotes: false });
  });

  it('refuses anything but true or false for the three, with 400, changing nothing', async () => {
    const ann = await createUser(ctx(), { userType: 'regular' });
    const client = clientAs(server().baseUrl, ann);
    for (const championSees of [{ activity: 'no' }, { activity: null }, { recipes: true }, [true], 'all']) {
      const res = await client.patch('/api/me', { championSees });
      expect({ championSees, status: res.status }).toEqual({ championSees, status: 400 });
      expect(typeof res.body.error).toBe('string');
    }
    expect((await client.get('/api/me')).body.championSees).toEqual({ activity: true, goalProgress: false, checkInNotes: true });
  });

  it("names a member who keeps their activity private with no counts, and still counts them in the group's totals", async () => {
    const champion = await createUser(ctx(), { userType: 'champion' });
    const ann = await createUser(ctx(), { userType: 'regular', name: 'Ann Open' });
    const bob = await createUser(ctx(), { userType: 'regular', name: 'Bob Private' });
    for (const member of [ann, bob]) {
      await ctx()
        .db.kysely.insertInto('championMembership')
        .values({ participantId: member.id, championId: champion.id, invitationId: null, joinedAt: '2026-01-05T10:00:00.000Z' })
        .execute();
    }
    const monday = weekStartOf(toIsoDate(new Date()), 'monday');
    for (const member of [ann, bob]) {
      const client = clientAs(server().baseUrl, member);
      const recipe = (await client.post('/api/recipes', { title: 'Stew', eatThisWeek: true })).body;
      expect((await client.post('/api/meal-plan/entries', { date: monday, mealType: 'dinner', recipeId: recipe.id })).status).toBe(201);
      expect((await client.post(`/api/recipes/${recipe.id}/cooked`, { cookedOn: monday })).status).toBe(201);
    }
    expect((await clientAs(server().baseUrl, bob).patch('/api/me', { championSees: { activity: false } })).status).toBe(200);

    const group = await clientAs(server().baseUrl, champion).get('/api/champion/group');
    expect(group.status).toBe(200);
    expectContract(championGroupSchema, group.body);
    expect(group.body.members).toEqual([
      {
        id: ann.id,
        name: 'Ann Open',
        joinedAt: '2026-01-05T10:00:00.000Z',
        sharesActivity: true,
        lastActiveAt: expect.any(String),
        mealsPlannedThisWeek: 1,
        mealsCookedThisWeek: 1,
        eatThisWeekCount: 1,
      },
      {
        id: bob.id,
        name: 'Bob Private',
        joinedAt: '2026-01-05T10:00:00.000Z',
        sharesActivity: false,
        lastActiveAt: null,
        mealsPlannedThisWeek: null,
        mealsCookedThisWeek: null,
        eatThisWeekCount: null,
      },
    ]);
    expect(group.body.totals).toEqual({
      members: 2,
      mealsPlannedThisWeek: 2,
      mealsCookedThisWeek: 2,
      eatThisWeekCount: 2,
      activeThisWeek: 2,
    });
  });
});
