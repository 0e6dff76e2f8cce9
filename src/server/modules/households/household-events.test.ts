import { expect, it } from 'vitest';
import type { ShoppingList } from '../../../shared/shopping.ts';
import { STREAMS_PER_PERSON } from '../../lib/household-events.ts';
import { openEventStream, type EventStream } from '../../test/event-stream.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

const MON = '2026-03-02';
const SUN = '2026-03-08';
const WEEK = `from=${MON}&to=${SUN}`;

describeEachDatabase('household events', (server) => {
  const client = (user: TestUser) => clientAs(server().baseUrl, user);
  const stream = (user: TestUser) => openEventStream(server().baseUrl, user.cookie);
  const streams: EventStream[] = [];
  const opened = async (user: TestUser) => {
    const s = await stream(user);
    streams.push(s);
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    return s;
  };

  const household = async () => {
    const ana = await createUser(server().ctx, { userType: 'regular', name: 'Ana Live' });
    const ben = await moveIntoHousehold(
      server().ctx,
      await createUser(server().ctx, { userType: 'regular', name: 'Ben Live' }),
      ana.householdId ?? '',
    );
    const cy = await createUser(server().ctx, { userType: 'regular', name: 'Cy Apart' });
    return { ana, ben, cy };
  };

  it("a member's stream tells of the other member's planned meal and tick; another household's tells of neither", async () => {
    const { ana, ben, cy } = await household();
    const bens = await opened(ben);
    const cys = await opened(cy);

    const entry = await client(ana).post('/api/meal-plan/entries', { date: MON, mealType: 'dinner', text: '2 carrots' });
    expect(entry.status).toBe(201);
    expect(await bens.next()).toEqual({ type: 'plan', date: MON, by: ana.id });

    const added = await client(ana).post(`/api/shopping-list/items?${WEEK}`, { text: 'bread' });
    expect(added.status).toBe(201);
    expect(await bens.next()).toEqual({ type: 'list', from: MON, to: SUN, by: ana.id });
    const bread = ((await client(ana).get(`/api/shopping-list?${WEEK}`)).body as ShoppingList).items.find((i) => i.item === 'bread');
    const tick = await client(ana).patch(`/api/shopping-list/items/${encodeURIComponent(bread?.id ?? '')}?${WEEK}`, { checked: true });
    expect(tick.status).toBe(200);
    expect(await bens.next()).toEqual({ type: 'list', from: MON, to: SUN, by: ana.id });

    // Cy's first event is Cy's own change: nothing of Ana's household came before it.
    expect((await client(cy).post('/api/meal-plan/entries', { date: MON, mealType: 'lunch', text: 'Toast' })).status).toBe(201);
    expect(await cys.next()).toEqual({ type: 'plan', date: MON, by: cy.id });

    // Removing, copying and clearing are told too.
    expect((await client(ben).delete(`/api/meal-plan/entries/${(entry.body as { id: string }).id}`)).status).toBe(204);
    expect(await bens.next()).toEqual({ type: 'plan', by: ben.id });
    expect((await client(ben).post('/api/meal-plan/clear-week', { weekStart: MON })).status).toBe(200);
    expect(await bens.next()).toEqual({ type: 'plan', from: MON, to: SUN, by: ben.id });

    // So are the pantry's changes: an item added, changed and removed.
    const rice = await client(ana).post('/api/pantry', { text: 'rice' });
    expect(rice.status).toBe(201);
    expect(await bens.next()).toEqual({ type: 'pantry', by: ana.id });
    const riceId = (rice.body as { id: string }).id;
    expect((await client(ben).patch(`/api/pantry/${riceId}`, { bestBefore: '2031-01-01' })).status).toBe(200);
    expect(await bens.next()).toEqual({ type: 'pantry', by: ben.id });
    expect((await client(ana).delete(`/api/pantry/${riceId}`)).status).toBe(204);
    expect(await bens.next()).toEqual({ type: 'pantry', by: ana.id });
    for (const s of streams.splice(0)) s.close();
  });

  it('refuses a visitor, a signed-out cookie and a request that does not ask for a stream, with words', async () => {
    const { ana } = await household();
    const visitor = await openEventStream(server().baseUrl);
    expect(visitor.status).toBe(401);

    const other = await createUser(server().ctx, { userType: 'regular' });
    expect((await client(other).post('/api/auth/sign-out', {})).status).toBe(200);
    const signedOut = await stream(other);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ code: 'UNAUTHORIZED' });

    const json = await openEventStream(server().baseUrl, ana.cookie, 'application/json');
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringContaining('text/event-stream') });
  });

  it(`lets a person have ${STREAMS_PER_PERSON} streams open, refuses one more, and frees a seat when a page goes`, async () => {
    const { ana, ben } = await household();
    const mine = [];
    for (let i = 0; i < STREAMS_PER_PERSON; i++) mine.push(await opened(ana));
    const refused = await stream(ana);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', error: expect.stringMatching(/close one/i) });
    // Another member is not held back by Ana's.
    await opened(ben);

    mine[0]?.close();
    await expect
      .poll(async () => {
        const again = await stream(ana);
        if (again.status === 200) streams.push(again);
        return again.status;
      })
      .toBe(200);
    for (const s of streams.splice(0)) s.close();
  });
});

// The heartbeat's check that the person is still in the household had no test: a member who left could have gone
// on hearing the household's changes for as long as their page stayed open.
describeEachDatabase(
  'household events, with a heartbeat every few milliseconds',
  (server) => {
    it("ends the stream of a member who left at the next heartbeat, and keeps the others'", async () => {
      const ana = await createUser(server().ctx, { userType: 'regular', name: 'Ana Stays' });
      const ben = await moveIntoHousehold(
        server().ctx,
        await createUser(server().ctx, { userType: 'regular', name: 'Ben Leaves' }),
        ana.householdId ?? '',
      );
      const anas = await openEventStream(server().baseUrl, ana.cookie);
      const bens = await openEventStream(server().baseUrl, ben.cookie);
      try {
        expect(
          (await clientAs(server().baseUrl, ana).post('/api/meal-plan/entries', { date: MON, mealType: 'dinner', text: 'Soup' })).status,
        ).toBe(201);
        expect(await bens.next()).toEqual({ type: 'plan', date: MON, by: ana.id });
        expect(await anas.next()).toEqual({ type: 'plan', date: MON, by: ana.id });

        expect((await clientAs(server().baseUrl, ben).post('/api/household/leave', {})).status).toBe(200);
        await bens.ended();

        expect(
          (await clientAs(server().baseUrl, ana).post('/api/meal-plan/entries', { date: SUN, mealType: 'lunch', text: 'Toast' })).status,
        ).toBe(201);
        expect(await anas.next()).toEqual({ type: 'plan', date: SUN, by: ana.id });
      } finally {
        anas.close();
        bens.close();
      }
    });
  },
  {},
  { householdEvents: { heartbeatMs: 20 } },
);
