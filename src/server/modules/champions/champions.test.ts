import { expect, it } from 'vitest';
import { addDays, toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import type { UserType } from '../../../shared/users.ts';
import type { AppContext } from '../../app-env.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { newRecipeRow } from '../recipes/index.ts';
import { championGroupSchema, championListSchema, recommendationSchema } from '../../../shared/champions.ts';
import { expectContract } from '../../test/contract.ts';

/** A member of `champion`'s group, as the invitations module would make one. */
async function joinGroup(ctx: AppContext, participantId: string, championId: string, joinedAt = new Date().toISOString()) {
  await ctx.db.kysely.insertInto('championMembership').values({ participantId, championId, invitationId: null, joinedAt }).execute();
}

async function catalogueRecipe(ctx: AppContext, title: string, overrides: { deleted?: boolean } = {}) {
  const row = newRecipeRow(recipeCreateSchema.parse({ title }), {
    userId: null,
    inCatalogue: true,
    slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2)}`,
  });
  await ctx.db.kysely
    .insertInto('recipe')
    .values({ ...row, deleted: overrides.deleted ? 1 : 0 })
    .execute();
  return row;
}

describeEachDatabase('champions API', (server) => {
  const ctx = () => server().ctx;
  const user = (userType: UserType | null, name?: string) => createUser(ctx(), { userType, ...(name ? { name } : {}) });
  const as = (u: TestUser) => clientAs(server().baseUrl, u);

  it('lists champions and "both" by name with their group sizes to anyone signed in, without emails', async () => {
    const zed = await user('champion', 'Zed Champion');
    const amy = await user('both', 'amy Both');
    const reg = await user('regular', 'Reg Ular');
    await joinGroup(ctx(), reg.id, zed.id);
    await joinGroup(ctx(), (await user('regular')).id, zed.id);
    await joinGroup(ctx(), (await user(null)).id, amy.id);

    const res = await as(reg).get('/api/champions');
    expect(res.status).toBe(200);
    expectContract(championListSchema, res.body);
    const mine = res.body.champions.filter((c: { id: string }) => [zed.id, amy.id, reg.id].includes(c.id));
    expect(mine).toEqual([
      { id: amy.id, name: 'amy Both', groupSize: 1 },
      { id: zed.id, name: 'Zed Champion', groupSize: 2 },
    ]);
    expect(res.text).not.toContain('@example.com');
  });

  it('answers 403 "Only champions have a group" to participants and people not set up, on every champion route', async () => {
    for (const type of ['regular', null] as const) {
      const client = as(await user(type));
      for (const [method, path, body] of [
        ['GET', '/api/champion/group', undefined],
        ['POST', '/api/champion/recommendations', { recipeId: 'x' }],
        ['POST', '/api/champion/recommendations', { bad: true }],
        ['DELETE', '/api/champion/recommendations/x', undefined],
      ] as const) {
        const res = await client.request(method, path, { body });
        expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 403, error: 'Only champions have a group' });
      }
    }
  });

  it("shows the champion's group this week: names, joined, last active, meals planned, eat-this-week counts, totals", async () => {
    const champion = await user('champion');
    const ann = await user('regular', 'Ann Member');
    const bob = await user('both', 'Bob Member');
    const outsider = await user('regular', 'Outsider');
    await joinGroup(ctx(), ann.id, champion.id, '2026-01-05T10:00:00.000Z');
    await joinGroup(ctx(), bob.id, champion.id, '2026-02-01T10:00:00.000Z');
    await joinGroup(ctx(), outsider.id, (await user('champion')).id);

    const today = toIsoDate(new Date());
    const monday = weekStartOf(today, 'monday');
    const annClient = as(ann);
    const recipe = (await annClient.post('/api/recipes', { title: 'Ann stew', eatThisWeek: true })).body;
    await annClient.post('/api/recipes', { title: 'Ann soup', eatThisWeek: true });
    const gone = (await annClient.post('/api/recipes', { title: 'Ann gone', eatThisWeek: true })).body;
    await annClient.delete(`/api/recipes/${gone.id}`);
    await annClient.patch(`/api/recipes/${recipe.id}`, { eatThisWeek: true });
    for (const date of [monday, addDays(monday, 6), addDays(monday, 7), addDays(monday, -1)]) {
      expect((await annClient.post('/api/meal-plan/entries', { date, mealType: 'dinner', text: 'Dinner' })).status).toBe(201);
    }
    await as(outsider).post('/api/meal-plan/entries', { date: monday, mealType: 'dinner', text: 'Not counted' });
    // Meals cooked (issue 20): this week's "I cooked this" of each, not last week's.
    for (const cookedOn of [monday, monday, addDays(monday, -1)]) {
      expect((await annClient.post(`/api/recipes/${recipe.id}/cooked`, { cookedOn, note: 'Not for the champion' })).status).toBe(201);
    }
    // Bob's only session was last used long ago; Ann's is in use now.
    await ctx().db.kysely.updateTable('session').set({ updatedAt: '2025-06-01T08:00:00.000Z' }).where('userId', '=', bob.id).execute();

    const res = await as(champion).get('/api/champion/group');
    expect(res.status).toBe(200);
    expect(res.body.weekStart).toBe(monday);
    expectContract(championGroupSchema, res.body);
    expect(res.body.members).toEqual([
      {
        id: ann.id,
        name: 'Ann Member',
        joinedAt: '2026-01-05T10:00:00.000Z',
        sharesActivity: true,
        lastActiveAt: expect.stringMatching(new RegExp(`^${today}T`)),
        mealsPlannedThisWeek: 2,
        mealsCookedThisWeek: 2,
        eatThisWeekCount: 2,
      },
      {
        id: bob.id,
        name: 'Bob Member',
        joinedAt: '2026-02-01T10:00:00.000Z',
        sharesActivity: true,
        lastActiveAt: '2025-06-01T08:00:00.000Z',
        mealsPlannedThisWeek: 0,
        mealsCookedThisWeek: 0,
        eatThisWeekCount: 0,
      },
    ]);
    expect(res.body.totals).toEqual({
      members: 2,
      mealsPlannedThisWeek: 2,
      mealsCookedThisWeek: 2,
      eatThisWeekCount: 2,
      activeThisWeek: 1,
    });
    expect(JSON.stringify(res.body)).not.toContain('Not for the champion');
    expect(res.body.recommendations).toEqual([]);
  });

  it("counts by the champion's own week start (Sunday)", async () => {
    const champion = await user('both');
    await ctx().db.kysely.updateTable('user').set({ weekStart: 'sunday' }).where('id', '=', champion.id).execute();
    const res = await as(champion).get('/api/champion/group');
    expect(res.status).toBe(200);
    expect(res.body.weekStart).toBe(weekStartOf(toIsoDate(new Date()), 'sunday'));
    expect(res.body.members).toEqual([]);
    expect(res.body.totals).toEqual({
      members: 0,
      mealsPlannedThisWeek: 0,
      mealsCookedThisWeek: 0,
      eatThisWeekCount: 0,
      activeThisWeek: 0,
    });
  });

  it('recommends live catalogue recipes (again: the note changes), lists them in the group, and withdraws only its own', async () => {
    const champion = await user('champion');
    const other = await user('both');
    const client = as(champion);
    const dal = await catalogueRecipe(ctx(), 'Catalogue dal');
    const soup = await catalogueRecipe(ctx(), 'Catalogue soup');

    const first = await client.post('/api/champion/recommendations', { recipeId: dal.id, note: '  Try this one  ' });
    expect(first.status).toBe(201);
    expectContract(recommendationSchema, first.body);
    expect(first.body).toEqual({
      id: expect.any(String),
      recipeId: dal.id,
      title: 'Catalogue dal',
      thumbnailUrl: null,
      note: 'Try this one',
      createdAt: expect.any(String),
    });
    const again = await client.post('/api/champion/recommendations', { recipeId: dal.id, note: 'Better with lime' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, note: 'Better with lime' });
    expect((await client.post('/api/champion/recommendations', { recipeId: dal.id })).body.note).toBe('Better with lime');
    expect((await client.post('/api/champion/recommendations', { recipeId: dal.id, note: '' })).body.note).toBeNull();
    expect((await client.post('/api/champion/recommendations', { recipeId: soup.id })).status).toBe(201);
    const theirs = await as(other).post('/api/champion/recommendations', { recipeId: soup.id });
    expect(theirs.status).toBe(201);

    const group = (await client.get('/api/champion/group')).body;
    expect(group.recommendations.map((r: { title: string }) => r.title).sort()).toEqual(['Catalogue dal', 'Catalogue soup']);
    expect(await ctx().db.kysely.selectFrom('recommendation').select('id').where('championId', '=', champion.id).execute()).toHaveLength(2);

    // Someone else's recommendation is not found, and stays.
    const del = await client.delete(`/api/champion/recommendations/${theirs.body.id}`);
    expect(del.status).toBe(404);
    expect(del.body.error).toBe('Recommendation not found');
    expect((await as(other).get('/api/champion/group')).body.recommendations).toHaveLength(1);
    expect((await client.delete(`/api/champion/recommendations/${first.body.id}`)).status).toBe(204);
    expect((await client.delete(`/api/champion/recommendations/${first.body.id}`)).status).toBe(404);
    expect((await client.get('/api/champion/group')).body.recommendations.map((r: { title: string }) => r.title)).toEqual([
      'Catalogue soup',
    ]);
  });

  it('refuses personal, deleted and unknown recipes with 404 "Recipe not found", and bad input with 400, storing nothing', async () => {
    const champion = await user('champion');
    const client = as(champion);
    const personal = (await client.post('/api/recipes', { title: 'My own' })).body;
    const deleted = await catalogueRecipe(ctx(), 'Withdrawn', { deleted: true });
    for (const recipeId of [personal.id, deleted.id, 'no-such-recipe']) {
      const res = await client.post('/api/champion/recommendations', { recipeId });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Recipe not found');
    }
    const live = await catalogueRecipe(ctx(), 'Live');
    for (const body of [{}, { recipeId: '' }, { recipeId: live.id, note: 'x'.repeat(501) }, { recipeId: live.id, extra: 1 }]) {
      expect((await client.post('/api/champion/recommendations', body)).status).toBe(400);
    }
    expect(await ctx().db.kysely.selectFrom('recommendation').select('id').where('championId', '=', champion.id).execute()).toEqual([]);
  });

  it('leaves out recommendations whose catalogue recipe was withdrawn', async () => {
    const champion = await user('champion');
    const recipe = await catalogueRecipe(ctx(), 'Soon gone');
    expect((await as(champion).post('/api/champion/recommendations', { recipeId: recipe.id })).status).toBe(201);
    await ctx().db.kysely.updateTable('recipe').set({ deleted: 1 }).where('id', '=', recipe.id).execute();
    expect((await as(champion).get('/api/champion/group')).body.recommendations).toEqual([]);
  });
});
