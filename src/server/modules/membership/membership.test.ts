import { expect, it } from 'vitest';
import { recipeCreateSchema } from '../../../shared/recipes.ts';
import { insertCatalogueRecipe } from '../catalogue/index.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { joinGroup } from './membership.repo.ts';
import { myChampionSchema } from '../../../shared/champions.ts';
import { expectContract } from '../../test/contract.ts';

describeEachDatabase('GET and DELETE /api/me/champion', (server) => {
  it('answers no champion and no recommendations for someone in no group', async () => {
    const pat = await createUser(server().ctx, { userType: 'regular' });
    const res = await clientAs(server().baseUrl, pat).get('/api/me/champion');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ champion: null, recommendations: [] });
  });

  it("shows the champion and only their live catalogue recommendations, newest first, never another champion's", async () => {
    const { ctx } = server();
    const chris = await createUser(ctx, { name: 'Chris Recommends', userType: 'champion' });
    const other = await createUser(ctx, { userType: 'champion' });
    const pat = await createUser(ctx, { userType: 'regular' });
    await joinGroup(ctx.db, pat.id, chris.id, null, new Date());
    const recipe = async (title: string) => (await insertCatalogueRecipe(ctx.db, null, recipeCreateSchema.parse({ title }))) as string;
    const older = await recipe('Barley broth');
    const newer = await recipe('Pea and mint risotto');
    const others = await recipe('Someone else’s pick');
    const t = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    await ctx.db.kysely
      .insertInto('recommendation')
      .values([
        { id: 'r-older', championId: chris.id, recipeId: older, note: null, createdAt: t(20) },
        { id: 'r-newer', championId: chris.id, recipeId: newer, note: 'Spring!', createdAt: t(10) },
        { id: 'r-other', championId: other.id, recipeId: others, note: null, createdAt: t(5) },
      ])
      .execute();

    const res = await clientAs(server().baseUrl, pat).get('/api/me/champion');
    expect(res.status).toBe(200);
    expectContract(myChampionSchema, res.body);
    expect(res.body.champion).toMatchObject({ id: chris.id, name: 'Chris Recommends' });
    expect(new Date(res.body.champion.joinedAt).toISOString()).toBe(res.body.champion.joinedAt);
    expect(res.body.recommendations.map((r: { title: string }) => r.title)).toEqual(['Pea and mint risotto', 'Barley broth']);
    expect(res.body.recommendations[0]).toMatchObject({ id: 'r-newer', recipeId: newer, note: 'Spring!', thumbnailUrl: null });
  });

  it('leaves the group with 204, then 404; the champion stays as they were', async () => {
    const { ctx } = server();
    const chris = await createUser(ctx, { userType: 'champion' });
    const pat = await createUser(ctx, { userType: 'regular' });
    const kim = await createUser(ctx, { userType: 'regular' });
    await joinGroup(ctx.db, pat.id, chris.id, null, new Date());
    await joinGroup(ctx.db, kim.id, chris.id, null, new Date());
    const client = clientAs(server().baseUrl, pat);
    expect((await client.delete('/api/me/champion')).status).toBe(204);
    expect((await client.get('/api/me/champion')).body.champion).toBeNull();
    const again = await client.delete('/api/me/champion');
    expect(again.status).toBe(404);
    expect(typeof again.body.error).toBe('string');
    // Only the acting user left.
    expect((await clientAs(server().baseUrl, kim).get('/api/me/champion')).body.champion.id).toBe(chris.id);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestClient(server().baseUrl);
    expect((await anonymous.get('/api/me/champion')).status).toBe(401);
    expect((await anonymous.delete('/api/me/champion')).status).toBe(401);
  });
});
