import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { GoalKind } from '../../../shared/goals.ts';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import type { AppContext } from '../../app-env.ts';
import { createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { newRecipeRow } from '../recipes/index.ts';
import { measureGoal } from './measure-goal.ts';
import { measureGoalWeeks } from './measure-goal-weeks.ts';

/*
 * Each kind of goal counted from the rows people write, for one week (Monday 2026-03-02 to Sunday 2026-03-08): the
 * days just outside it, other households and other members, and deleted recipes.
 */
const week = '2026-03-02';
const before = '2026-03-01';
const after = '2026-03-09';

describeEachDatabase('goal measurement', (server) => {
  const ctx = (): AppContext => server().ctx;

  async function recipe(owner: TestUser | null, overrides: { dietary?: string[]; deleted?: boolean; savedFromId?: string } = {}) {
    const row = newRecipeRow(recipeCreateSchema.parse({ title: `Recipe ${randomUUID()}`, dietary: overrides.dietary ?? [] }), {
      userId: owner?.id ?? null,
      inCatalogue: owner === null,
      ...(owner === null && { slug: randomUUID() }),
      ...(overrides.savedFromId && { savedFromId: overrides.savedFromId }),
    });
    await ctx()
      .db.kysely.insertInto('recipe')
      .values({ ...row, deleted: overrides.deleted ? 1 : 0 })
      .execute();
    return row.id;
  }

  let position = 0;
  async function plan(
    who: TestUser,
    date: string,
    options: { recipeId?: string; mealType?: string; createdAt?: string; householdId?: string } = {},
  ) {
    position += 1;
    const createdAt = options.createdAt ?? `${date}T09:00:00.000Z`;
    await ctx()
      .db.kysely.insertInto('mealPlanEntry')
      .values({
        id: randomUUID(),
        householdId: options.householdId ?? who.householdId ?? '',
        userId: who.id,
        date,
        mealType: options.mealType ?? 'dinner',
        recipeId: options.recipeId ?? null,
        text: options.recipeId ? null : 'Something',
        title: 'Planned',
        servings: 2,
        position,
        createdAt,
        updatedAt: createdAt,
      })
      .execute();
  }

  async function cooked(who: TestUser, recipeId: string, cookedOn: string) {
    await ctx()
      .db.kysely.insertInto('cookLog')
      .values({
        id: randomUUID(),
        userId: who.id,
        householdId: who.householdId,
        recipeId,
        cookedOn,
        rating: null,
        note: null,
        photoId: null,
        planEntryId: null,
        createdAt: `${cookedOn}T19:00:00.000Z`,
      })
      .execute();
  }

  const named = (users: TestUser[], progress: Map<string, number> | undefined) =>
    Object.fromEntries([...(progress ?? new Map<string, number>()).entries()].map(([id, n]) => [users.find((u) => u.id === id)?.name, n]));

  /**
   * The week's progress by name. Measured over several weeks at once (progress over time, decision 0085), the same
   * week must count the same: every case below checks both ways.
   */
  const measured = async (kind: GoalKind, users: TestUser[], goalId = 'g') => {
    const ids = users.map((u) => u.id);
    const one = named(users, await measureGoal(ctx().db, { goalId, kind, week }, ids));
    const weeks = await measureGoalWeeks(ctx().db, { id: goalId, kind }, ['2026-02-23', week, after], ids);
    expect(named(users, weeks.get(week)), `${kind} over several weeks`).toEqual(one);
    return one;
  };

  const people = async () => {
    const ann = await createUser(ctx(), { userType: 'regular', name: 'Ann' });
    // Bob shares Ann's household: the plan is theirs together, but each counts the entries they added.
    const bob = await moveIntoHousehold(ctx(), await createUser(ctx(), { userType: 'regular', name: 'Bob' }), ann.householdId ?? '');
    const cat = await createUser(ctx(), { userType: 'regular', name: 'Cat' });
    return { ann, bob, cat };
  };

  it('plan-meals: entries each added for a day of the week, Monday to Sunday, text entries too', async () => {
    const { ann, bob, cat } = await people();
    await plan(ann, week);
    await plan(ann, '2026-03-08', { mealType: 'lunch' });
    await plan(ann, before);
    await plan(ann, after);
    await plan(bob, '2026-03-04');
    await plan(cat, '2026-03-05');
    expect(await measured('plan-meals', [ann, bob])).toEqual({ Ann: 2, Bob: 1 });
    expect(await measured('plan-meals', [])).toEqual({});
  });

  it("cook-meals: each one's cook log on a day of the week, deleted recipes included", async () => {
    const { ann, bob, cat } = await people();
    const soup = await recipe(ann);
    const gone = await recipe(ann, { deleted: true });
    await cooked(ann, soup, week);
    await cooked(ann, soup, week);
    await cooked(ann, gone, '2026-03-08');
    await cooked(ann, soup, before);
    await cooked(ann, soup, after);
    await cooked(cat, soup, '2026-03-03');
    expect(await measured('cook-meals', [ann, bob, cat])).toEqual({ Ann: 3, Cat: 1 });
  });

  it('try-new-recipes: recipes first planned or cooked in the week; a saved copy is its original; deleted ones count', async () => {
    const { ann, bob } = await people();
    const old = await recipe(ann);
    const fresh = await recipe(ann);
    const gone = await recipe(ann, { deleted: true });
    const catalogue = await recipe(null);
    const copy = await recipe(ann, { savedFromId: catalogue });
    const later = await recipe(ann);
    // Old: cooked before the week, planned again in it: not new.
    await cooked(ann, old, before);
    await plan(ann, week, { recipeId: old });
    // Fresh: planned twice and cooked in the week: one new recipe.
    await plan(ann, week, { recipeId: fresh });
    await plan(ann, '2026-03-05', { recipeId: fresh });
    await cooked(ann, fresh, '2026-03-05');
    // Gone: first cooked in the week, deleted since: still tried.
    await cooked(ann, gone, '2026-03-07');
    // The catalogue recipe planned in the week, its saved copy cooked in it: one recipe.
    await plan(ann, '2026-03-03', { recipeId: catalogue });
    await cooked(ann, copy, '2026-03-04');
    // Later: first planned for the week after.
    await plan(ann, after, { recipeId: later });
    // Bob planned the household's old recipe for the first time: new to him.
    await plan(bob, '2026-03-06', { recipeId: old });
    expect(await measured('try-new-recipes', [ann, bob])).toEqual({ Ann: 3, Bob: 1 });
  });

  it('try-new-recipes: a copy saved before the week and cooked in it is not new when its original was planned before', async () => {
    const { ann } = await people();
    const catalogue = await recipe(null);
    const copy = await recipe(ann, { savedFromId: catalogue });
    await plan(ann, before, { recipeId: catalogue });
    await cooked(ann, copy, week);
    expect(await measured('try-new-recipes', [ann])).toEqual({});
  });

  it('vegetarian-dinners: planned dinners whose recipe is vegetarian or vegan, deleted since included', async () => {
    const { ann, bob, cat } = await people();
    const veg = await recipe(ann, { dietary: ['vegetarian'] });
    const vegan = await recipe(ann, { dietary: ['vegan', 'nut-free'] });
    const meat = await recipe(ann, { dietary: ['gluten-free'] });
    const goneVeg = await recipe(ann, { dietary: ['vegetarian'], deleted: true });
    await plan(ann, week, { recipeId: veg });
    await plan(ann, '2026-03-03', { recipeId: vegan });
    await plan(ann, '2026-03-04', { recipeId: goneVeg });
    await plan(ann, '2026-03-05', { recipeId: meat });
    await plan(ann, '2026-03-06', { recipeId: veg, mealType: 'lunch' });
    await plan(ann, '2026-03-06');
    await plan(ann, after, { recipeId: veg });
    await plan(bob, '2026-03-07', { recipeId: veg });
    await plan(cat, '2026-03-07', { recipeId: veg, householdId: cat.householdId ?? '' });
    expect(await measured('vegetarian-dinners', [ann, bob])).toEqual({ Ann: 3, Bob: 1 });
  });

  it('shopping-before-weekend: a recipe planned for the week, or an item added by hand, before Friday was over', async () => {
    const { ann, bob, cat } = await people();
    const dan = await createUser(ctx(), { userType: 'regular', name: 'Dan' });
    const eve = await createUser(ctx(), { userType: 'regular', name: 'Eve' });
    const soup = await recipe(ann);
    // Ann planned a recipe for Thursday on Monday: done.
    await plan(ann, '2026-03-05', { recipeId: soup, createdAt: '2026-03-02T08:00:00.000Z' });
    // Bob planned only on Saturday: too late.
    await plan(bob, '2026-03-07', { recipeId: soup, createdAt: '2026-03-07T00:00:00.000Z' });
    // Cat planned a text meal on Tuesday (no ingredients for the list), and a recipe for the week after.
    await plan(cat, '2026-03-03', { createdAt: '2026-03-03T08:00:00.000Z' });
    await plan(cat, after, { recipeId: soup, createdAt: '2026-03-03T08:00:00.000Z' });
    // Dan added an item by hand to this week's list on Friday evening: done.
    const item = (who: TestUser, rangeKey: string, createdAt: string) =>
      ctx()
        .db.kysely.insertInto('shoppingManualItem')
        .values({
          id: randomUUID(),
          householdId: who.householdId ?? '',
          addedBy: who.id,
          rangeKey,
          text: 'milk',
          item: 'milk',
          quantity: null,
          unit: null,
          createdAt,
        })
        .execute();
    await item(dan, `${week}..2026-03-08`, '2026-03-06T22:59:00.000Z');
    // Eve added one to last week's list, and one to this week's on Saturday.
    await item(eve, '2026-02-23..2026-03-01', '2026-03-03T10:00:00.000Z');
    await item(eve, `${week}..2026-03-08`, '2026-03-07T10:00:00.000Z');
    expect(await measured('shopping-before-weekend', [ann, bob, cat, dan, eve])).toEqual({ Ann: 1, Dan: 1 });
  });

  it('free-text: ticked by each for this goal and this week only', async () => {
    const { ann, bob, cat } = await people();
    const champion = await createUser(ctx(), { userType: 'champion' });
    const now = new Date().toISOString();
    const goal = (id: string) => ({
      id,
      championId: champion.id,
      kind: 'free-text',
      target: 1,
      text: 'Fruit daily',
      weekStartsOn: 'monday',
      startWeek: '2026-02-23',
      endWeek: '2026-03-09',
      createdAt: now,
      updatedAt: now,
    });
    await ctx()
      .db.kysely.insertInto('goal')
      .values([goal('g1'), goal('g2')])
      .execute();
    await ctx()
      .db.kysely.insertInto('goalTick')
      .values([
        { goalId: 'g1', userId: ann.id, week, createdAt: now },
        { goalId: 'g1', userId: bob.id, week: '2026-02-23', createdAt: now },
        { goalId: 'g2', userId: cat.id, week, createdAt: now },
      ])
      .execute();
    expect(await measured('free-text', [ann, bob, cat], 'g1')).toEqual({ Ann: 1 });
  });
});
