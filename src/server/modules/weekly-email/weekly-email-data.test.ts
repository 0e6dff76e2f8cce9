import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import type { AppContext } from '../../app-env.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { newRecipeRow } from '../recipes/index.ts';
import { goalsInEmail, weeklyEmail } from './weekly-email-content.ts';
import { readWeeklyEmail } from './weekly-email-data.ts';

/*
 * What the weekly email reads for one person (weekly-email-data.ts), on a Friday: their champion's newest message,
 * a champion's group counts, and their goals running this week (Monday 23 to Sunday 29 November 2026).
 */
const friday = '2026-11-27';
const monday = '2026-11-23';
const tuesday = '2026-11-24';
const nextMonday = '2026-11-30';

describeEachDatabase('what the weekly email reads', (server) => {
  const ctx = (): AppContext => server().ctx;
  const as = (user: TestUser) => clientAs(server().baseUrl, user);

  async function person(name: string, userType: 'regular' | 'champion' = 'regular') {
    const user = await createUser(ctx(), { userType, name });
    const res = await as(user).patch('/api/me', { weeklyEmail: true });
    expect(res.status, res.text).toBe(200);
    return user;
  }
  async function join(participant: TestUser, champion: TestUser) {
    await ctx()
      .db.kysely.insertInto('championMembership')
      .values({ participantId: participant.id, championId: champion.id, invitationId: null, joinedAt: new Date().toISOString() })
      .execute();
  }
  async function post(champion: TestUser, text: string) {
    const res = await as(champion).post('/api/champion/messages', { text });
    expect(res.status, res.text).toBe(201);
  }
  async function plan(user: TestUser, date: string, times = 1) {
    for (let i = 0; i < times; i += 1) {
      const res = await as(user).post('/api/meal-plan/entries', { date, mealType: 'dinner', text: `Meal ${i}` });
      expect(res.status, res.text).toBe(201);
    }
  }
  async function cook(user: TestUser, cookedOn: string) {
    const recipe = newRecipeRow(recipeCreateSchema.parse({ title: `Recipe ${randomUUID()}` }), { userId: user.id, inCatalogue: false });
    await ctx().db.kysely.insertInto('recipe').values(recipe).execute();
    await ctx()
      .db.kysely.insertInto('cookLog')
      .values({
        id: randomUUID(),
        userId: user.id,
        householdId: user.householdId,
        recipeId: recipe.id,
        cookedOn,
        rating: null,
        note: null,
        photoId: null,
        planEntryId: null,
        createdAt: `${cookedOn}T19:00:00.000Z`,
      })
      .execute();
  }
  async function setGoal(champion: TestUser, goal: Record<string, unknown>): Promise<string> {
    const res = await as(champion).post('/api/champion/goals', { startWeek: monday, endWeek: '2026-12-21', ...goal });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  }
  // What ticking a goal in words this week writes (PUT /api/me/goals/{id}/done ticks only the real this week).
  async function tick(goalId: string, user: TestUser, done: boolean) {
    if (done)
      await ctx()
        .db.kysely.insertInto('goalTick')
        .values({ goalId, userId: user.id, week: monday, createdAt: new Date().toISOString() })
        .execute();
    else await ctx().db.kysely.deleteFrom('goalTick').where('goalId', '=', goalId).where('userId', '=', user.id).execute();
  }
  const read = async (user: TestUser) => {
    const content = await readWeeklyEmail(ctx(), user.id, friday);
    if (!content) throw new Error(`no weekly email for ${user.name}`);
    return content;
  };

  it("gives each member their own champion's newest message, and nobody outside the group any", async () => {
    const cleo = await person('Cleo Champion', 'champion');
    const dara = await person('Dara Champion', 'champion');
    const pat = await person('Pat Participant');
    const lee = await person('Lee Leaver');
    const robin = await person('Robin Other');
    const sam = await person('Sam Stranger');
    await join(pat, cleo);
    await join(lee, cleo);
    await join(robin, dara);
    await post(cleo, 'Soup week!');
    await post(dara, 'Salad week, for Dara’s group only');
    await post(cleo, 'Bring a friend on Saturday.');

    expect((await read(pat)).championMessage).toEqual({ championName: 'Cleo Champion', text: 'Bring a friend on Saturday.' });
    expect((await read(robin)).championMessage).toEqual({ championName: 'Dara Champion', text: 'Salad week, for Dara’s group only' });
    expect((await read(sam)).championMessage).toBeNull();
    // The champion is not a member of their own group: their email has the group's counts, not their own message.
    expect((await read(cleo)).championMessage).toBeNull();

    // Someone who left the group hears no more from its champion.
    await ctx().db.kysely.deleteFrom('championMembership').where('participantId', '=', lee.id).execute();
    expect((await read(lee)).championMessage).toBeNull();
  });

  it("totals a champion's group this week as their dashboard does, those who keep their activity private too, and no one else", async () => {
    const cleo = await person('Cleo Champion', 'champion');
    const [ana, ben, cai, sam] = [await person('Ana'), await person('Ben'), await person('Cai'), await person('Sam Stranger')];
    for (const member of [ana, ben, cai]) await join(member, cleo);
    const off = await as(ben).patch('/api/me', { championSees: { activity: false } });
    expect(off.status, off.text).toBe(200);

    await plan(ana, tuesday, 2);
    await plan(ben, tuesday, 3);
    await cook(ben, tuesday);
    await plan(cai, friday);
    await cook(cai, tuesday);
    await plan(cai, nextMonday); // next week: not this week's count
    await plan(sam, tuesday, 4); // not in the group
    await cook(sam, tuesday);

    const content = await read(cleo);
    // Ben keeps his activity private: counted in the totals, as on the dashboard, never named.
    expect(content.group).toEqual({ members: 3, mealsPlanned: 6, mealsCooked: 2 });
    expect(weeklyEmail(content).text).toContain(
      'Your group this week\n3 people in your group.\nMeals planned this week: 6. Meals cooked this week: 2.\n',
    );
    expect(weeklyEmail(content).text).not.toContain('Ben');
    // A participant's email has no group section.
    expect((await read(ana)).group).toBeNull();
  });

  it("lists a participant's goals running this week with their progress, met or not, a ticked goal in its own words", async () => {
    const cleo = await person('Cleo Champion', 'champion');
    const dara = await person('Dara Champion', 'champion');
    const pat = await person('Pat Participant');
    const robin = await person('Robin Other');
    await join(pat, cleo);
    await join(robin, dara);
    // Listed by their last week, soonest first (as the dashboard lists them).
    await setGoal(cleo, { kind: 'cook-meals', target: 2, endWeek: '2026-12-07' });
    await setGoal(cleo, { kind: 'plan-meals', target: 3, endWeek: '2026-12-14' });
    const water = await setGoal(cleo, { kind: 'free-text', text: 'Drink water with every meal', endWeek: '2026-12-21' });
    await setGoal(cleo, { kind: 'try-new-recipes', target: 1, startWeek: '2026-11-02', endWeek: '2026-11-16' }); // ended
    await setGoal(cleo, { kind: 'vegetarian-dinners', target: 2, startWeek: nextMonday }); // not begun
    await setGoal(dara, { kind: 'cook-meals', target: 1 });

    await cook(pat, tuesday);
    await cook(pat, friday);
    await cook(pat, '2026-11-22'); // the Sunday before: last week's
    await plan(pat, tuesday);
    await tick(water, pat, true);

    const content = await read(pat);
    expect(content.goals).toEqual([
      { goal: expect.objectContaining({ kind: 'cook-meals', target: 2, text: null }), progress: 2 },
      { goal: expect.objectContaining({ kind: 'plan-meals', target: 3 }), progress: 1 },
      { goal: expect.objectContaining({ kind: 'free-text', target: 1, text: 'Drink water with every meal' }), progress: 1 },
    ]);
    expect(content.moreGoals).toBe(0);
    expect(weeklyEmail(content).text).toContain(
      [
        'Your goals this week',
        '  - Cook 2 meals at home a week: 2 of 2 meals cooked. Goal met.',
        '  - Plan 3 meals a week: 1 of 3 meals planned',
        '  - Drink water with every meal: Done this week. Goal met.',
      ].join('\n'),
    );

    // Unticked, the goal in words is not met; another group's goals are not Pat's, nor Pat's theirs.
    await tick(water, pat, false);
    expect((await read(pat)).goals[2]?.progress).toBe(0);
    expect((await read(robin)).goals).toEqual([{ goal: expect.objectContaining({ kind: 'cook-meals', target: 1 }), progress: 0 }]);
    // The champion is in no group: no goals, and no section.
    const champions = await read(cleo);
    expect(champions.goals).toEqual([]);
    expect(weeklyEmail(champions).text).not.toContain('Your goals');
  });

  it('measures at most the goals it lists and counts the others', async () => {
    const cleo = await person('Cleo Champion', 'champion');
    const pat = await person('Pat Participant');
    await join(pat, cleo);
    for (let week = 0; week < goalsInEmail + 2; week += 1) {
      await setGoal(cleo, { kind: 'plan-meals', target: week + 1, endWeek: `2026-12-${String(7 + week).padStart(2, '0')}` });
    }

    const content = await read(pat);
    // The eight that end soonest.
    expect(content.goals.map((mine) => mine.goal.target)).toEqual(Array.from({ length: goalsInEmail }, (_, i) => i + 1));
    expect(content.moreGoals).toBe(2);
    expect(weeklyEmail(content).text).toContain('And 2 more goals. See them all on your dashboard:\n');
  });
});
