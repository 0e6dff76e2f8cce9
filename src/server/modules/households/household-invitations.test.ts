import { expect, it } from 'vitest';
import { householdInvitationListSchema, type HouseholdInvitationList } from '../../../shared/households.ts';
import { asLocale } from '../../../shared/i18n/locales.ts';
import { invitationPageSchema, type InvitationPage } from '../../../shared/invitations.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { acceptInvitation, expireInvitation } from '../../test/invitation-steps.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

const english = translatorFor(asLocale('en-GB'));

let nextHost = 2;
/** A client address of its own, so the per-address limits never collide between tests. */
const freshAddress = () => `127.0.${90 + Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

// A household invitation was listed only to the member who made it, in the champion's invitation list: the other
// members could neither see nor withdraw it, and a champion's list mixed the programme's invitations with them.
describeEachDatabase("the household's invitations", (server) => {
  const as = (user: TestUser) => clientAs(server().baseUrl, user, freshAddress());
  const person = (name: string, userType: 'regular' | 'champion' = 'regular') => createUser(server().ctx, { name, userType });
  const invite = async (inviter: TestUser, body: Record<string, unknown>) => {
    const res = await as(inviter).post('/api/invitations', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; code: string };
  };
  const pendingOf = async (user: TestUser) => {
    const res = await as(user).get('/api/household/invitations');
    expect(res.status).toBe(200);
    expectContract(householdInvitationListSchema, res.body);
    return (res.body as HouseholdInvitationList).invitations;
  };
  const revokedAt = async (id: string) =>
    (await server().ctx.db.kysely.selectFrom('invitation').select('revokedAt').where('id', '=', id).executeTakeFirstOrThrow()).revokedAt;

  it('lists them to every member, whoever made them, and any member withdraws one: its code stops working', async () => {
    const ana = await person('Ana Inviter');
    const ben = await moveIntoHousehold(server().ctx, await person('Ben Member'), ana.householdId ?? '');
    const cy = await person('Cy Elsewhere');

    const first = await invite(ana, { kind: 'household', email: 'dee@example.com' });
    // Made an hour earlier, so that the order (newest first) does not hang on two requests' milliseconds.
    await server()
      .ctx.db.kysely.updateTable('invitation')
      .set({ createdAt: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', first.id)
      .execute();
    const second = await invite(ben, { kind: 'household', expiresInDays: null });
    const anas = await pendingOf(ana);
    expect(anas.map((i) => [i.id, i.invitedBy.name, i.email])).toEqual([
      [second.id, 'Ben Member', null],
      [first.id, 'Ana Inviter', 'dee@example.com'],
    ]);
    expect(anas[0]?.expiresAt).toBeNull();
    expect(Date.parse(anas[1]?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(anas[1]?.invitedBy.id).toBe(ana.id);
    expect(await pendingOf(ben)).toEqual(anas);
    expect(await pendingOf(cy)).toEqual([]);

    // Ben withdraws Ana's: gone from the list, and the link no longer lets anyone in.
    expect((await as(ben).delete(`/api/household/invitations/${first.id}`)).status).toBe(204);
    expect((await pendingOf(ana)).map((i) => i.id)).toEqual([second.id]);
    const accepted = await acceptInvitation(as(cy), first.code, true);
    expect(accepted.status).toBe(410);
    expect(accepted.body).toMatchObject({ code: 'INVITATION_REVOKED' });
    // Withdrawing again keeps the first time.
    const withdrawnAt = await revokedAt(first.id);
    expect((await as(ana).delete(`/api/household/invitations/${first.id}`)).status).toBe(204);
    expect(await revokedAt(first.id)).toEqual(withdrawnAt);
  });

  it("refuses another household's invitation with words and changes nothing; a bad id is a 400", async () => {
    const ana = await person('Ana Keeps');
    const cy = await person('Cy Tries');
    const invitation = await invite(ana, { kind: 'household' });

    const refused = await as(cy).delete(`/api/household/invitations/${invitation.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'NOT_FOUND', error: english('server.households.invitationNotFound') });
    expect(await revokedAt(invitation.id)).toBeNull();
    expect((await pendingOf(ana)).map((i) => i.id)).toEqual([invitation.id]);

    const tooLong = await as(ana).delete(`/api/household/invitations/${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect((await pendingOf(ana)).map((i) => i.id)).toEqual([invitation.id]);
  });

  it('leaves out invitations that can no longer be accepted: used up, expired, withdrawn', async () => {
    const ana = await person('Ana Tidy');
    const used = await invite(ana, { kind: 'household' });
    const expired = await invite(ana, { kind: 'household' });
    const withdrawn = await invite(ana, { kind: 'household' });
    const open = await invite(ana, { kind: 'household' });
    const joiner = await person('Jo Joins');
    expect((await acceptInvitation(as(joiner), used.code, true)).status).toBe(200);
    await expireInvitation(server().ctx, expired.id);
    expect((await as(ana).delete(`/api/invitations/${withdrawn.id}`)).status).toBe(204);
    expect((await pendingOf(ana)).map((i) => i.id)).toEqual([open.id]);
  });

  it("keeps a champion's invitation list to the programme's invitations", async () => {
    const champion = await person('Cam Champion', 'champion');
    const participant = await invite(champion, { kind: 'participant' });
    const household = await invite(champion, { kind: 'household' });

    const res = await as(champion).get('/api/invitations');
    expect(res.status).toBe(200);
    expectContract(invitationPageSchema, res.body);
    expect((res.body as InvitationPage).invitations.map((i) => i.id)).toEqual([participant.id]);
    expect((await pendingOf(champion)).map((i) => i.id)).toEqual([household.id]);
  });
});
