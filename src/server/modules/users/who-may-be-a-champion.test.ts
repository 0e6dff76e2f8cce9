import { expect, it } from 'vitest';
import { championRevokedCode } from '../../../shared/champion-choice.ts';
import { asLocale } from '../../../shared/i18n/locales.ts';
import { translatorFor } from '../../lib/i18n.ts';
import type { UserType } from '../../../shared/users.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase, type TestServer } from '../../test/test-server.ts';
import { loadStarterRecipes } from '../../db/seed/load-starter-recipes.ts';
import { adminChampionSchema, championRequestListSchema } from '../../../shared/admin.ts';
import { expectContract } from '../../test/contract.ts';

// Decision 0024 (docs/decisions/0024-who-may-be-a-champion.md): who may be a champion, and who publishes.

function helpers(server: () => TestServer) {
  const as = (user: Pick<TestUser, 'cookie'>) => clientAs(server().baseUrl, user);
  const admin = () => createUser(server().ctx, { userType: 'regular', role: 'admin' });
  /** A new account that finishes setup through the API, choosing `userType`. */
  const setUp = async (userType: UserType) => {
    const user = await createUser(server().ctx, { userType: null });
    const res = await as(user).put('/api/me/setup', { name: 'Sam Setup', userType });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return user;
  };
  const me = async (user: TestUser) => (await as(user).get('/api/me')).body;
  const championInvitation = async (from: TestUser) => {
    const res = await as(from).post('/api/invitations', { kind: 'champion' });
    expect(res.status).toBe(201);
    return res.body.code as string;
  };
  const searchTitles = async (user: TestUser, q: string) =>
    (await as(user).get(`/api/catalogue?q=${encodeURIComponent(q)}`)).body.recipes.map((r: { title: string }) => r.title);
  return { as, admin, setUp, me, championInvitation, searchTitles };
}

describeEachDatabase('who may be a champion, with CHAMPION_SIGNUP=open (the default)', (server) => {
  const { as, admin, setUp, me, championInvitation, searchTitles } = helpers(server);

  it('makes someone who chooses Champion at setup a champion at once, as the source does', async () => {
    const sam = await setUp('champion');
    expect(await me(sam)).toMatchObject({ userType: 'champion', championStatus: 'approved', championRequestedType: null });
    expect((await as(sam).get('/api/champion/group')).status).toBe(200);
    expect((await as(sam).post('/api/catalogue', { title: 'Open sign-up soup' })).status).toBe(201);
  });

  it("Review 14.5: an admin's demotion did not stick — PATCH /api/me and PUT /api/me/setup are refused and change nothing", async () => {
    const sam = await setUp('champion');
    const boss = await admin();
    expect((await as(boss).delete(`/api/admin/champions/${sam.id}`)).status).toBe(204);
    const demoted = await me(sam);
    expect(demoted).toMatchObject({ userType: 'regular', championStatus: 'revoked' });

    for (const userType of ['both', 'champion'] as const) {
      const patched = await as(sam).patch('/api/me', { userType, name: 'Sneaky Sam' });
      expect(patched.status).toBe(403);
      expect(patched.body).toMatchObject({ error: translatorFor(asLocale('en-GB'))('error.CHAMPION_REVOKED'), code: championRevokedCode });
      const setup = await as(sam).put('/api/me/setup', { name: 'Sneaky Sam', userType, householdSize: 5 });
      expect(setup.status).toBe(403);
      expect(setup.body.code).toBe(championRevokedCode);
    }
    expect(await me(sam)).toEqual(demoted);
    expect((await as(sam).get('/api/champion/group')).status).toBe(403);
    expect((await as(sam).post('/api/catalogue', { title: 'Demoted dal' })).status).toBe(403);

    // They keep taking part as a participant: saving their details (the form sends their type too) works.
    const saved = await as(sam).patch('/api/me', { name: 'Sam Participant', userType: 'regular' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Sam Participant', userType: 'regular', championStatus: 'revoked' });
  });

  it('gives a removed role back only through an admin: promotion by email, then the person may choose again', async () => {
    const sam = await setUp('both');
    const boss = await admin();
    expect((await as(boss).delete(`/api/admin/champions/${sam.id}`)).status).toBe(204);
    expect((await as(boss).post('/api/admin/champions', { email: sam.email })).status).toBe(201);
    expect(await me(sam)).toMatchObject({ userType: 'both', championStatus: 'approved' });
    expect((await as(sam).patch('/api/me', { userType: 'champion' })).body.userType).toBe('champion');
  });

  it('lets a champion invitation grant the role at once, also to someone an admin removed it from', async () => {
    const sam = await setUp('champion');
    const boss = await admin();
    expect((await as(boss).delete(`/api/admin/champions/${sam.id}`)).status).toBe(204);
    const accepted = await as(sam).post('/api/invitations/accept', { code: await championInvitation(boss) });
    expect(accepted.status).toBe(200);
    expect(await me(sam)).toMatchObject({ userType: 'champion', championStatus: 'approved' });
  });

  it('refuses a participant invitation at setup from carrying a removed role back', async () => {
    const sam = await setUp('champion');
    const boss = await admin();
    expect((await as(boss).delete(`/api/admin/champions/${sam.id}`)).status).toBe(204);
    const champion = await createUser(server().ctx, { userType: 'champion' });
    const code = (await as(champion).post('/api/invitations', { kind: 'participant' })).body.code;
    const res = await as(sam).put('/api/me/setup', { name: 'Sam', userType: 'both', inviteCode: code });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(championRevokedCode);
    expect((await as(sam).get('/api/me/champion')).body.champion).toBeNull();
  });

  it('lets an admin unpublish any catalogue recipe (the dialog\'s "Remove from catalogue"), and the catalogue shows it at once', async () => {
    await loadStarterRecipes(server().ctx.db);
    const boss = await admin();
    const reader = await createUser(server().ctx, { userType: 'regular' });
    const champion = await createUser(server().ctx, { userType: 'champion' });
    const published = await as(champion).post('/api/catalogue', { title: 'Unwanted parsnip fizz' });
    expect(published.status).toBe(201);
    expect(await searchTitles(reader, 'parsnip fizz')).toEqual(['Unwanted parsnip fizz']);
    expect((await as(reader).delete(`/api/catalogue/${published.body.id}`)).status).toBe(404);

    expect((await as(boss).delete(`/api/catalogue/${published.body.id}`)).status).toBe(204);
    expect(await searchTitles(reader, 'parsnip fizz')).toEqual([]);
    expect((await as(reader).get(`/api/catalogue/${published.body.id}`)).status).toBe(404);

    // The programme's own starter recipes (no publisher) too.
    const starter = (await as(reader).get('/api/catalogue?limit=1')).body.recipes[0];
    expect((await as(boss).delete(`/api/catalogue/${starter.id}`)).status).toBe(204);
    expect((await as(reader).get(`/api/catalogue/${starter.id}`)).status).toBe(404);
    expect((await as(boss).delete(`/api/catalogue/${starter.id}`)).status).toBe(404);
  });

  it('tells the client the sign-up mode', async () => {
    expect((await as(await admin()).get('/api/auth-config')).body.championSignup).toBe('open');
  });
});

describeEachDatabase(
  'who may be a champion, with CHAMPION_SIGNUP=approval',
  (server) => {
    const { as, admin, setUp, me, championInvitation } = helpers(server);

    it('Review 14.5: any user could make themselves a champion — choosing Champion records a request; a participant until an admin approves', async () => {
      const sam = await setUp('champion');
      const pending = await me(sam);
      expect(pending).toMatchObject({
        setupComplete: true,
        userType: 'regular',
        championStatus: 'requested',
        championRequestedType: 'champion',
      });
      expect((await as(sam).get('/api/champion/group')).status).toBe(403);
      expect((await as(sam).post('/api/invitations', { kind: 'participant' })).status).toBe(403);
      // Review 14.5: publishing is for approved champions and admins only.
      const refused = await as(sam).post('/api/catalogue', { title: 'Pending pie' });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatch(/Only champions and admins can publish/);

      // Choosing again, or saving other details, keeps the request as it was.
      expect((await as(sam).patch('/api/me', { userType: 'champion' })).status).toBe(200);
      expect((await as(sam).patch('/api/me', { name: 'Sam Waiting', userType: 'regular' })).status).toBe(200);
      expect(await me(sam)).toMatchObject({ userType: 'regular', championStatus: 'requested', championStatusAt: pending.championStatusAt });

      const boss = await admin();
      const list = await as(boss).get('/api/admin/champion-requests');
      expect(list.status).toBe(200);
      expectContract(championRequestListSchema, list.body);
      expect(list.body.requests).toContainEqual({
        id: sam.id,
        name: 'Sam Waiting',
        email: sam.email,
        requestedType: 'champion',
        requestedAt: pending.championStatusAt,
      });

      const approved = await as(boss).post(`/api/admin/champion-requests/${sam.id}/approve`);
      expect(approved.status).toBe(200);
      expectContract(adminChampionSchema, approved.body);
      expect(approved.body).toMatchObject({ id: sam.id, userType: 'champion', groupSize: 0 });
      expect(await me(sam)).toMatchObject({ userType: 'champion', championStatus: 'approved', championRequestedType: null });
      expect((await as(sam).get('/api/champion/group')).status).toBe(200);
      expect((await as(sam).post('/api/catalogue', { title: 'Approved pie' })).status).toBe(201);
      expect((await as(boss).get('/api/admin/champion-requests')).body.requests.map((r: { id: string }) => r.id)).not.toContain(sam.id);
      expect((await as(boss).post(`/api/admin/champion-requests/${sam.id}/approve`)).status).toBe(404);
    });

    it('records a request when a participant chooses Both on their profile; a declined person stays a participant and may ask again', async () => {
      const pat = await setUp('regular');
      const asked = await as(pat).patch('/api/me', { userType: 'both' });
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ userType: 'regular', championStatus: 'requested', championRequestedType: 'both' });

      const boss = await admin();
      expect((await as(boss).post(`/api/admin/champion-requests/${pat.id}/decline`)).status).toBe(204);
      expect(await me(pat)).toMatchObject({ userType: 'regular', championStatus: 'declined', championRequestedType: null });
      expect((await as(boss).post(`/api/admin/champion-requests/${pat.id}/decline`)).status).toBe(404);
      expect((await as(boss).post(`/api/admin/champion-requests/${pat.id}/approve`)).status).toBe(404);

      expect((await as(pat).patch('/api/me', { userType: 'both' })).body.championStatus).toBe('requested');
      expect((await as(boss).post(`/api/admin/champion-requests/${pat.id}/approve`)).body.userType).toBe('both');
      expect(await me(pat)).toMatchObject({ userType: 'both', championStatus: 'approved' });
    });

    it('keeps the requests to admins: 403 for anyone else, and nothing changes', async () => {
      const sam = await setUp('both');
      const champion = await createUser(server().ctx, { userType: 'champion' });
      for (const user of [sam, champion]) {
        expect((await as(user).get('/api/admin/champion-requests')).status).toBe(403);
        expect((await as(user).post(`/api/admin/champion-requests/${sam.id}/approve`)).status).toBe(403);
        expect((await as(user).post(`/api/admin/champion-requests/${sam.id}/decline`)).status).toBe(403);
      }
      expect(await me(sam)).toMatchObject({ userType: 'regular', championStatus: 'requested' });
    });

    it('still grants at once through a champion invitation, at setup or later', async () => {
      const boss = await admin();
      const fresh = await createUser(server().ctx, { userType: null });
      const res = await as(fresh).put('/api/me/setup', {
        name: 'Invited Champion',
        userType: 'champion',
        inviteCode: await championInvitation(boss),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ userType: 'champion', championStatus: 'approved' });

      const waiting = await setUp('champion');
      expect((await as(waiting).post('/api/invitations/accept', { code: await championInvitation(boss) })).status).toBe(200);
      expect(await me(waiting)).toMatchObject({ userType: 'champion', championStatus: 'approved', championRequestedType: null });
    });

    it('lets an admin choose Champion for themselves without asking', async () => {
      const boss = await admin();
      expect((await as(boss).patch('/api/me', { userType: 'both' })).body).toMatchObject({ userType: 'both', championStatus: 'approved' });
    });

    it('tells the client the sign-up mode, so that setup can say an admin will confirm', async () => {
      const res = await as(await admin()).get('/api/auth-config');
      expect(res.body.championSignup).toBe('approval');
    });
  },
  { CHAMPION_SIGNUP: 'approval' },
);
