import { asLocale } from '../../../shared/i18n/locales.ts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase, type TestServer } from '../../test/test-server.ts';
import { emailWait } from './email-limit.ts';
import { oneLine } from './invitation-email.ts';
import { translatorFor } from '../../lib/i18n.ts';

let nextHost = 2;
const freshAddress = () => `127.0.${80 + Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

let nextRecipient = 0;
const recipient = () => `friend-${Date.now().toString(36)}-${nextRecipient++}@example.com`;

async function counts(server: TestServer, inviterId: string) {
  const k = server.ctx.db.kysely;
  const invitations = await k.selectFrom('invitation').select('id').where('inviterId', '=', inviterId).execute();
  const mails = await k.selectFrom('mailOutbox').select('id').execute();
  return { invitations: invitations.length, mails: mails.length };
}

function setup(server: () => TestServer) {
  const champion = (name = 'Chris Champion') => createUser(server().ctx, { name, userType: 'champion' });
  const create = (user: TestUser, body: Record<string, unknown>) =>
    clientAs(server().baseUrl, user, freshAddress()).post('/api/invitations', body);
  return { champion, create };
}

describeEachDatabase('invitation emails: links and template', (server) => {
  const { champion, create } = setup(server);

  // Review 14.6: a personal message could carry a phishing link, mailed from the operator's address.
  it.each([
    ['a full address', 'Sign in again at https://evil.example/login to keep your place'],
    ['www.', 'Details on www.evil-kitchen.com'],
    ['a bare domain', 'Confirm your account: evil.example/login'],
    ['a bare domain on a real top-level domain', 'see paypal.com for the fee'],
    ['an address by number', 'open 203.0.113.9/claim'],
  ])('refuses a personal message containing %s, with the words for the form, and creates nothing', async (_label, message) => {
    const chris = await champion();
    const before = await counts(server(), chris.id);
    const res = await create(chris, { email: recipient(), message });
    expect(res.status).toBe(400);
    const refusal = translatorFor(asLocale('en-GB'))('server.invitations.messageLink');
    expect(res.body.error).toBe(refusal);
    expect(res.body.details).toEqual([{ path: 'message', message: refusal }]);
    expect(await counts(server(), chris.id)).toEqual(before);
    // Not only emailed ones: the message is also shown on the invitation's page.
    expect((await create(chris, { message })).status).toBe(400);
  });

  it('accepts a message without links, an email address and numbers included', async () => {
    const chris = await champion();
    const res = await create(chris, {
      email: recipient(),
      message: 'We meet Tuesdays at 7.30, bring 2.5 kg of rice. Questions: chris@example.com',
    });
    expect(res.status).toBe(201);
  });

  // Review 14.6: the message read as the operator's own words, and the name and message went into the subject and body as given.
  it("shows the message quoted as the sender's words in a fixed template; the subject carries only the name, on one line", async () => {
    const chris = await champion('  Chris\r\nChampion\u0007 of\tthe  Kitchen  ');
    const to = recipient();
    const res = await create(chris, { email: to, message: 'Dear friend,\n\nYour account is locked.\nReply with your password.' });
    expect(res.status).toBe(201);
    const mail = server().mails.find((m) => m.to === to);
    expect(mail?.subject).toBe('Chris Champion of the Kitchen invites you to Champion Kitchen');
    const lines = (mail?.text ?? '').split('\n');
    const intro = lines.indexOf(`Chris Champion of the Kitchen (${chris.email}) wrote:`);
    expect(intro).toBeGreaterThan(0);
    expect(lines.slice(intro + 1, intro + 5)).toEqual(['> Dear friend,', '>', '> Your account is locked.', '> Reply with your password.']);
    expect(lines[intro + 5]).toBe('');
    expect(lines[intro + 6]).toBe('Champion Kitchen did not write this message and has not checked it.');
    // Every line of the message is quoted: none stands alone as if the programme wrote it.
    expect(lines.filter((l) => l.includes('Your account is locked') && !l.startsWith('> '))).toEqual([]);
    expect(lines[2]).toContain(`Chris Champion of the Kitchen (${chris.email}) invites you`);
    expect(mail?.text).toContain(res.body.link);
  });

  // Review 14.6: names may be hostile too; one holding a web address would be a link in the subject and body.
  it('names a sender whose name holds a link by their email address alone', async () => {
    const chris = await champion('Support at evil.example/login');
    const to = recipient();
    expect((await create(chris, { email: to, message: 'Hello' })).status).toBe(201);
    const mail = server().mails.find((m) => m.to === to);
    expect(mail?.subject).toBe(`${chris.email} invites you to Champion Kitchen`);
    expect(mail?.text).toContain(`${chris.email} wrote:`);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('writes no "wrote:" part when there is no message', async () => {
    const chris = await champion();
    const to = recipient();
    expect((await create(chris, { email: to })).status).toBe(201);
    const text = server().mails.find((m) => m.to === to)?.text ?? '';
    expect(text).not.toContain('wrote:');
    expect(text).not.toContain('did not write');
  });

  // Issue 17: the invitee has no account yet, so the email is in the language the inviter sent it from.
  it('writes the invitation in the language of the inviter’s request', async () => {
    const chris = await champion();
    const [us, gb] = [recipient(), recipient()];
    const send = (to: string, language: string) =>
      clientAs(server().baseUrl, chris, freshAddress()).post(
        '/api/invitations',
        { email: to },
        { headers: { 'accept-language': language } },
      );
    expect((await send(us, 'en-US')).status).toBe(201);
    expect((await send(gb, 'en-GB')).status).toBe(201);
    expect(server().mails.find((m) => m.to === us)?.text).toContain('If you weren’t expecting this, you can ignore this email.');
    expect(server().mails.find((m) => m.to === gb)?.text).toContain('If you did not expect this, you can ignore this email.');
  });
});

describeEachDatabase('invitation emails: per hour', (server) => {
  const { champion, create } = setup(server);

  // Review 14.6: one account sent 40 emailed invitations in 0.6 s.
  it('lets a sender email 10 invitations an hour, then refuses with when they can send more; links without email still work', async () => {
    const chris = await champion();
    const other = await champion();
    for (let i = 0; i < 10; i += 1) expect((await create(chris, { email: recipient() })).status).toBe(201);
    const before = await counts(server(), chris.id);

    const refused = await create(chris, { email: recipient(), message: 'One more' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^You have emailed 10 invitations within an hour, the most allowed\. You can email more in (an hour|\d+ minutes); until then, create the invitation without an email address and send its link yourself\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await counts(server(), chris.id)).toEqual(before);

    expect((await create(chris, {})).status).toBe(201);
    expect((await create(other, { email: recipient() })).status).toBe(201);
  });
});

describeEachDatabase(
  'invitation emails: per day',
  (server) => {
    const { champion, create } = setup(server);

    it('refuses past the daily number, saying so', async () => {
      const chris = await champion();
      for (let i = 0; i < 3; i += 1) expect((await create(chris, { email: recipient() })).status).toBe(201);
      const refused = await create(chris, { email: recipient() });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(
        /^You have emailed 3 invitations within a day, the most allowed\. You can email more in 24 hours;/,
      );
    });

    // Issue 17: the limit's refusal was English whatever the sender's language.
    it('says so in the sender’s own Language, with the same status and wait', async () => {
      const chris = await champion();
      expect((await clientAs(server().baseUrl, chris).patch('/api/me', { language: 'de' })).status).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await create(chris, { email: recipient() })).status).toBe(201);
      const refused = await create(chris, { email: recipient() });
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect(refused.body.error).toBe(
        translatorFor(asLocale('de'))('server.invitations.emailLimit.day', { max: 3, unit: 'hours', wait: 24 }),
      );
      expect(refused.body.error).toMatch(/^Du hast .*3 Einladungen/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);

      // A browser that asks for German hears German too, before anyone has chosen a Language.
      const dana = await champion('Dana Deutsch');
      for (let i = 0; i < 3; i += 1) expect((await create(dana, { email: recipient() })).status).toBe(201);
      const browser = await clientAs(server().baseUrl, dana, freshAddress()).post(
        '/api/invitations',
        { email: recipient() },
        { headers: { 'accept-language': 'de-AT' } },
      );
      expect(browser.status).toBe(429);
      expect(browser.body.error).toBe(refused.body.error);
    });
  },
  { INVITATION_EMAILS_PER_HOUR: '100', INVITATION_EMAILS_PER_DAY: '3' },
);

describe('invitation email helpers', () => {
  it.each([
    [1, 'in a minute'],
    [60, 'in a minute'],
    [61, 'in 2 minutes'],
    [3599, 'in 60 minutes'],
    [3600, 'in an hour'],
    [3601, 'in 2 hours'],
    [86_400, 'in 24 hours'],
  ])('a wait of %i seconds reads "%s"', (seconds, words) => {
    const refusal = translatorFor(asLocale('en-GB'))('server.invitations.emailLimit.hour', { max: 10, ...emailWait(seconds) });
    expect(refusal).toContain(`You can email more ${words};`);
  });

  it('oneLine makes a name one trimmed line of at most 80 characters', () => {
    expect(oneLine(' Ann\n\nLee\u2028Smith\u0000 ')).toBe('Ann Lee Smith');
    expect(oneLine('x'.repeat(200))).toHaveLength(80);
  });

  it('the limits are settings, checked at start-up', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/ck-config-test', AUTH_SECRET: 'x'.repeat(32) }).invitationEmails).toEqual({
      perHour: 10,
      perDay: 30,
    });
    expect(() => loadConfig({ DATA_DIR: '/tmp/ck-config-test', AUTH_SECRET: 'x'.repeat(32), INVITATION_EMAILS_PER_HOUR: '0' })).toThrow(
      ConfigError,
    );
  });
});
