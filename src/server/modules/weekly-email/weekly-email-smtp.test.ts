import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, createUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { readMessage } from '../../test/received-mail.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { sendDueWeeklyEmails } from './send-weekly-emails.ts';

describe('the weekly email through SMTP', () => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer('sqlite', { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Kitchen <kitchen@example.com>' });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('arrives with its subject, the week and both unsubscribe headers, and its address turns it off with one POST', async () => {
    const person = await createUser(server.ctx, { userType: 'regular', name: 'Pat Participant' });
    const client = clientAs(server.baseUrl, person);
    expect((await client.patch('/api/me', { weeklyEmail: true, language: 'de' })).status).toBe(200);
    expect((await client.post('/api/meal-plan/entries', { date: '2026-11-30', mealType: 'dinner', text: 'Linsensuppe' })).status).toBe(201);

    await sendDueWeeklyEmails(server.ctx, { now: new Date('2026-11-27T17:00:00.000Z') });
    await expect.poll(() => received.filter((mail) => mail.to.includes(person.email)).length, { timeout: 15_000 }).toBe(1);
    const mail = readMessage(received.find((m) => m.to.includes(person.email))?.data ?? '');

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
});
