import { expect, it } from 'vitest';
import { championGoalListSchema, goalSchema, goalWeekProgressSchema, myGoalListSchema, myGoalSchema } from '../../../shared/goals.ts';
import { addDays, toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import type { UserType } from '../../../shared/users.ts';
import type { AppContext } from '../../app-env.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

async function joinGroup(ctx: AppContext, participantId: string, championId: string) {
  await ctx.db.kysely
    .insertInto('championMembership')
    .values({ participantId, championId, invitationId: null, joinedAt: new Date().toISOString() })
    .execute();
}

const today = toIsoDate(new Date());
const monday = weekStartOf(today, 'monday');

describeEachDatabase('goals API', (server) => {
  const ctx = () => server().ctx;
  const user = (userType: UserType | null, name?: string) => createUser(ctx(), { userType, ...(name ? { name } : {}) });
  const as = (u: TestUser) => clientAs(server().baseUrl, u);
  const goalRows = async (championId: string) =>
    ctx().db.kysely.selectFrom('goal').selectAll().where('championId', '=', championId).orderBy('id').execute();

  it('sets, lists, changes and deletes a goal; its weeks snap to the champion’s week start', async () => {
    const champion = await user('champion');
    const client = as(champion);
    const created = await client.post('/api/champion/goals', {
      kind: 'cook-meals',
      target: 3,
      startWeek: addDays(monday, 2),
      endWeek: addDays(monday, 20),
    });
    expect(created.status).toBe(201);
    expectContract(goalSchema, created.body);
    expect(created.body).toMatchObject({
      kind: 'cook-meals',
      target: 3,
      text: null,
      weekStartsOn: 'monday',
      startWeek: monday,
      endWeek: addDays(monday, 14),
    });

    const list = await client.get('/api/champion/goals');
    expect(list.status).toBe(200);
    expectContract(championGoalListSchema, list.body);
    expect(list.body.goals).toHaveLength(1);
    expect(list.body.goals[0].thisWeek).toEqual({ week: monday, members: 0, reached: 0, participants: [], notShown: 0 });

    const changed = await client.patch(`/api/champion/goals/${created.body.id}`, { target: 4, endWeek: addDays(monday, 7) });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ target: 4, startWeek: monday, endWeek: addDays(monday, 7) });

    expect((await client.delete(`/api/champion/goals/${created.body.id}`)).status).toBe(204);
    expect((await client.delete(`/api/champion/goals/${created.body.id}`)).status).toBe(404);
    expect(await goalRows(champion.id)).toEqual([]);
  });

  it('follows a Sunday week start and keeps it when the champion changes theirs later', async () => {
    const champion = await user('both');
    await ctx().db.kysely.updateTable('user').set({ weekStart: 'sunday' }).where('id', '=', champion.id).execute();
    const res = await as(champion).post('/api/champion/goals', { kind: 'plan-meals', target: 5, startWeek: today, endWeek: today });
    expect(res.status).toBe(201);
    const sunday = weekStartOf(today, 'sunday');
    expect(res.body).toMatchObject({ weekStartsOn: 'sunday', startWeek: sunday, endWeek: sunday });
    await ctx().db.kysely.updateTable('user').set({ weekStart: 'monday' }).where('id', '=', champion.id).execute();
    expect((await as(champion).get('/api/champion/goals')).body.goals[0]).toMatchObject({ weekStartsOn: 'sunday', startWeek: sunday });
  });

  it('refuses bad goals with 400 in words and stores nothing', async () => {
    const champion = await user('champion');
    const client = as(champion);
    const week = { startWeek: monday, endWeek: addDays(monday, 7) };
    for (const [body, field] of [
      [{ kind: 'eat-cake', target: 1, ...week }, 'kind'],
      [{ kind: 'cook-meals', ...week }, 'target'],
      [{ kind: 'cook-meals', target: 0, ...week }, 'target'],
      [{ kind: 'cook-meals', target: 22, ...week }, 'target'],
      [{ kind: 'cook-meals', target: 2.5, ...week }, 'target'],
      [{ kind: 'free-text', ...week }, 'text'],
      [{ kind: 'free-text', text: '   ', ...week }, 'text'],
      [{ kind: 'free-text', text: 'x'.repeat(201), ...week }, 'text'],
      [{ kind: 'cook-meals', target: 2, text: 'Why', ...week }, 'text'],
      [{ kind: 'shopping-before-weekend', target: 2, ...week }, 'target'],
      [{ kind: 'cook-meals', target: 2, startWeek: addDays(monday, 7), endWeek: monday }, 'endWeek'],
      [{ kind: 'cook-meals', target: 2, startWeek: monday, endWeek: addDays(monday, 7 * 52) }, 'endWeek'],
      [{ kind: 'cook-meals', target: 2, startWeek: '2026-02-30', endWeek: monday }, 'startWeek'],
      [{ kind: 'cook-meals', target: 2, ...week, extra: true }, ''],
    ] as const) {
      const res = await client.post('/api/champion/goals', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(typeof res.body.error).toBe('string');
      if (field) expect(JSON.stringify(res.body)).toContain(field);
    }
    expect(await goalRows(champion.id)).toEqual([]);
    // The longest run (52 weeks) and the once-a-week kinds without a target are fine.
    expect(
      (await client.post('/api/champion/goals', { kind: 'cook-meals', target: 2, startWeek: monday, endWeek: addDays(monday, 7 * 51) }))
        .status,
    ).toBe(201);
    const shopping = await client.post('/api/champion/goals', { kind: 'shopping-before-weekend', ...week });
    expect(shopping.status).toBe(201);
    expect(shopping.body.target).toBe(1);
    const words = await client.post('/api/champion/goals', { kind: 'free-text', text: '  Fruit every day ', ...week });
    expect(words.body).toMatchObject({ kind: 'free-text', target: 1, text: 'Fruit every day' });
    // A measured goal has no words; a once-a-week goal keeps its target.
    expect((await client.patch(`/api/champion/goals/${shopping.body.id}`, { text: 'x' })).status).toBe(400);
    expect((await client.patch(`/api/champion/goals/${shopping.body.id}`, { target: 3 })).status).toBe(400);
    expect((await client.patch(`/api/champion/goals/${shopping.body.id}`, {})).status).toBe(400);
  });

  it('keeps at most 50 goals per champion: 409 QUOTA_EXCEEDED after', async () => {
    const champion = await user('champion');
    const now = new Date().toISOString();
    await ctx()
      .db.kysely.insertInto('goal')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          id: `quota-${champion.id}-${i}`,
          championId: champion.id,
          kind: 'plan-meals',
          target: 1,
          text: null,
          weekStartsOn: 'monday',
          startWeek: monday,
          endWeek: monday,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const res = await as(champion).post('/api/champion/goals', { kind: 'plan-meals', target: 1, startWeek: monday, endWeek: monday });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('QUOTA_EXCEEDED');
    expect(res.body.error).toContain('50');
  });

  it('answers 403 to participants on every champion goal route, and 404 for another champion’s goal', async () => {
    const champion = await user('champion');
    const other = await user('champion');
    const participant = await user('regular');
    await joinGroup(ctx(), participant.id, champion.id);
    const goal = (await as(champion).post('/api/champion/goals', { kind: 'cook-meals', target: 3, startWeek: monday, endWeek: monday }))
      .body;
    for (const [method, path, body] of [
      ['GET', '/api/champion/goals', undefined],
      ['POST', '/api/champion/goals', { kind: 'cook-meals', target: 1, startWeek: monday, endWeek: monday }],
      ['PATCH', `/api/champion/goals/${goal.id}`, { target: 1 }],
      ['DELETE', `/api/champion/goals/${goal.id}`, undefined],
      ['GET', `/api/champion/goals/${goal.id}/progress`, undefined],
    ] as const) {
      const asParticipant = await as(participant).request(method, path, { body });
      expect({ path, status: asParticipant.status, error: asParticipant.body.error }).toEqual({
        path,
        status: 403,
        error: 'Only champions have a group',
      });
      if (path.includes(goal.id)) {
        const asOther = await as(other).request(method, path, { body });
        expect({ path, status: asOther.status, error: asOther.body.error }).toEqual({ path, status: 404, error: 'Goal not found' });
      }
    }
    expect((await as(other).get('/api/champion/goals')).body.goals).toEqual([]);
    expect(await goalRows(champion.id)).toMatchObject([{ id: goal.id, target: 3 }]);
  });

  it('shows each participant their own progress this week, and the champion how many reached it, naming only those who allow it', async () => {
    const champion = await user('champion');
    const ann = await user('regular', 'Ann Sharer');
    const bob = await user('regular', 'Bob Private');
    const outsider = await user('regular', 'Out Sider');
    await joinGroup(ctx(), ann.id, champion.id);
    await joinGroup(ctx(), bob.id, champion.id);
    await joinGroup(ctx(), outsider.id, (await user('champion')).id);
    const goal = (
      await as(champion).post('/api/champion/goals', { kind: 'cook-meals', target: 2, startWeek: monday, endWeek: addDays(monday, 7) })
    ).body;
    const cook = async (who: TestUser, times: number) => {
      const recipe = (await as(who).post('/api/recipes', { title: 'Soup' })).body;
      for (let i = 0; i < times; i++)
        expect((await as(who).post(`/api/recipes/${recipe.id}/cooked`, { cookedOn: today })).status).toBe(201);
    };
    await cook(ann, 2);
    await cook(bob, 3);
    await cook(outsider, 5);

    const annGoals = await as(ann).get('/api/me/goals');
    expect(annGoals.status).toBe(200);
    expectContract(myGoalListSchema, annGoals.body);
    expect(annGoals.body.goals).toEqual([{ goal: expect.objectContaining({ id: goal.id }), week: monday, progress: 2, reached: true }]);
    expect((await as(outsider).get('/api/me/goals')).body.goals).toEqual([]);

    const progress = async () => (await as(champion).get(`/api/champion/goals/${goal.id}/progress`)).body;
    // Nobody allows it yet (off by default): both counted, neither named.
    expectContract(goalWeekProgressSchema, await progress());
    expect(await progress()).toEqual({ week: monday, members: 2, reached: 2, participants: [], notShown: 2 });
    expect(JSON.stringify((await as(champion).get('/api/champion/goals')).body)).not.toContain('Bob Private');

    expect((await as(ann).patch('/api/me', { championSees: { goalProgress: true } })).status).toBe(200);
    expect(await progress()).toEqual({
      week: monday,
      members: 2,
      reached: 2,
      participants: [{ id: ann.id, name: 'Ann Sharer', progress: 2, reached: true }],
      notShown: 1,
    });
    // Last week's (before the goal ran): nobody cooked then.
    const lastWeek = await as(champion).get(`/api/champion/goals/${goal.id}/progress?week=${addDays(monday, -7)}`);
    expect(lastWeek.body).toMatchObject({ week: addDays(monday, -7), reached: 0, participants: [{ name: 'Ann Sharer', progress: 0 }] });
    expect((await as(champion).get(`/api/champion/goals/${goal.id}/progress?week=soon`)).status).toBe(400);
  });

  it('lets a participant tick a free-text goal of their champion for this week, and nothing else', async () => {
    const champion = await user('champion');
    const ann = await user('regular');
    const stranger = await user('regular');
    await joinGroup(ctx(), ann.id, champion.id);
    const client = as(champion);
    const words = (
      await client.post('/api/champion/goals', { kind: 'free-text', text: 'Fruit every day', startWeek: monday, endWeek: monday })
    ).body;
    const measured = (await client.post('/api/champion/goals', { kind: 'plan-meals', target: 2, startWeek: monday, endWeek: monday })).body;
    const later = (
      await client.post('/api/champion/goals', {
        kind: 'free-text',
        text: 'Later',
        startWeek: addDays(monday, 7),
        endWeek: addDays(monday, 7),
      })
    ).body;

    const ticked = await as(ann).put(`/api/me/goals/${words.id}/done`, { done: true });
    expect(ticked.status).toBe(200);
    expectContract(myGoalSchema, ticked.body);
    expect(ticked.body).toMatchObject({ week: monday, progress: 1, reached: true });
    expect((await as(ann).put(`/api/me/goals/${words.id}/done`, { done: true })).body.progress).toBe(1);
    expect((await as(ann).get('/api/me/goals')).body.goals.map((g: { goal: { id: string } }) => g.goal.id).sort()).toEqual(
      [words.id, measured.id].sort(),
    );
    expect((await as(ann).put(`/api/me/goals/${measured.id}/done`, { done: true })).status).toBe(409);
    expect((await as(ann).put(`/api/me/goals/${later.id}/done`, { done: true })).status).toBe(409);
    expect((await as(ann).put(`/api/me/goals/${words.id}/done`, { done: 'yes' })).status).toBe(400);
    expect((await as(stranger).put(`/api/me/goals/${words.id}/done`, { done: true })).status).toBe(404);
    expect((await as(champion).get(`/api/champion/goals/${words.id}/progress`)).body).toMatchObject({ members: 1, reached: 1 });

    expect((await as(ann).put(`/api/me/goals/${words.id}/done`, { done: false })).body).toMatchObject({ progress: 0, reached: false });
    const ticks = await ctx().db.kysely.selectFrom('goalTick').selectAll().execute();
    expect(ticks.filter((t) => t.goalId === words.id)).toEqual([]);
    // Leaving the group: the champion's goals are no longer theirs.
    await ctx().db.kysely.deleteFrom('championMembership').where('participantId', '=', ann.id).execute();
    expect((await as(ann).get('/api/me/goals')).body.goals).toEqual([]);
    expect((await as(ann).put(`/api/me/goals/${words.id}/done`, { done: true })).status).toBe(404);
  });
});
