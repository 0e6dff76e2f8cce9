import { afterEach, expect, it } from 'vitest';
import { meSchema } from '../../../shared/users.ts';
import type { AppContext } from '../../app-env.ts';
import { createJobRunner, defineJobKind, type JobRunner } from '../../jobs/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { z } from 'zod';
import { sendDueWeeklyEmails } from './send-weekly-emails.ts';
import { unsubscribeLimit } from './routes.ts';

// A Friday, an hour after the default sending time (WEEKLY_EMAIL_DAY=friday, WEEKLY_EMAIL_HOUR=16, UTC).
const due = new Date('2026-11-27T17:00:00.000Z');
const early = new Date('2026-11-27T15:59:00.000Z');
const nextMonday = '2026-11-30';
const thisWednesday = '2026-11-25';

const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

let host = 10;
const freshAddress = () => `127.0.0.${host++}`;

describeEachDatabase('the weekly email', (server) => {
  async function optIn(user: TestUser) {
    const res = await clientAs(server().baseUrl, user).patch('/api/me', { weeklyEmail: true });
    expect(res.status, res.text).toBe(200);
  }
  async function plan(user: TestUser, date: string, text: string) {
    const res = await clientAs(server().baseUrl, user).post('/api/meal-plan/entries', { date, mealType: 'dinner', text });
    expect(res.status, res.text).toBe(201);
  }
  const mailsTo = (user: TestUser) => server().mails.filter((mail) => mail.to === user.email);

  it('is off until the person turns it on in their profile, and refuses anything but on or off', async () => {
    const user = await createUser(server().ctx, { userType: 'regular' });
    const client = clientAs(server().baseUrl, user);
    expect(expectContract(meSchema, (await client.get('/api/me')).body).weeklyEmail).toBe(false);

    const refused = await client.patch('/api/me', { weeklyEmail: 'yes please' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('Weekly email must be on (true) or off (false).');
    expect((await client.get('/api/me')).body.weeklyEmail).toBe(false);

    expect(expectContract(meSchema, (await client.patch('/api/me', { weeklyEmail: true })).body).weeklyEmail).toBe(true);
    expect((await client.get('/api/me')).body.weeklyEmail).toBe(true);
  });

  it("sends each person who asked their own week once, from the week's sending time, and a champion their group's", async () => {
    const { ctx } = server();
    const champion = await createUser(ctx, { userType: 'champion', name: 'Cleo Champion' });
    const participant = await createUser(ctx, { userType: 'regular', name: 'Pat Participant' });
    const stranger = await createUser(ctx, { userType: 'regular', name: 'Sam Stranger' });
    const quiet = await createUser(ctx, { userType: 'regular', name: 'Quinn Quiet' });
    await ctx.db.kysely
      .insertInto('championMembership')
      .values({ participantId: participant.id, championId: champion.id, invitationId: null, joinedAt: new Date().toISOString() })
      .execute();
    await optIn(champion);
    await optIn(participant);
    await optIn(stranger);
    await plan(participant, nextMonday, 'Lentil soup');
    await plan(participant, thisWednesday, 'Pasta bake');
    await plan(stranger, nextMonday, 'Stranger’s secret stew');
    await plan(quiet, nextMonday, 'Quiet pie');

    // The tests of a block share a database: each counts its own people's mail.
    const everyone = [champion, participant, stranger, quiet];
    const counts = () => everyone.map((person) => mailsTo(person).length);
    expect(await sendDueWeeklyEmails(ctx, { now: early })).toMatchObject({ due: false, sent: 0 });
    expect(counts()).toEqual([0, 0, 0, 0]);

    expect(await sendDueWeeklyEmails(ctx, { now: due })).toMatchObject({ due: true, week: 'week-2026-11-23', unfinished: false });
    expect(counts()).toEqual([1, 1, 1, 0]);
    const [mine] = mailsTo(participant);
    expect(mine?.text).toContain('Monday 30 November:\n  - Dinner: Lentil soup');
    expect(mine?.text).toContain('/meal-planning/shopping-list?from=2026-11-30&to=2026-12-06');
    expect(mine?.text).not.toContain('Stranger’s secret stew');
    expect(mine?.text).not.toContain('Your group this week');
    expect(mine?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/.+\/api\/digest\/unsubscribe\?token=[^>]+>$/);

    const [championMail] = mailsTo(champion);
    expect(championMail?.text).toContain(
      'Your group this week\n1 person in your group.\nMeals planned this week: 1. Meals cooked this week: 0.',
    );
    expect(championMail?.text).not.toContain('Lentil soup');
    expect(mailsTo(stranger)[0]?.text).not.toContain('Lentil soup');
    expect(mailsTo(quiet)).toHaveLength(0);

    // Later in the same week: nobody twice; someone who turns it on now gets this week's at the next run.
    await optIn(quiet);
    await sendDueWeeklyEmails(ctx, { now: new Date('2026-11-29T23:00:00.000Z') });
    expect(counts()).toEqual([1, 1, 1, 1]);
    // The next week, everyone again.
    expect(await sendDueWeeklyEmails(ctx, { now: new Date('2026-12-04T16:00:00.000Z') })).toMatchObject({ week: 'week-2026-11-30' });
    expect(counts()).toEqual([2, 2, 2, 2]);
  });

  it('stops at its time limit and leaves the rest to the next run', async () => {
    const { ctx } = server();
    const people = [await createUser(ctx, { userType: 'regular' }), await createUser(ctx, { userType: 'regular' })];
    for (const person of people) await optIn(person);
    expect(await sendDueWeeklyEmails(ctx, { now: due, limitMs: 0 })).toMatchObject({ sent: 0, unfinished: true });
    expect(people.map((person) => mailsTo(person).length)).toEqual([0, 0]);
    expect(await sendDueWeeklyEmails(ctx, { now: due })).toMatchObject({ unfinished: false });
    expect(people.map((person) => mailsTo(person).length)).toEqual([1, 1]);
  });

  it('goes once per person across two app servers’ runners on one database', async () => {
    const { ctx } = server();
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(ctx, { userType: 'regular' })));
    for (const person of people) await optIn(person);
    // Runs finished: the job's emails are all sent once it counts.
    let runs = 0;
    // The app's kind, with the runners' clock: the hourly run at the week's sending time.
    const weekly = defineJobKind({
      name: `weekly-email-test-${Math.random().toString(36).slice(2, 8)}`,
      payload: z.object({}),
      async handle(_payload, job) {
        const outcome = await sendDueWeeklyEmails(job.app, { now: due, signal: job.signal });
        runs += 1;
        return outcome;
      },
    });
    const recurring = [{ kind: weekly, every: 'hour' as const, payload: {} }];
    const runnerOf = (app: AppContext) => {
      const runner = createJobRunner({
        app: () => app,
        db: app.db,
        database: app.config.database,
        logger: createLogger('silent'),
        kinds: [weekly],
        recurring,
        now: () => due,
        pollIntervalMs: 500,
        graceMs: 1000,
      });
      runners.push(runner);
      return runner;
    };
    const a = runnerOf(ctx);
    const b = runnerOf(ctx);
    await Promise.all([a.start(), b.start()]);
    await Promise.all([a.enqueueRecurring(), b.enqueueRecurring(), a.enqueueRecurring(), b.enqueueRecurring()]);
    // Both servers' sending at once, beside the runners' job: the claims still let each person have one.
    await Promise.all([sendDueWeeklyEmails(ctx, { now: due }), sendDueWeeklyEmails(ctx, { now: due })]);
    const deadline = Date.now() + 20_000;
    while (runs < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(runs).toBe(1);

    for (const person of people) expect(mailsTo(person)).toHaveLength(1);
    const claims = await ctx.db.kysely
      .selectFrom('weeklyEmailSent')
      .select('userId')
      .where('week', '=', 'week-2026-11-23')
      .where(
        'userId',
        'in',
        people.map((person) => person.id),
      )
      .execute();
    expect(claims).toHaveLength(people.length);
  });

  it('turns off with one POST to the address in its headers, without a session; a GET only asks', async () => {
    const { ctx, baseUrl } = server();
    const person = await createUser(ctx, { userType: 'regular' });
    await optIn(person);
    await sendDueWeeklyEmails(ctx, { now: due });
    const header = mailsTo(person)[0]?.headers?.['List-Unsubscribe'] ?? '';
    const address = new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'http://nowhere.invalid/');
    const path = address.pathname + address.search;
    const anyone = new TestClient(baseUrl, freshAddress());
    const isOn = async () =>
      Number(
        (await ctx.db.kysely.selectFrom('user').select('weeklyEmail').where('id', '=', person.id).executeTakeFirstOrThrow()).weeklyEmail,
      ) === 1;

    const page = await anyone.get(path, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('Stop getting the weekly email from Champion Kitchen?');
    expect(page.text).toContain('>Turn off weekly email</button>');
    expect(await isOn()).toBe(true);

    const wrong = await anyone.post(`${address.pathname}?token=${encodeURIComponent(`${person.id}.not-the-secret`)}`, undefined, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toContain('This link does not work');
    expect(await isOn()).toBe(true);

    const off = await anyone.post(path, undefined, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.status).toBe(200);
    expect(off.text).toContain('The weekly email is off.');
    expect(off.text).toContain('/profile');
    expect(await isOn()).toBe(false);
    expect((await anyone.get(path)).text).toContain('The weekly email is off.');
    await sendDueWeeklyEmails(ctx, { now: new Date('2026-12-04T17:00:00.000Z') });
    expect(mailsTo(person)).toHaveLength(1);
  });

  it('limits unsubscribe requests per client address', async () => {
    const client = new TestClient(server().baseUrl, freshAddress());
    for (let i = 0; i < unsubscribeLimit.max; i += 1) expect((await client.get('/api/digest/unsubscribe?token=x.y')).status).toBe(404);
    const refused = await client.get('/api/digest/unsubscribe?token=x.y');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
