import { expect, it } from 'vitest';
import { appJobKinds, appRecurringJobs, purgeDeleted } from './job-kinds.ts';
import { clientAs, createUser } from './test/factories.ts';
import { describeEachDatabase } from './test/test-server.ts';

describeEachDatabase('the app’s background jobs', (server) => {
  it('purges recipes deleted more than 30 days ago, once a day on whichever server gets there first', async () => {
    const { ctx, baseUrl } = server();
    const user = await createUser(ctx, { userType: 'regular' });
    const client = clientAs(baseUrl, user);
    const old = (await client.post('/api/recipes', { title: 'Old' })).body;
    const recent = (await client.post('/api/recipes', { title: 'Recent' })).body;
    await client.delete(`/api/recipes/${old.id}`);
    await client.delete(`/api/recipes/${recent.id}`);
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await ctx.db.kysely.updateTable('recipe').set({ deletedAt: longAgo }).where('id', '=', old.id).execute();

    // What main.ts does at start: the day's purge is enqueued, and a second server finds it there.
    await ctx.jobs.start();
    expect(await ctx.jobs.enqueue(purgeDeleted, {}, { oncePer: { period: 'day' } })).toBeNull();
    const claim = await ctx.db.kysely
      .selectFrom('jobPeriod')
      .select('jobId')
      .where('kind', '=', purgeDeleted.name)
      .executeTakeFirstOrThrow();

    const deadline = Date.now() + 20_000;
    let status = await ctx.jobs.status(purgeDeleted, claim.jobId);
    while (status?.state !== 'done' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = await ctx.jobs.status(purgeDeleted, claim.jobId);
    }
    expect(status).toMatchObject({ state: 'done', result: { photosRemoved: 0, photoFilesLeft: 0 } });
    const left = await ctx.db.kysely.selectFrom('recipe').select('id').where('id', 'in', [old.id, recent.id]).execute();
    expect(left.map((r) => r.id)).toEqual([recent.id]);
  });

  it('lists every recurring kind among the kinds each runner is given', () => {
    for (const { kind } of appRecurringJobs) expect(appJobKinds).toContain(kind);
  });
});
