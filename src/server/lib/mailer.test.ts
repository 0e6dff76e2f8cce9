import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { up as redactStoredSecrets } from '../db/migrations/0009-stored-secrets.ts';
import { describeEachDatabase } from '../test/test-server.ts';
import { REDACTED_LINK, redactLinks } from './links.ts';

describeEachDatabase('the mail outbox', (server) => {
  // Review 14.7: the outbox kept whole mail bodies, reset and invitation links included, for anyone with a copy.
  it('keeps each mail without its links; the mail as sent has them', async () => {
    const to = `someone-${randomUUID()}@example.com`;
    const text = `Open ${server().ctx.config.baseUrl}/accept-invite/abcdefSECRET to accept, or www.example.com/help.\nWrite to help@example.com.`;
    await server().ctx.mailer.send({ to, subject: 'A link', text });

    const stored = await server()
      .ctx.db.kysely.selectFrom('mailOutbox')
      .select('body')
      .where('recipient', '=', to)
      .executeTakeFirstOrThrow();
    expect(stored.body).toBe(`Open ${REDACTED_LINK} to accept, or ${REDACTED_LINK}.\nWrite to help@example.com.`);
    expect(server().mails.find((m) => m.to === to)?.text).toBe(text);
  });

  // Review 14.7: mail and reset tokens stored before the fix stay readable in old databases and backups.
  it('migration 0009 removes links from mail already stored and deletes reset tokens stored as mailed', async () => {
    const k = server().ctx.db.kysely;
    const id = randomUUID();
    const body = 'To accept, open:\nhttp://kitchen.example/accept-invite/OLDSECRETCODE\nThanks';
    await k
      .insertInto('mailOutbox')
      .values({ id, recipient: 'old@example.com', subject: 'Old', body, createdAt: new Date().toISOString(), sentAt: null, error: null })
      .execute();
    const now = new Date();
    const verification = (identifier: string) => ({
      id: randomUUID(),
      identifier,
      value: 'some-user-id',
      expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    await k
      .insertInto('verification')
      .values([verification('reset-password:PLAINTOKEN'), verification('oauth-state-xyz')])
      .execute();

    await redactStoredSecrets(k as Kysely<unknown>);

    const row = await k.selectFrom('mailOutbox').select('body').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.body).toBe(redactLinks(body));
    expect(row.body).not.toContain('OLDSECRETCODE');
    const identifiers = (await k.selectFrom('verification').select('identifier').execute()).map((r) => r.identifier);
    expect(identifiers).not.toContain('reset-password:PLAINTOKEN');
    expect(identifiers).toContain('oauth-state-xyz');
  });
});
