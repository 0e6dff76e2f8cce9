import { beforeAll, expect, it } from 'vitest';
import type { DietaryNeed } from '../../../shared/dietary-needs.ts';
import { suitsNeeds } from '../../../shared/household-needs.ts';
import { cataloguePageSchema, recipeCreateSchema, type CataloguePage } from '../../../shared/recipes.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { insertCatalogueRecipe } from './publish-catalogue-recipe.ts';

/** One word every recipe here holds, so a search finds these and no others. */
const WORD = 'quinoaplate';

const recipes: { title: string; dietary: DietaryNeed[] }[] = [
  { title: 'Quinoaplate with halloumi', dietary: ['vegetarian', 'gluten-free', 'nut-free'] },
  { title: 'Quinoaplate with chickpeas', dietary: ['vegan', 'gluten-free', 'dairy-free', 'nut-free'] },
  { title: 'Quinoaplate with couscous', dietary: ['vegetarian', 'nut-free'] },
  { title: 'Quinoaplate with salmon', dietary: ['gluten-free', 'dairy-free'] },
  { title: 'Quinoaplate with chicken', dietary: [] },
];

describeEachDatabase('the catalogue filtered to suit everyone at home', (server) => {
  const client = (user: TestUser) => clientAs(server().baseUrl, user);
  const setNeeds = async (user: TestUser, dietaryNeeds: DietaryNeed[]) =>
    expect((await client(user).patch('/api/me', { dietaryNeeds })).status).toBe(200);

  beforeAll(async () => {
    for (const { title, dietary } of recipes) {
      await insertCatalogueRecipe(server().ctx.db, null, recipeCreateSchema.parse({ title, dietary, ingredients: ['100 g quinoa'] }));
    }
  });

  const search = async (user: TestUser, query: string) => {
    const res = await client(user).get(`/api/catalogue?q=${WORD}&sort=title&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectContract(cataloguePageSchema, res.body);
    return res.body as CataloguePage;
  };
  const titles = (page: CataloguePage) => page.recipes.map((r) => r.title.replace('Quinoaplate with ', ''));

  /** Ana (vegetarian) and Ben (gluten-free) at one home; Cy, who eats only vegan food, in another. */
  const homes = async () => {
    const ana = await createUser(server().ctx, { userType: 'regular', name: 'Ana Veg' });
    const ben = await moveIntoHousehold(server().ctx, await createUser(server().ctx, { userType: 'regular' }), ana.householdId ?? '');
    const cy = await createUser(server().ctx, { userType: 'regular' });
    await setNeeds(ana, ['vegetarian']);
    await setNeeds(ben, ['gluten-free']);
    await setNeeds(cy, ['vegan', 'nut-free']);
    return { ana, ben, cy };
  };

  it("keeps only recipes meeting every member's needs, for each member, and says which needs they are", async () => {
    const { ana, ben } = await homes();
    for (const member of [ana, ben]) {
      const page = await search(member, 'suits=household');
      // Vegan chickpeas are vegetarian too; couscous has gluten, salmon is fish, chicken is neither.
      expect(titles(page)).toEqual(['chickpeas', 'halloumi']);
      expect(page.householdNeeds).toEqual(['vegetarian', 'gluten-free']);
      expect(page.recipes.every((recipe) => suitsNeeds(recipe.dietary, ['vegetarian', 'gluten-free']))).toBe(true);
    }
    // Without the filter, nothing is taken away, and no needs are reported.
    const all = await search(ana, '');
    expect(titles(all)).toHaveLength(recipes.length);
    expect(all.householdNeeds).toBeNull();
  });

  it('combines with the other filters', async () => {
    const { ana } = await homes();
    expect(titles(await search(ana, 'suits=household&dietary=dairy-free'))).toEqual(['chickpeas']);
    expect(titles(await search(ana, 'suits=household&dietary=vegan'))).toEqual(['chickpeas']);
  });

  it('follows the household as it changes: a need added counts at once, and a member who leaves no longer counts', async () => {
    const { ana, ben } = await homes();
    await setNeeds(ben, ['gluten-free', 'dairy-free']);
    expect(titles(await search(ana, 'suits=household'))).toEqual(['chickpeas']);

    expect((await client(ben).post('/api/household/leave')).status).toBe(200);
    const anaAlone = await search(ana, 'suits=household');
    expect(anaAlone.householdNeeds).toEqual(['vegetarian']);
    expect(titles(anaAlone)).toEqual(['chickpeas', 'couscous', 'halloumi']);
    const benAlone = await search(ben, 'suits=household');
    expect(benAlone.householdNeeds).toEqual(['gluten-free', 'dairy-free']);
    expect(titles(benAlone)).toEqual(['chickpeas', 'salmon']);
  });

  it("never counts another household's needs", async () => {
    const { ana, cy } = await homes();
    expect((await search(ana, 'suits=household')).householdNeeds).toEqual(['vegetarian', 'gluten-free']);
    const cyPage = await search(cy, 'suits=household');
    expect(cyPage.householdNeeds).toEqual(['vegan', 'nut-free']);
    expect(titles(cyPage)).toEqual(['chickpeas']);
  });

  it('filters nothing, and says there are no needs, when nobody at home has any', async () => {
    const dee = await createUser(server().ctx, { userType: 'regular' });
    await moveIntoHousehold(server().ctx, await createUser(server().ctx, { userType: 'regular' }), dee.householdId ?? '');
    const page = await search(dee, 'suits=household');
    expect(page.householdNeeds).toEqual([]);
    expect(titles(page)).toHaveLength(recipes.length);
  });

  it('refuses a filter it does not know, with words', async () => {
    const { ana } = await homes();
    const res = await client(ana).get(`/api/catalogue?q=${WORD}&suits=neighbours`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'Leave this out, or use household for recipes that suit everyone at home' });
  });
});
