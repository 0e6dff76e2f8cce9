import { expect, it } from 'vitest';
import type { MealPlanEntry } from '../../../shared/meal-plans.ts';
import type { ShoppingList } from '../../../shared/shopping.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

const MON = '2026-03-02';
const TUE = '2026-03-03';
const WEEK = 'from=2026-03-02&to=2026-03-08';

// Issue 18: the shopping list's amounts follow each entry's servings, which default to the household's size.
describeEachDatabase("a household's servings", (server) => {
  const client = (user: TestUser) => clientAs(server().baseUrl, user);

  it("a member's new meal serves the household; the list, the same for both, scales each entry by its servings", async () => {
    const ana = await createUser(server().ctx, { userType: 'regular', name: 'Ana Servings' });
    const ben = await moveIntoHousehold(
      server().ctx,
      await createUser(server().ctx, { userType: 'regular', name: 'Ben Servings' }),
      ana.householdId ?? '',
    );
    expect((await client(ana).patch('/api/me', { householdSize: 4 })).status).toBe(200);

    const recipe = await client(ben).post('/api/recipes', { title: 'Red lentil dal', servings: 2, ingredients: ['200 g red lentils'] });
    expect(recipe.status).toBe(201);
    const recipeId = (recipe.body as { id: string }).id;

    // Ben plans without saying how many: the household's four, set by Ana.
    const byDefault = await client(ben).post('/api/meal-plan/entries', { date: MON, mealType: 'dinner', recipeId });
    expect(byDefault.status).toBe(201);
    expect((byDefault.body as MealPlanEntry).servings).toBe(4);
    // Ana plans a soup of her own for one.
    const soup = await client(ana).post('/api/recipes', { title: 'Lentil soup', servings: 2, ingredients: ['200 g red lentils'] });
    const soupId = (soup.body as { id: string }).id;
    const forOne = await client(ana).post('/api/meal-plan/entries', { date: TUE, mealType: 'lunch', recipeId: soupId, servings: 1 });
    expect(forOne.status, JSON.stringify(forOne.body)).toBe(201);
    expect((forOne.body as MealPlanEntry).servings).toBe(1);

    const lentils = async (user: TestUser) => {
      const res = await client(user).get(`/api/shopping-list?${WEEK}`);
      expect(res.status).toBe(200);
      return (res.body as ShoppingList).items
        .filter((item) => item.item === 'red lentils')
        .map(({ quantity, unit }) => ({ quantity, unit }));
    };
    // 200 g × 4/2 + 200 g × 1/2.
    expect(await lentils(ana)).toEqual([{ quantity: 500, unit: 'g' }]);
    expect(await lentils(ben)).toEqual([{ quantity: 500, unit: 'g' }]);

    // Changing an entry's servings changes the list both see.
    const entryId = (byDefault.body as MealPlanEntry).id;
    expect((await client(ana).patch(`/api/meal-plan/entries/${entryId}`, { servings: 2 })).status).toBe(200);
    expect(await lentils(ben)).toEqual([{ quantity: 300, unit: 'g' }]);
  });
});
