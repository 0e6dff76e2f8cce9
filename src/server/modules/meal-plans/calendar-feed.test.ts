import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { addDays, calendarFeedSchema, toIsoDate } from '../../../shared/meal-plans.ts';
import { clientAs, createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { expectContract } from '../../test/contract.ts';

interface FeedEvent {
  uid: string;
  start: string;
  allDay: boolean;
  summary: string;
  description: string;
}

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: FeedEvent[] = calendar.getAllSubcomponents('vevent').map((event) => {
    const start = event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>;
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      start: start.toString(),
      allDay: start.isDate,
      summary: String(event.getFirstPropertyValue('summary')),
      description: String(event.getFirstPropertyValue('description')),
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    prodId: String(calendar.getFirstPropertyValue('prodid')),
    events: events.sort((a, b) => a.start.localeCompare(b.start) || a.summary.localeCompare(b.summary)),
  };
}

describeEachDatabase('meal plan calendar feed', (server) => {
  const signedIn = async () => {
    const user = await createUser(server().ctx, { userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    const add = async (body: Record<string, unknown>) => {
      const res = await client.post('/api/meal-plan/entries', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string };
    };
    const feedUrl = async (): Promise<string> => {
      const res = await client.get('/api/meal-plan/calendar');
      expect(res.status).toBe(200);
      expectContract(calendarFeedSchema, res.body);
      return res.body.url;
    };
    return { user, client, add, feedUrl };
  };
  /** The feed fetched the way a calendar app does: no cookies. */
  const fetchFeed = (url: string) => new TestClient(server().baseUrl).get(new URL(url).pathname, { headers: { accept: 'text/calendar' } });

  // The server's today is a UTC date; entries sit a day or more inside or outside the window's edges.
  const today = toIsoDate(new Date());

  it('gives a secret address that stays the same until rotated', async () => {
    const { feedUrl } = await signedIn();
    const url = await feedUrl();
    expect(url).toMatch(new RegExp(`^${server().baseUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrl()).toBe(url);
    const { feedUrl: othersUrl } = await signedIn();
    expect(await othersUrl()).not.toBe(url);
  });

  it('serves the plan from four weeks back to twelve ahead as all-day events, without a session', async () => {
    const { client, add, feedUrl } = await signedIn();
    const dal = (await client.post('/api/recipes', { title: 'Red lentil dal', servings: 4 })).body;
    const dinner = await add({ date: today, mealType: 'dinner', recipeId: dal.id, servings: 4 });
    const lunch = await add({ date: addDays(today, 1), mealType: 'lunch', text: 'Leftovers', servings: 1 });
    const early = await add({ date: addDays(today, -27), mealType: 'breakfast', text: 'Porridge' });
    const late = await add({ date: addDays(today, 83), mealType: 'snack', text: 'Cake', servings: 8 });
    await add({ date: addDays(today, -30), mealType: 'dinner', text: 'Too long ago' });
    await add({ date: addDays(today, 86), mealType: 'dinner', text: 'Too far ahead' });

    const res = await fetchFeed(await feedUrl());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const feed = parseFeed(res.text);
    expect(feed.name).toBe('Champion Kitchen meal plan');
    expect(feed.prodId).toContain('Champion Kitchen');
    expect(feed.events).toEqual([
      {
        uid: `${early.id}@champion-kitchen`,
        start: addDays(today, -27),
        allDay: true,
        summary: 'Breakfast: Porridge',
        description: '2 servings',
      },
      { uid: `${dinner.id}@champion-kitchen`, start: today, allDay: true, summary: 'Dinner: Red lentil dal', description: '4 servings' },
      {
        uid: `${lunch.id}@champion-kitchen`,
        start: addDays(today, 1),
        allDay: true,
        summary: 'Lunch: Leftovers',
        description: '1 serving',
      },
      { uid: `${late.id}@champion-kitchen`, start: addDays(today, 83), allDay: true, summary: 'Snack: Cake', description: '8 servings' },
    ]);
  });

  it('follows changes to the plan and to its recipes', async () => {
    const { client, add, feedUrl } = await signedIn();
    const dal = (await client.post('/api/recipes', { title: 'Dal', servings: 4 })).body;
    const entry = await add({ date: today, mealType: 'dinner', recipeId: dal.id, servings: 4 });
    const url = await feedUrl();
    await client.patch(`/api/recipes/${dal.id}`, { title: 'Red lentil dal' });
    await client.patch(`/api/meal-plan/entries/${entry.id}`, { date: addDays(today, 2), mealType: 'lunch' });
    await client.delete(`/api/recipes/${dal.id}`);
    expect(parseFeed((await fetchFeed(url)).text).events).toEqual([
      {
        uid: `${entry.id}@champion-kitchen`,
        start: addDays(today, 2),
        allDay: true,
        summary: 'Lunch: Red lentil dal',
        description: '4 servings (the recipe was deleted)',
      },
    ]);
  });

  it('stops serving the old address at once when rotated, and serves the new one', async () => {
    const { client, add, feedUrl } = await signedIn();
    await add({ date: today, mealType: 'dinner', text: 'Soup' });
    const oldUrl = await feedUrl();
    expect((await fetchFeed(oldUrl)).status).toBe(200);

    const rotated = await client.post('/api/meal-plan/calendar/rotate');
    expect(rotated.status).toBe(200);
    expectContract(calendarFeedSchema, rotated.body);
    const newUrl: string = rotated.body.url;
    expect(newUrl).not.toBe(oldUrl);
    expect(await feedUrl()).toBe(newUrl);

    const old = await fetchFeed(oldUrl);
    expect(old.status).toBe(404);
    expect(old.body).toMatchObject({ error: 'Calendar feed not found' });
    const fresh = await fetchFeed(newUrl);
    expect(fresh.status).toBe(200);
    expect(parseFeed(fresh.text).events.map((e) => e.summary)).toEqual(['Dinner: Soup']);
  });

  it('rotates even before the first address was asked for', async () => {
    const { client, feedUrl } = await signedIn();
    const rotated = await client.post('/api/meal-plan/calendar/rotate');
    expect(rotated.status).toBe(200);
    expect(await feedUrl()).toBe(rotated.body.url);
  });

  it("never shows someone else's plan", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await alice.add({ date: today, mealType: 'dinner', text: "Alice's dinner" });
    await bob.add({ date: today, mealType: 'dinner', text: "Bob's dinner" });
    await bob.add({ date: addDays(today, 1), mealType: 'lunch', text: "Bob's lunch" });

    expect(parseFeed((await fetchFeed(await alice.feedUrl())).text).events.map((e) => e.summary)).toEqual(["Dinner: Alice's dinner"]);
    expect(parseFeed((await fetchFeed(await bob.feedUrl())).text).events.map((e) => e.summary)).toEqual([
      "Dinner: Bob's dinner",
      "Lunch: Bob's lunch",
    ]);
  });

  it('answers 404 for an unknown, malformed or extension-less address', async () => {
    const { feedUrl } = await signedIn();
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(await feedUrl())?.[1] ?? '';
    const client = new TestClient(server().baseUrl);
    for (const path of [
      `/api/calendar/${'A'.repeat(43)}.ics`,
      `/api/calendar/${token}`,
      `/api/calendar/${token}.json`,
      `/api/calendar/${token.slice(0, -1)}.ics`,
      `/api/calendar/%27%20or%201%3D1.ics`,
      `/api/calendar/${'x'.repeat(300)}.ics`,
      '/api/calendar/.ics',
    ]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(404);
      expect(typeof res.body.error).toBe('string');
    }
  });
});
