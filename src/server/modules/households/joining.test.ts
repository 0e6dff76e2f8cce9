import { expect, it } from 'vitest';
import {
  householdErrorCodes,
  householdSchema,
  leftHouseholdSchema,
  type Household,
  type LeftHousehold,
} from '../../../shared/households.ts';
import { asLocale } from '../../../shared/i18n/locales.ts';
import { acceptedInvitationSchema, invitationErrorCodes, invitationLookupSchema } from '../../../shared/invitations.ts';
import type { MealPlanEntry } from '../../../shared/meal-plans.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import type { ShoppingList } from '../../../shared/shopping.ts';
import { translatorFor } from '../../lib/i18n.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, moveIntoHousehold, type TestUser } from '../../test/factories.ts';
import { TestClient } from '../../test/http-client.ts';
import { acceptInvitation, expireInvitation } from '../../test/invitation-steps.ts';
import { describeEachDatabase } from '../../test/test-server.ts';

const english = translatorFor(asLocale('en-GB'));
const MON = '2026-03-02';
const WEEK = `from=${MON}&to=2026-03-08`;

let nextHost = 2;
/** A client address of its own, so the per-address look-up limit never collides between tests. */
const freshAddress = () => `127.0.${80 + Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;

describeEachDatabase('joining and leaving a household', (server) => {
  const as = (user: TestUser) => clientAs(server().baseUrl, user, freshAddress());
  const person = (name: string) => createUser(server().ctx, { name, userType: 'regular' });
  const inviteToHousehold = async (inviter: TestUser, body: Record<string, unknown> = {}) => {
    const res = await as(inviter).post('/api/invitations', { kind: 'household', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string; code: string; link: string; kind: string };
  };
  const accept = (user: TestUser, code: string, confirmMove?: boolean) => acceptInvitation(as(user), code, confirmMove);
  const householdOf = async (user: TestUser) => (await as(user).get('/api/household')).body as Household;
  const planOf = async (user: TestUser) =>
    ((await as(user).get(`/api/meal-plan?${WEEK}`)).body as { entries: MealPlanEntry[] }).entries.map((entry) => entry.title);
  const plan = async (user: TestUser, text: string) => {
    const res = await as(user).post('/api/meal-plan/entries', { date: MON, mealType: 'dinner', text });
    expect(res.status).toBe(201);
  };
  const expectRefusal = (res: { status: number; body: any }, status: number, code: ErrorCode) => {
    expect({ status: res.status, error: res.body.error, code: res.body.code }).toEqual({ status, error: english(`error.${code}`), code });
  };
  const householdIds = async () =>
    (await server().ctx.db.kysely.selectFrom('household').select('id').execute()).map((row) => row.id).sort();

  it('invite, confirm the move, accept: the two share one plan and one list, and the joiner’s own is kept for him', async () => {
    const ana = await person('Ana Host');
    const ben = await person('Ben Joiner');
    await plan(ana, 'Ana’s curry');
    await plan(ben, 'Ben’s toast');

    const invitation = await inviteToHousehold(ana);
    expect(invitation.kind).toBe('household');
    expect(invitation.link).toContain('/accept-invite/');

    // The public look-up says what the invitation is for and who sends it.
    const lookup = await new TestClient(server().baseUrl, freshAddress()).get(`/api/invitations/lookup/${invitation.code}`);
    expect(lookup.status).toBe(200);
    expectContract(invitationLookupSchema, lookup.body);
    expect(lookup.body).toMatchObject({ kind: 'household', inviter: { name: 'Ana Host' }, household: { name: 'Ana Host' } });

    // Ben is alone in a household with a plan: the server says what happens to it first, and changes nothing.
    const asked = await accept(ben, invitation.code);
    expectRefusal(asked, 409, householdErrorCodes.confirmMove);
    expect(english('error.HOUSEHOLD_CONFIRM_MOVE')).toContain('are kept for you');
    expect((await householdOf(ben)).id).toBe(ben.householdId);
    expect(await planOf(ben)).toEqual(['Ben’s toast']);

    const joined = await accept(ben, invitation.code, true);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expectContract(acceptedInvitationSchema, joined.body);
    expect(joined.body).toEqual({ kind: 'household', champion: null, household: { id: ana.householdId, name: 'Ana Host' } });

    const shared = await householdOf(ben);
    expectContract(householdSchema, shared);
    expect(shared.id).toBe(ana.householdId);
    expect(shared.members.map((member) => member.name)).toEqual(['Ana Host', 'Ben Joiner']);
    expect(await planOf(ben)).toEqual(['Ana’s curry']);
    await plan(ben, 'Ben’s soup');
    expect((await planOf(ana)).sort()).toEqual(['Ana’s curry', 'Ben’s soup']);
    const list = (await as(ana).post(`/api/shopping-list/items?${WEEK}`, { text: 'oat milk' })).body as { id: string };
    expect(list.id).toBeDefined();
    const bensList = (await as(ben).get(`/api/shopping-list?${WEEK}`)).body as ShoppingList;
    expect(bensList.items.map((item) => item.item)).toContain('oat milk');

    // Ben's household of one is kept for him, with its plan, and nobody in it.
    const kept = await server()
      .ctx.db.kysely.selectFrom('household')
      .select(['keptFor'])
      .where('id', '=', ben.householdId ?? '')
      .executeTakeFirstOrThrow();
    expect(kept.keptFor).toBe(ben.id);
    const keptPlan = await server()
      .ctx.db.kysely.selectFrom('mealPlanEntry')
      .select('title')
      .where('householdId', '=', ben.householdId ?? '')
      .execute();
    expect(keptPlan).toEqual([{ title: 'Ben’s toast' }]);

    // The single-use code is spent; opening it again says he is in the household already.
    expectRefusal(await accept(ben, invitation.code, true), 409, householdErrorCodes.alreadyMember);
  });

  it('leaving brings the joiner back to the household kept for him, with the plan and list he had', async () => {
    const ana = await person('Ana Host');
    const ben = await person('Ben Joiner');
    await plan(ben, 'Ben’s toast');
    expect((await as(ben).post(`/api/shopping-list/items?${WEEK}`, { text: 'marmalade' })).status).toBe(201);
    // An invitation Ben sent into his own household before he joined Ana's.
    const bens = await inviteToHousehold(ben);
    const invitation = await inviteToHousehold(ana);
    expect((await accept(ben, invitation.code, true)).status).toBe(200);

    // Nobody may join a household nobody is in: Ben's open invitation is withdrawn.
    const cy = await person('Cy Late');
    expectRefusal(await accept(cy, bens.code, true), 410, invitationErrorCodes.revoked);

    // The export carries the kept household; the shared one is Ana's.
    const exported = (await as(ben).get('/api/me/export')).body as {
      household: { name: string };
      keptHousehold: { name: string; mealPlan: { title: string }[]; shopping: { manualItems: { text: string }[] } } | null;
    };
    expect(exported.household.name).toBe('Ana Host');
    expect(exported.keptHousehold).toMatchObject({
      name: 'Ben Joiner',
      mealPlan: [{ title: 'Ben’s toast' }],
      shopping: { manualItems: [{ text: 'marmalade' }] },
    });

    const res = await as(ben).post('/api/household/leave');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectContract(leftHouseholdSchema, res.body);
    expect(res.body).toEqual({
      id: ben.householdId,
      name: 'Ben Joiner',
      size: 2,
      members: [{ id: ben.id, name: 'Ben Joiner' }],
      returned: true,
    });
    expect(await planOf(ben)).toEqual(['Ben’s toast']);
    const list = (await as(ben).get(`/api/shopping-list?${WEEK}`)).body as ShoppingList;
    expect(list.items.map((item) => item.item)).toContain('marmalade');
    expect((await householdOf(ana)).members).toEqual([{ id: ana.id, name: 'Ana Host' }]);
    expect(((await as(ben).get('/api/me/export')).body as { keptHousehold: unknown }).keptHousehold).toBeNull();

    // Back in it, it is his again and not kept: leaving Ana's a second time would give him a new, empty one.
    const row = await server()
      .ctx.db.kysely.selectFrom('household')
      .select('keptFor')
      .where('id', '=', ben.householdId ?? '')
      .executeTakeFirstOrThrow();
    expect(row.keptFor).toBeNull();
  });

  it('someone alone in a household that holds nothing joins without a question, and that household goes', async () => {
    const ana = await person('Ana Host');
    const ben = await person('Ben Empty');
    const invitation = await inviteToHousehold(ana);
    const joined = await accept(ben, invitation.code);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(await householdIds()).not.toContain(ben.householdId);

    // Leaving now gives him a new, empty household of his own.
    const res = await as(ben).post('/api/household/leave');
    expect(res.body).toMatchObject({ name: 'Ben Empty', members: [{ id: ben.id, name: 'Ben Empty' }], returned: false });
    expect((res.body as Household).id).not.toBe(ben.householdId);
  });

  it('one household is kept per person: joining a third time keeps the newest; deleting the account takes it', async () => {
    const ana = await person('Ana Host');
    const dan = await person('Dan Other');
    const ben = await person('Ben Joiner');
    await plan(ben, 'First plan');
    expect((await accept(ben, (await inviteToHousehold(ana)).code, true)).status).toBe(200);
    // Ana leaves, so Ben is alone in her household, which has a plan: joining Dan's keeps that one instead.
    expect((await as(ana).post('/api/household/leave')).status).toBe(200);
    await plan(ben, 'Second plan');
    expect((await accept(ben, (await inviteToHousehold(dan)).code, true)).status).toBe(200);
    const kept = await server().ctx.db.kysely.selectFrom('household').select(['id', 'keptFor']).where('keptFor', '=', ben.id).execute();
    expect(kept).toEqual([{ id: ana.householdId, keptFor: ben.id }]);
    expect(await householdIds()).not.toContain(ben.householdId);

    await server().ctx.db.kysely.deleteFrom('user').where('id', '=', ben.id).execute();
    expect(await householdIds()).not.toContain(ana.householdId);
  });

  it('a newcomer who finishes setup with a household invitation starts in that household', async () => {
    const ana = await person('Ana Host');
    const invitation = await inviteToHousehold(ana);
    const fay = await createUser(server().ctx, { name: 'Fay New' });
    const setup = await as(fay).put('/api/me/setup', {
      name: 'Fay Newcomer',
      userType: 'regular',
      householdSize: 3,
      dietaryNeeds: [],
      inviteCode: invitation.code,
    });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const theirs = await householdOf(fay);
    expect(theirs.id).toBe(ana.householdId);
    expect(theirs.members.map((member) => member.name)).toEqual(['Ana Host', 'Fay Newcomer']);
    // Setup's own household (made for the newcomer before they joined) is not left behind empty.
    const alone = await server()
      .ctx.db.kysely.selectFrom('household as h')
      .select('h.id')
      .where('h.name', 'in', ['Fay New', 'Fay Newcomer'])
      .where((eb) => eb.not(eb.exists(eb.selectFrom('user').select('user.id').whereRef('user.householdId', '=', 'h.id'))))
      .execute();
    expect(alone).toEqual([]);
  });

  it('someone whose household has others in it joins without a question, and that household stays theirs', async () => {
    const ana = await person('Ana Host');
    const cy = await person('Cy Couple');
    const dee = await moveIntoHousehold(server().ctx, await person('Dee Couple'), cy.householdId ?? '');
    await plan(cy, 'Couple’s stew');
    const invitation = await inviteToHousehold(ana);

    const joined = await accept(cy, invitation.code);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect((await householdOf(cy)).id).toBe(ana.householdId);
    expect(await householdOf(dee)).toMatchObject({ id: cy.householdId, members: [{ id: dee.id, name: 'Dee Couple' }] });
    expect(await planOf(dee)).toEqual(['Couple’s stew']);
  });

  it('leaving gives a household of one, named after the leaver with the same size; the plan and list stay', async () => {
    const ana = await person('Ana Host');
    const ben = await moveIntoHousehold(server().ctx, await person('Ben Leaver'), ana.householdId ?? '');
    expect((await as(ana).patch('/api/me', { householdSize: 4 })).status).toBe(200);
    await plan(ana, 'Household pie');
    expect(await planOf(ben)).toEqual(['Household pie']);

    const res = await as(ben).post('/api/household/leave');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectContract(leftHouseholdSchema, res.body);
    const { returned, ...mine } = res.body as LeftHousehold;
    expect(returned).toBe(false);
    expect(mine).toMatchObject({ name: 'Ben Leaver', size: 4, members: [{ id: ben.id, name: 'Ben Leaver' }] });
    expect(mine.id).not.toBe(ana.householdId);
    expect(await householdOf(ben)).toEqual(mine);

    // The leaver's new plan is empty; the household keeps its plan and its other member.
    expect(await planOf(ben)).toEqual([]);
    expect(await planOf(ana)).toEqual(['Household pie']);
    expect((await householdOf(ana)).members).toEqual([{ id: ana.id, name: 'Ana Host' }]);

    // Alone now, there is nothing to leave: refused, and nothing changes.
    const before = await householdIds();
    expectRefusal(await as(ben).post('/api/household/leave'), 409, householdErrorCodes.alone);
    expect(await householdIds()).toEqual(before);
  });

  it('a full household (12) refuses a thirteenth member, and nothing is used or moved', async () => {
    const ana = await person('Ana Host');
    for (let i = 1; i < 12; i++) await moveIntoHousehold(server().ctx, await person(`Member ${i}`), ana.householdId ?? '');
    const invitation = await inviteToHousehold(ana);
    const eve = await person('Eve Late');

    expectRefusal(await accept(eve, invitation.code, true), 409, householdErrorCodes.full);
    expect((await householdOf(eve)).id).toBe(eve.householdId);
    const row = await server()
      .ctx.db.kysely.selectFrom('invitation')
      .select('uses')
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(row.uses).toBe(0);

    // One leaves: there is room again.
    const member = (await householdOf(ana)).members.find((m) => m.name === 'Member 1');
    expect(member).toBeDefined();
    await server()
      .ctx.db.kysely.deleteFrom('user')
      .where('id', '=', member?.id ?? '')
      .execute();
    expect((await accept(eve, invitation.code, true)).status).toBe(200);
    expect((await householdOf(eve)).members).toHaveLength(12);
  });

  it('a household invitation keeps the invitations’ refusals: own, withdrawn, expired, used up', async () => {
    const ana = await person('Ana Host');
    const ben = await person('Ben Joiner');
    const cy = await person('Cy Third');
    const invitation = await inviteToHousehold(ana);

    expectRefusal(await accept(ana, invitation.code, true), 409, invitationErrorCodes.own);
    expect((await as(ana).delete(`/api/invitations/${invitation.id}`)).status).toBe(204);
    expectRefusal(await accept(ben, invitation.code, true), 410, invitationErrorCodes.revoked);

    const expiring = await inviteToHousehold(ana);
    await expireInvitation(server().ctx, expiring.id);
    expectRefusal(await accept(ben, expiring.code, true), 410, invitationErrorCodes.expired);

    const once = await inviteToHousehold(ana);
    expect((await accept(ben, once.code, true)).status).toBe(200);
    expectRefusal(await accept(cy, once.code, true), 410, invitationErrorCodes.usedUp);
    expect((await householdOf(cy)).id).toBe(cy.householdId);
  });

  it('the household is always the inviter’s own: no request can name someone else’s', async () => {
    const ana = await person('Ana Host');
    const mallory = await person('Mallory Other');

    // A household id in the body is refused (the body is strict), and creates nothing.
    const named = await as(mallory).post('/api/invitations', { kind: 'household', householdId: ana.householdId });
    expect(named.status).toBe(400);
    const rows = await server().ctx.db.kysely.selectFrom('invitation').select('id').where('inviterId', '=', mallory.id).execute();
    expect(rows).toEqual([]);

    // Mallory's invitation is to Mallory's household; leaving names no household either.
    const hers = await inviteToHousehold(mallory);
    const row = await server()
      .ctx.db.kysely.selectFrom('invitation')
      .select('householdId')
      .where('id', '=', hers.id)
      .executeTakeFirstOrThrow();
    expect(row.householdId).toBe(mallory.householdId);
    const leave = await as(mallory).post('/api/household/leave', { householdId: ana.householdId });
    expectRefusal(leave, 409, householdErrorCodes.alone);
    expect((await householdOf(ana)).members).toEqual([{ id: ana.id, name: 'Ana Host' }]);
  });
});
