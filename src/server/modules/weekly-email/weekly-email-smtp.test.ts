import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { readMessage } from '../../test/received-mail.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { sendDueWeeklyEmails } from './send-weekly-emails.ts';

describe('the weekly email through SMTP', () => {
  let smtp: SmtpReceiver;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startTestServer('sqlite', { SMTP_URL: smtp.smtpUrl, MAIL_FROM: 'Kitchen <kitchen@example.com>' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  const mailTo = async (email: string) => {
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
    return readMessage(smtp.received.find((mail) => mail.to.includes(email))?.data ?? '');
  };

  it('arrives with its subject, the week and both unsubscribe headers, and its address turns it off with one POST', async () => {
    const person = await createUser(server.ctx, { userType: 'regular', name: 'Pat Participant' });
    const client = clientAs(server.baseUrl, person);
    expect((await client.patch('/api/me', { weeklyEmail: true, language: 'de' })).status).toBe(200);
    expect((await client.post('/api/meal-plan/entries', { date: '2026-11-30', mealType: 'dinner', text: 'Linsensuppe' })).status).toBe(201);

    await sendDueWeeklyEmails(server.ctx, { now: new Date('2026-11-27T17:00:00.000Z') });
    const mail = await mailTo(person.email);

    expect(mail.headers.get('subject')).toBe('Deine Woche bei Champion Kitchen');
    expect(mail.text).toContain('Hallo Pat Participant,');
    expect(mail.text).toContain('Montag, 30. November:\n  - Abendessen: Linsensuppe');
    expect(mail.body).toMatch(/Content-Type: text\/html/i);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const address = /^<(https?:\/\/[^>\s]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1];
    expect(address).toMatch(/\/api\/digest\/unsubscribe\?token=/);
    expect(mail.text).toContain(address);

    // What a mail program does for one click (RFC 8058): a POST with no cookie.
    const url = new URL(address ?? '');
    const res = await new TestClient(server.baseUrl, '127.0.0.9').post(url.pathname + url.search, undefined, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect((await client.get('/api/me')).body.weeklyEmail).toBe(false);
  });

  it("carries the person's goals this week and how far they are, in their language", async () => {
    const champion = await createUser(server.ctx, { userType: 'champion', name: 'Cleo Champion' });
    const person = await createUser(server.ctx, { userType: 'regular', name: 'Pat Participant' });
    await server.ctx.db.kysely
      .insertInto('championMembership')
      .values({ participantId: person.id, championId: champion.id, invitationId: null, joinedAt: new Date().toISOString() })
      .execute();
    const goal = await clientAs(server.baseUrl, champion).post('/api/champion/goals', {
      kind: 'plan-meals',
      target: 3,
      startWeek: '2026-11-23',
      endWeek: '2026-12-14',
    });
    expect(goal.status, goal.text).toBe(201);
    const client = clientAs(server.baseUrl, person);
    expect((await client.patch('/api/me', { weeklyEmail: true, language: 'de' })).status).toBe(200);
    for (const date of ['2026-11-24', '2026-11-26']) {
      expect((await client.post('/api/meal-plan/entries', { date, mealType: 'dinner', text: 'Linsensuppe' })).status).toBe(201);
    }

    await sendDueWeeklyEmails(server.ctx, { now: new Date('2026-11-27T17:00:00.000Z') });
    const mail = await mailTo(person.email);
    expect(mail.text).toContain('Deine Ziele diese Woche\n  - 3 Mahlzeiten pro Woche planen: 2 von 3 Mahlzeiten geplant\n');
  });
});
