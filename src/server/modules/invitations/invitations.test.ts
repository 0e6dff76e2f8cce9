import { asLocale } from '../../../shared/i18n/locales.ts';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../db/kysely.ts';
import {
  acceptedInvitationSchema,
  createdInvitationSchema,
  invitationErrorCodes,
  invitationLookupSchema,
  invitationPageSchema,
} from '../../../shared/invitations.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { acceptInvitation, expireInvitation } from '../../test/invitation-steps.ts';
import { describeEachDatabase, describeWithPostgres, startTestServer, type TestServer } from '../../test/test-server.ts';
import { hashInvitationCode } from './invitation-code.ts';
import { findInvitationByHash, takeUse } from './invitations.repo.ts';
import { expectContract } from '../../test/contract.ts';
import { translatorFor } from '../../lib/i18n.ts';

/** The words the server sends a person who reads the source language. */
const english = translatorFor(asLocale('en-GB'));

let nextHost = 2;
/** A client address of its own (127.0.60.x …), so per-address look-up limits never collide between tests. */
const freshAddress = () => `127.0.${60 + Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

async function invitationRow(server: TestServer, id: string) {
  return server.ctx.db.kysely.selectFrom('invitation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describeEachDatabase('invitations', (server) => {
  const as = (user: TestUser) => clientAs(server().baseUrl, user, freshAddress());
  const champion = (name = 'Chris Champion') => createUser(server().ctx, { name, userType: 'champion' });
  const participant = (name = 'Pat Participant') => createUser(server().ctx, { name, userType: 'regular' });
  const invite = async (inviter: TestUser, body: Record<string, unknown> = {}) => {
    const res = await as(inviter).post('/api/invitations', body);
    expect(res.status).toBe(201);
    expectContract(createdInvitationSchema, res.body);
    return res.body as { id: string; code: string; link: string };
  };
  const accept = (user: TestUser, code: string, confirmMove?: boolean) => acceptInvitation(as(user), code, confirmMove);
  const lookup = (code: string, user?: TestUser) =>
    (user ? as(user) : new TestClient(server().baseUrl, freshAddress())).get(`/api/invitations/lookup/${encodeURIComponent(code)}`);
  const expectFailure = (res: { status: number; body: any }, status: number, failure: keyof typeof invitationErrorCodes) => {
    expect({ status: res.status, error: res.body.error, code: res.body.code }).toEqual({
      status,
      error: english(`error.${invitationErrorCodes[failure]}`),
      code: invitationErrorCodes[failure],
    });
  };

  it('lets a champion create an invitation: a 160-bit code shown once, only its hash and hint stored', async () => {
    const chris = await champion();
    const res = await as(chris).post('/api/invitations', { message: 'Come and cook with us', maxUses: 3, expiresInDays: 7 });
    expect(res.status).toBe(201);
    const { code, link } = res.body;
    expect(code).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(link).toBe(`${server().ctx.config.baseUrl}/accept-invite/${code}`);
    expect(res.body).toMatchObject({
      kind: 'participant',
      message: 'Come and cook with us',
      maxUses: 3,
      uses: 0,
      status: 'pending',
      acceptedBy: [],
    });
    expect(res.body.codeHint).toBe(code.slice(0, 4));
    const days = (new Date(res.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const row = await invitationRow(server(), res.body.id);
    expect(row.codeHash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(row.codeHint).toBe(code.slice(0, 4));
    expect(JSON.stringify(row)).not.toContain(code);
    // The list never shows the code again.
    const list = await as(chris).get('/api/invitations');
    expectContract(invitationPageSchema, list.body);
    expect(JSON.stringify(list.body)).not.toContain(code);
  });

  it('lets "both" invite participants, admins invite either kind, and refuses everyone else with 403', async () => {
    const both = await createUser(server().ctx, { userType: 'both' });
    expect((await as(both).post('/api/invitations', {})).status).toBe(201);
    expect((await as(both).post('/api/invitations', { kind: 'champion' })).status).toBe(403);
    expect((await as(await champion()).post('/api/invitations', { kind: 'champion' })).status).toBe(403);

    const pat = await participant();
    const before = await server().ctx.db.kysely.selectFrom('invitation').select('id').execute();
    const refused = await as(pat).post('/api/invitations', {});
    expect(refused.status).toBe(403);
    expect(typeof refused.body.error).toBe('string');
    expect(await server().ctx.db.kysely.selectFrom('invitation').select('id').execute()).toHaveLength(before.length);

    const admin = await createUser(server().ctx, { userType: 'regular', role: 'admin' });
    const created = await as(admin).post('/api/invitations', { kind: 'champion' });
    expect(created.status).toBe(201);
    expect(created.body.kind).toBe('champion');
    expect((await as(admin).post('/api/invitations', { kind: 'participant' })).status).toBe(201);
  });

  it.each([
    ['0 uses', { maxUses: 0 }],
    ['101 uses', { maxUses: 101 }],
    ['a bad email', { email: 'not-an-email' }],
    ['an unknown kind', { kind: 'admin' }],
    ['a message of 501 characters', { message: 'x'.repeat(501) }],
    ['an unknown field', { code: 'mine' }],
  ])('refuses an invitation with %s (400, nothing stored)', async (_label, body) => {
    const chris = await champion();
    const res = await as(chris).post('/api/invitations', body);
    expect(res.status).toBe(400);
    expect((await as(chris).get('/api/invitations')).body.invitations).toEqual([]);
  });

  it('answers 401 without a session on every invitation route but the look-up', async () => {
    const anonymous = new TestClient(server().baseUrl, freshAddress());
    expect((await anonymous.post('/api/invitations', {})).status).toBe(401);
    expect((await anonymous.get('/api/invitations')).status).toBe(401);
    expect((await anonymous.delete('/api/invitations/some-id')).status).toBe(401);
    expect((await anonymous.post('/api/invitations/accept', { code: 'abc' })).status).toBe(401);
    expect((await anonymous.get('/api/me/champion')).status).toBe(401);
    expect((await anonymous.delete('/api/me/champion')).status).toBe(401);
    expect((await anonymous.get('/api/invitations/lookup/abc')).status).toBe(404);
  });

  it('emails the invitation when an address is given (kept in the outbox)', async () => {
    const chris = await champion('Chris Mailer');
    const { link } = await invite(chris, { email: 'friend@example.com', message: 'Our Tuesday group would love you' });
    const mail = await server()
      .ctx.db.kysely.selectFrom('mailOutbox')
      .selectAll()
      .where('recipient', '=', 'friend@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Chris Mailer invites you to Champion Kitchen');
    expect(mail.body).toContain('Our Tuesday group would love you');
    // The stored copy has no working link (review 14.7); the mail as sent has it.
    expect(mail.body).not.toContain(link);
    expect(server().mails.find((m) => m.to === 'friend@example.com')?.text).toContain(link);
  });

  it("lists the sender's own invitations newest first with their status and who accepted; revokes them", async () => {
    const chris = await champion();
    const other = await champion();
    const single = await invite(chris, {});
    const multi = await invite(chris, { maxUses: 2 });
    const expiring = await invite(chris, {});
    const withdrawn = await invite(chris, {});
    const full = await invite(chris, { maxUses: 2 });
    await invite(other, {});

    const jo = await participant('Jo Accepter');
    const kim = await participant('Kim Accepter');
    expect((await accept(jo, single.code)).status).toBe(200);
    expect((await accept(await participant('Mo Accepter'), multi.code)).status).toBe(200);
    expect((await accept(kim, full.code)).status).toBe(200);
    const lee = await participant('Lee Accepter');
    expect((await accept(lee, full.code)).status).toBe(200);
    await expireInvitation(server().ctx, expiring.id);
    expect((await as(chris).delete(`/api/invitations/${withdrawn.id}`)).status).toBe(204);
    expect((await as(chris).delete(`/api/invitations/${withdrawn.id}`)).status).toBe(204);

    // Made a second apart, so that "newest first" does not rest on the clock's resolution.
    const made = [single, multi, expiring, withdrawn, full];
    for (const [i, { id }] of made.entries()) {
      await server()
        .ctx.db.kysely.updateTable('invitation')
        .set({ createdAt: new Date(Date.now() - (10 - i) * 1000).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const res = await as(chris).get('/api/invitations');
    expect(res.status).toBe(200);
    const byId = new Map(res.body.invitations.map((i: { id: string }) => [i.id, i]));
    expect(res.body.invitations.map((i: { id: string }) => i.id)).toEqual([full.id, withdrawn.id, expiring.id, multi.id, single.id]);
    expect(byId.get(single.id)).toMatchObject({ status: 'accepted', uses: 1, acceptedBy: [{ name: 'Jo Accepter' }] });
    expect(byId.get(multi.id)).toMatchObject({ status: 'accepted', uses: 1 });
    expect(byId.get(expiring.id)).toMatchObject({ status: 'expired', uses: 0 });
    expect(byId.get(withdrawn.id)).toMatchObject({ status: 'revoked' });
    expect((byId.get(withdrawn.id) as { revokedAt: string }).revokedAt).toMatch(/Z$/);
    expect(byId.get(full.id)).toMatchObject({ status: 'used-up', uses: 2 });
    expect((byId.get(full.id) as { acceptedBy: { name: string }[] }).acceptedBy.map((a) => a.name)).toEqual([
      'Kim Accepter',
      'Lee Accepter',
    ]);
  });

  it("cannot revoke someone else's invitation (404, nothing changed)", async () => {
    const chris = await champion();
    const { id, code } = await invite(chris, {});
    const res = await as(await champion()).delete(`/api/invitations/${id}`);
    expect(res.status).toBe(404);
    expect((await invitationRow(server(), id)).revokedAt).toBeNull();
    expect((await lookup(code)).status).toBe(200);
  });

  it('looks an invitation up without a session: who invites, and why', async () => {
    const chris = await champion('Chris Lookup');
    const { code } = await invite(chris, { message: 'Join my group' });
    const res = await lookup(code);
    expect(res.status).toBe(200);
    expectContract(invitationLookupSchema, res.body);
    expect(res.body).toMatchObject({ kind: 'participant', inviter: { name: 'Chris Lookup' }, message: 'Join my group' });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('gives every failure of a look-up its own status, message and code', async () => {
    const chris = await champion();
    expectFailure(await lookup('not-a-real-code'), 404, 'invalid');
    expectFailure(await lookup('x'.repeat(150)), 404, 'invalid');

    const expired = await invite(chris, {});
    await expireInvitation(server().ctx, expired.id);
    expectFailure(await lookup(expired.code), 410, 'expired');

    const used = await invite(chris, {});
    expect((await accept(await participant(), used.code)).status).toBe(200);
    expectFailure(await lookup(used.code), 410, 'usedUp');

    const revoked = await invite(chris, {});
    await as(chris).delete(`/api/invitations/${revoked.id}`);
    expectFailure(await lookup(revoked.code), 410, 'revoked');

    const own = await invite(chris, {});
    expectFailure(await lookup(own.code, chris), 409, 'own');
    // Signed out, the same code is simply an invitation.
    expect((await lookup(own.code)).status).toBe(200);
  });

  it("accepting joins the inviter's group, shows the champion and their recommendations; again is a no-op", async () => {
    const chris = await champion('Chris Group');
    const { ctx } = server();
    const { insertCatalogueRecipe } = await import('../catalogue/index.ts');
    const { recipeCreateSchema } = await import('../../../shared/recipes.ts');
    const live = await insertCatalogueRecipe(ctx.db, null, recipeCreateSchema.parse({ title: 'Green lentil soup' }));
    const gone = await insertCatalogueRecipe(ctx.db, null, recipeCreateSchema.parse({ title: 'Withdrawn stew' }));
    const now = new Date().toISOString();
    await ctx.db.kysely
      .insertInto('recommendation')
      .values([
        { id: `rec-${live}`, championId: chris.id, recipeId: live as string, note: 'Quick and cheap', createdAt: now },
        { id: `rec-${gone}`, championId: chris.id, recipeId: gone as string, note: null, createdAt: now },
      ])
      .execute();
    await ctx.db.kysely
      .updateTable('recipe')
      .set({ deleted: 1 })
      .where('id', '=', gone as string)
      .execute();

    const { id, code } = await invite(chris, { maxUses: 5 });
    const pat = await participant();
    const res = await accept(pat, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'participant', champion: { id: chris.id, name: 'Chris Group' }, household: null });
    expectContract(acceptedInvitationSchema, res.body);

    const mine = await as(pat).get('/api/me/champion');
    expect(mine.status).toBe(200);
    expect(mine.body.champion).toMatchObject({ id: chris.id, name: 'Chris Group' });
    expect(mine.body.recommendations).toEqual([
      expect.objectContaining({ recipeId: live, title: 'Green lentil soup', note: 'Quick and cheap', thumbnailUrl: null }),
    ]);

    // Accepting again changes nothing and takes no use; a look-up still shows it to them.
    expect((await accept(pat, code)).status).toBe(200);
    expect((await invitationRow(server(), id)).uses).toBe(1);
    expect((await lookup(code, pat)).status).toBe(200);
    const memberships = await ctx.db.kysely.selectFrom('championMembership').selectAll().where('participantId', '=', pat.id).execute();
    expect(memberships).toHaveLength(1);
  });

  it('refuses to accept an unknown code, your own, or before setup is finished, taking no use', async () => {
    const chris = await champion();
    const { id, code } = await invite(chris, {});
    expectFailure(await accept(await participant(), 'no-such-code'), 404, 'invalid');
    expectFailure(await accept(chris, code), 409, 'own');
    const fresh = await createUser(server().ctx, { userType: null });
    const early = await accept(fresh, code);
    expect(early.status).toBe(403);
    expect((await invitationRow(server(), id)).uses).toBe(0);
    expect((await as(await participant()).post('/api/invitations/accept', {})).status).toBe(400);
  });

  // Issue 17: a German person opening an expired invitation read English.
  it('says an invitation expired in the language of the browser, or of the signed-in person, with the same status and code', async () => {
    const german = translatorFor(asLocale('de'));
    const chris = await champion();
    const expired = await invite(chris, {});
    await expireInvitation(server().ctx, expired.id);
    const signedOut = await new TestClient(server().baseUrl, freshAddress()).get(`/api/invitations/lookup/${expired.code}`, {
      headers: { 'accept-language': 'de' },
    });
    expect({ status: signedOut.status, code: signedOut.body.code, error: signedOut.body.error }).toEqual({
      status: 410,
      code: 'INVITATION_EXPIRED',
      error: german('error.INVITATION_EXPIRED'),
    });

    const greta = await participant('Greta German');
    expect((await as(greta).patch('/api/me', { language: 'de' })).status).toBe(200);
    const accepting = await as(greta).post('/api/invitations/accept', { code: expired.code }, { headers: { 'accept-language': 'en-GB' } });
    expect({ status: accepting.status, code: accepting.body.code, error: accepting.body.error }).toEqual({
      status: 410,
      code: 'INVITATION_EXPIRED',
      error: german('error.INVITATION_EXPIRED'),
    });
    expect(accepting.body.error).not.toBe(english('error.INVITATION_EXPIRED'));
  });

  it('refuses expired, used-up and revoked invitations with their messages', async () => {
    const chris = await champion();
    const expired = await invite(chris, {});
    await expireInvitation(server().ctx, expired.id);
    expectFailure(await accept(await participant(), expired.code), 410, 'expired');
    const used = await invite(chris, {});
    await accept(await participant(), used.code);
    expectFailure(await accept(await participant(), used.code), 410, 'usedUp');
    const revoked = await invite(chris, {});
    await as(chris).delete(`/api/invitations/${revoked.id}`);
    const pat = await participant();
    expectFailure(await accept(pat, revoked.code), 410, 'revoked');
    expect((await as(pat).get('/api/me/champion')).body.champion).toBeNull();
  });

  it('makes a champion of whoever accepts a champion invitation ("both" stays "both")', async () => {
    const admin = await createUser(server().ctx, { userType: 'regular', role: 'admin' });
    const { code } = await invite(admin, { kind: 'champion', maxUses: 2 });
    const pat = await participant();
    const res = await accept(pat, code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'champion', champion: null, household: null });
    expect((await as(pat).get('/api/me')).body.userType).toBe('champion');
    expect((await as(pat).get('/api/me/champion')).body.champion).toBeNull();

    const both = await createUser(server().ctx, { userType: 'both' });
    expect((await accept(both, code)).status).toBe(200);
    expect((await as(both).get('/api/me')).body.userType).toBe('both');
  });

  it("moves someone from another champion's group only after they confirm", async () => {
    const first = await champion('First Champion');
    const second = await champion('Second Champion');
    const pat = await participant();
    expect((await accept(pat, (await invite(first, {})).code)).status).toBe(200);
    const { id, code } = await invite(second, {});

    const asked = await accept(pat, code);
    expectFailure(asked, 409, 'confirmMove');
    expect(asked.body.currentChampion).toEqual({ name: 'First Champion' });
    expect((await invitationRow(server(), id)).uses).toBe(0);
    expect((await as(pat).get('/api/me/champion')).body.champion.name).toBe('First Champion');

    const moved = await accept(pat, code, true);
    expect(moved.status).toBe(200);
    expect(moved.body.champion).toEqual({ id: second.id, name: 'Second Champion' });
    expect((await as(pat).get('/api/me/champion')).body.champion.name).toBe('Second Champion');
    const rows = await server().ctx.db.kysely.selectFrom('championMembership').selectAll().where('participantId', '=', pat.id).execute();
    expect(rows.map((r) => r.championId)).toEqual([second.id]);
  });

  it('lets a participant leave their group (404 when in none)', async () => {
    const chris = await champion();
    const pat = await participant();
    expect((await as(pat).delete('/api/me/champion')).status).toBe(404);
    await accept(pat, (await invite(chris, {})).code);
    expect((await as(pat).delete('/api/me/champion')).status).toBe(204);
    expect((await as(pat).get('/api/me/champion')).body).toEqual({ champion: null, recommendations: [] });
    expect((await as(pat).delete('/api/me/champion')).status).toBe(404);
  });

  it('finishing setup with a participant invitation completes setup and joins the group', async () => {
    const chris = await champion('Chris Setup');
    const { id, code } = await invite(chris, {});
    const fresh = await createUser(server().ctx, { userType: null });
    const res = await as(fresh).put('/api/me/setup', { name: 'New Person', userType: 'regular', inviteCode: code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ setupComplete: true, userType: 'regular', name: 'New Person' });
    expect((await as(fresh).get('/api/me/champion')).body.champion.name).toBe('Chris Setup');
    expect((await invitationRow(server(), id)).uses).toBe(1);
  });

  it('finishing setup with a champion invitation makes a champion, whatever type was picked', async () => {
    const admin = await createUser(server().ctx, { userType: 'regular', role: 'admin' });
    const { code } = await invite(admin, { kind: 'champion' });
    const fresh = await createUser(server().ctx, { userType: null });
    const res = await as(fresh).put('/api/me/setup', { name: 'New Champion', userType: 'regular', inviteCode: code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ setupComplete: true, userType: 'champion' });
  });

  it('a bad, used-up or own code at setup answers its failure and leaves setup incomplete', async () => {
    const chris = await champion();
    const used = await invite(chris, {});
    await accept(await participant(), used.code);
    const fresh = await createUser(server().ctx, { name: 'Still New', userType: null });
    const setup = (inviteCode: string) => as(fresh).put('/api/me/setup', { name: 'Changed', userType: 'regular', inviteCode });
    expectFailure(await setup('not-a-code'), 404, 'invalid');
    expectFailure(await setup(used.code), 410, 'usedUp');
    expect((await as(fresh).get('/api/me')).body).toMatchObject({ name: 'Still New', setupComplete: false, userType: null });

    const own = await invite(chris, {});
    const mine = await as(chris).put('/api/me/setup', { name: 'Chris Again', userType: 'champion', inviteCode: own.code });
    expectFailure(mine, 409, 'own');
  });

  it("limits look-ups per client address (429 with Retry-After); another client's are unaffected", async () => {
    const chris = await champion();
    const { code } = await invite(chris, {});
    const address = freshAddress();
    const greedy = new TestClient(server().baseUrl, address);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await greedy.get(`/api/invitations/lookup/guess-${i}`)).status);
    expect(statuses.every((s) => s === 404)).toBe(true);
    const locked = await greedy.get(`/api/invitations/lookup/${code}`);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('Too many invitation attempts. Wait a few minutes and try again.');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    expect((await lookup(code)).status).toBe(200);
    const keys = await server().ctx.db.kysely.selectFrom('rateLimit').select('key').execute();
    expect(keys.map((k) => k.key)).toContain(`invitation-lookup:${address}`);
  });

  it("limits accept attempts per user (429 with Retry-After); another user's are unaffected", async () => {
    const chris = await champion();
    const { code } = await invite(chris, { maxUses: 5 });
    const guesser = await participant();
    for (let i = 0; i < 10; i++) expect((await accept(guesser, `guess-${i}`)).status).toBe(404);
    const locked = await accept(guesser, code);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await as(guesser).get('/api/me/champion')).body.champion).toBeNull();
    expect((await accept(await participant(), code)).status).toBe(200);
  });

  it('lets only one of two people racing for the last use have it (ten rounds)', async () => {
    const chris = await champion();
    for (let round = 0; round < 10; round++) {
      const { id, code } = await invite(chris, { maxUses: 1 });
      const [a, b] = await Promise.all([participant(), participant()]);
      const results = await Promise.all([accept(a, code), accept(b, code)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 410]);
      const loser = results.find((r) => r.status === 410);
      expect(loser?.body).toMatchObject({ error: english('error.INVITATION_USED_UP'), code: invitationErrorCodes.usedUp });
      expect((await invitationRow(server(), id)).uses).toBe(1);
      const members = await server()
        .ctx.db.kysely.selectFrom('championMembership')
        .select('participantId')
        .where('invitationId', '=', id)
        .execute();
      expect(members).toHaveLength(1);
      const acceptances = await server()
        .ctx.db.kysely.selectFrom('invitationAcceptance')
        .select('userId')
        .where('invitationId', '=', id)
        .execute();
      expect(acceptances).toHaveLength(1);
    }
  });

  it('gives exactly two of five concurrent people the two uses of an invitation', async () => {
    const chris = await champion();
    const { id, code } = await invite(chris, { maxUses: 2 });
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => participant()));
    const results = await Promise.all(people.map((p) => accept(p, code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 410)).toHaveLength(3);
    expect((await invitationRow(server(), id)).uses).toBe(2);
  });
});

describeWithPostgres('the last use of an invitation under real concurrency [postgres]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  });
  afterAll(async () => {
    await server?.close();
  });

  // Both transactions read "one use left" before either writes: only the conditional update can keep them apart.
  it('lets one of two transactions that both saw a use left take it (ten rounds)', async () => {
    const chris = await createUser(server.ctx, { userType: 'champion' });
    for (let round = 0; round < 10; round++) {
      const created = await clientAs(server.baseUrl, chris).post('/api/invitations', { maxUses: 1 });
      const { id, code } = created.body as { id: string; code: string };
      let arrived = 0;
      let release = () => {};
      const bothRead = new Promise<void>((resolve) => (release = resolve));
      const attempt = () =>
        inTransaction(server.ctx.db, async (trx) => {
          const seen = await findInvitationByHash(trx, hashInvitationCode(code));
          expect(seen?.uses).toBe(0);
          if (++arrived === 2) release();
          await bothRead;
          return takeUse(trx, id, new Date());
        });
      const taken = await Promise.all([attempt(), attempt()]);
      expect(taken.sort()).toEqual([false, true]);
      const row = await server.ctx.db.kysely.selectFrom('invitation').select('uses').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.uses).toBe(1);
    }
  });

  it('over HTTP: of two people accepting at once, one joins and the other is told it is used up (ten rounds)', async () => {
    const chris = await createUser(server.ctx, { userType: 'champion' });
    for (let round = 0; round < 10; round++) {
      const { id, code } = (await clientAs(server.baseUrl, chris).post('/api/invitations', { maxUses: 1 })).body as {
        id: string;
        code: string;
      };
      const [a, b] = await Promise.all([createUser(server.ctx, { userType: 'regular' }), createUser(server.ctx, { userType: 'regular' })]);
      const results = await Promise.all([a, b].map((u) => clientAs(server.baseUrl, u).post('/api/invitations/accept', { code })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
      expect(results.find((r) => r.status === 410)?.body.code).toBe(invitationErrorCodes.usedUp);
      const members = await server.ctx.db.kysely
        .selectFrom('championMembership')
        .select('participantId')
        .where('invitationId', '=', id)
        .execute();
      expect(members).toHaveLength(1);
      const row = await server.ctx.db.kysely.selectFrom('invitation').select('uses').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.uses).toBe(1);
    }
  });
});
