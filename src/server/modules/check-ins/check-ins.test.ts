import { describe, expect, it } from 'vitest';
import { championCheckInsSchema, myCheckInSchema } from '../../../shared/check-ins.ts';
import { addDays, toIsoDate, weekStartOf } from '../../../shared/meal-plans.ts';
import { accountExportSchema } from '../../../shared/account.ts';
import type { UserType } from '../../../shared/users.ts';
import type { AppContext } from '../../app-env.ts';
import { expectContract } from '../../test/contract.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-server.ts';
import { championWeekOf } from './group-check-ins.ts';

/** A member of `champion`'s group, as the invitations module would make one. */
async function joinGroup(ctx: AppContext, participantId: string, championId: string) {
  await ctx.db.kysely
    .insertInto('championMembership')
    .values({ participantId, championId, invitationId: null, joinedAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('participantId').doUpdateSet({ championId }))
    .execute();
}

/** A check-in of an earlier week, as answering it then would have stored it. */
async function pastCheckIn(
  ctx: AppContext,
  userId: string,
  championId: string,
  weekStart: string,
  mood: number,
  note: string | null = null,
) {
  const at = `${weekStart}T12:00:00.000Z`;
  await ctx.db.kysely
    .insertInto('checkIn')
    .values({ id: `${userId}-${weekStart}`, userId, championId, weekStart, mood, note, createdAt: at, updatedAt: at })
    .execute();
}

const today = () => toIsoDate(new Date());
const mondayWeek = () => weekStartOf(today(), 'monday');

describe('the champion week a participant week counts in', () => {
  it('is the one holding its middle day, whichever day either week starts on', () => {
    // Sunday 22 November 2026 to Saturday 28: mostly the Monday week of the 23rd.
    expect(championWeekOf('2026-11-22', 'monday')).toBe('2026-11-23');
    expect(championWeekOf('2026-11-23', 'monday')).toBe('2026-11-23');
    expect(championWeekOf('2026-11-21', 'monday')).toBe('2026-11-23');
    expect(championWeekOf('2026-11-23', 'sunday')).toBe('2026-11-22');
    expect(championWeekOf('2026-11-22', 'sunday')).toBe('2026-11-22');
  });
});

describeEachDatabase('weekly check-ins API', (server) => {
  const ctx = () => server().ctx;
  const user = (userType: UserType | null, name?: string) => createUser(ctx(), { userType, ...(name ? { name } : {}) });
  const as = (u: TestUser) => clientAs(server().baseUrl, u);
  const rows = (userId: string) => ctx().db.kysely.selectFrom('checkIn').selectAll().where('userId', '=', userId).execute();

  it('answers this week’s check-in once, and answering again that week changes it', async () => {
    const champion = await user('champion', 'Cara Champion');
    const ann = await user('regular', 'Ann Member');
    await joinGroup(ctx(), ann.id, champion.id);

    const before = await as(ann).get('/api/me/check-in');
    expect(before.status).toBe(200);
    expectContract(myCheckInSchema, before.body);
    expect(before.body).toEqual({ weekStart: mondayWeek(), champion: { name: 'Cara Champion' }, checkIn: null });

    const first = await as(ann).put('/api/me/check-in', { mood: 4, note: '  Cooked twice, tired on Thursday  ' });
    expect(first.status).toBe(200);
    expectContract(myCheckInSchema, first.body);
    expect(first.body.checkIn).toMatchObject({ mood: 4, note: 'Cooked twice, tired on Thursday' });

    const changed = await as(ann).put('/api/me/check-in', { mood: 2 });
    expect(changed.status).toBe(200);
    expect(changed.body.checkIn).toMatchObject({ mood: 2, note: null });
    expect((await as(ann).get('/api/me/check-in')).body.checkIn).toMatchObject({ mood: 2, note: null });
    const stored = await rows(ann.id);
    expect(stored.map((row) => ({ weekStart: row.weekStart, mood: Number(row.mood), championId: row.championId }))).toEqual([
      { weekStart: mondayWeek(), mood: 2, championId: champion.id },
    ]);
  });

  it('counts the participant’s own weeks: a Sunday week starts on the Sunday', async () => {
    const champion = await user('champion');
    const sam = await user('regular');
    await joinGroup(ctx(), sam.id, champion.id);
    expect((await as(sam).patch('/api/me', { weekStart: 'sunday' })).status).toBe(200);
    const res = await as(sam).put('/api/me/check-in', { mood: 5 });
    expect(res.status).toBe(200);
    expect(res.body.weekStart).toBe(weekStartOf(today(), 'sunday'));
  });

  it('refuses bad answers with the reason and changes nothing', async () => {
    const champion = await user('champion');
    const ann = await user('regular');
    await joinGroup(ctx(), ann.id, champion.id);
    expect((await as(ann).put('/api/me/check-in', { mood: 3, note: 'Kept' })).status).toBe(200);

    for (const body of [
      {},
      { mood: 0 },
      { mood: 6 },
      { mood: 3.5 },
      { mood: '4' },
      { mood: null },
      { mood: 3, note: 'x'.repeat(1001) },
      { mood: 3, note: 42 },
      { mood: 3, note: 'a\u0000b' },
      { mood: 3, weekStart: '2020-01-06' },
      [],
    ]) {
      const res = await as(ann).put('/api/me/check-in', body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(typeof res.body.error).toBe('string');
    }
    const tooLong = await as(ann).put('/api/me/check-in', { mood: 3, note: 'x'.repeat(1001) });
    expect(tooLong.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'note', message: expect.stringContaining('1,000 characters') })]),
    );
    const outOfRange = await as(ann).put('/api/me/check-in', { mood: 9 });
    expect(outOfRange.body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'mood', message: 'Choose how your week went, from 1 to 5' })]),
    );
    expect((await rows(ann.id)).map((row) => ({ mood: Number(row.mood), note: row.note }))).toEqual([{ mood: 3, note: 'Kept' }]);
  });

  it('keeps a note of the longest length whole', async () => {
    const champion = await user('champion');
    const ann = await user('regular');
    await joinGroup(ctx(), ann.id, champion.id);
    const note = 'é'.repeat(1000);
    const res = await as(ann).put('/api/me/check-in', { mood: 3, note });
    expect(res.status).toBe(200);
    expect(res.body.checkIn.note).toBe(note);
  });

  it('answers 404 to someone in no group, who has nobody to check in with, and stores nothing', async () => {
    const loner = await user('regular');
    const got = await as(loner).get('/api/me/check-in');
    expect(got.body).toMatchObject({ champion: null, checkIn: null });
    const res = await as(loner).put('/api/me/check-in', { mood: 4, note: 'Hello?' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Join a champion’s group to answer the weekly check-in: your note goes to your champion');
    expect(await rows(loner.id)).toEqual([]);
  });

  it('shows the champion the notes addressed to them by their group, newest first, and the weekly averages; nobody else’s', async () => {
    const champion = await user('champion', 'Cara Champion');
    const other = await user('champion', 'Otto Champion');
    const ann = await user('regular', 'Ann Member');
    const bob = await user('both', 'Bob Member');
    const quiet = await user('regular', 'Quiet Member');
    const outsider = await user('regular', 'Olga Outsider');
    for (const member of [ann, bob, quiet]) await joinGroup(ctx(), member.id, champion.id);
    await joinGroup(ctx(), outsider.id, other.id);

    const thisWeek = mondayWeek();
    const lastWeek = addDays(thisWeek, -7);
    await pastCheckIn(ctx(), ann.id, champion.id, lastWeek, 2, 'Last week was hard');
    await pastCheckIn(ctx(), bob.id, champion.id, lastWeek, 5);
    expect((await as(ann).put('/api/me/check-in', { mood: 4, note: 'Better this week' })).status).toBe(200);
    expect((await as(bob).put('/api/me/check-in', { mood: 5, note: 'Loved the lentil soup' })).status).toBe(200);
    expect((await as(quiet).put('/api/me/check-in', { mood: 3 })).status).toBe(200);
    expect((await as(outsider).put('/api/me/check-in', { mood: 1, note: 'For Otto only' })).status).toBe(200);

    const res = await as(champion).get('/api/champion/check-ins');
    expect(res.status).toBe(200);
    expectContract(championCheckInsSchema, res.body);
    expect(
      res.body.notes.map((n: { participantName: string; weekStart: string; note: string }) => [n.participantName, n.weekStart, n.note]),
    ).toEqual([
      ['Bob Member', thisWeek, 'Loved the lentil soup'],
      ['Ann Member', thisWeek, 'Better this week'],
      ['Ann Member', lastWeek, 'Last week was hard'],
    ]);
    expect(res.text).not.toContain('For Otto only');
    expect(res.text).not.toContain('"mood"');
    expect(res.body.weeks).toHaveLength(12);
    expect(res.body.weeks.at(-1)).toEqual({ weekStart: thisWeek, average: 4, answered: 3 });
    expect(res.body.weeks.at(-2)).toEqual({ weekStart: lastWeek, average: 3.5, answered: 2 });
    expect(res.body.weeks.at(0)).toEqual({ weekStart: addDays(thisWeek, -77), average: null, answered: 0 });

    const otto = await as(other).get('/api/champion/check-ins');
    expect(otto.body.notes.map((n: { note: string }) => n.note)).toEqual(['For Otto only']);
    expect(otto.body.weeks.at(-1)).toEqual({ weekStart: thisWeek, average: 1, answered: 1 });
  });

  it('answers 403 to participants and people not set up', async () => {
    for (const type of ['regular', null] as const) {
      const res = await as(await user(type)).get('/api/champion/check-ins');
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Only champions have a group');
    }
  });

  it('hides a participant’s notes from their champion while their profile says so, and shows them again when allowed', async () => {
    const champion = await user('champion');
    const pia = await user('regular', 'Pia Private');
    await joinGroup(ctx(), pia.id, champion.id);
    expect((await as(pia).put('/api/me/check-in', { mood: 4, note: 'Just for now' })).status).toBe(200);
    expect((await as(champion).get('/api/champion/check-ins')).body.notes).toHaveLength(1);

    expect((await as(pia).patch('/api/me', { championSees: { checkInNotes: false } })).status).toBe(200);
    const hidden = await as(champion).get('/api/champion/check-ins');
    expect(hidden.body.notes).toEqual([]);
    // The week's rating still counts in the group's average: a number among the group's, never one person's.
    expect(hidden.body.weeks.at(-1)).toMatchObject({ answered: 1 });

    expect((await as(pia).patch('/api/me', { championSees: { checkInNotes: true } })).status).toBe(200);
    expect((await as(champion).get('/api/champion/check-ins')).body.notes.map((n: { note: string }) => n.note)).toEqual(['Just for now']);
  });

  it('stops showing a participant’s check-ins to the champion they leave, and not to the next one either; they stay theirs', async () => {
    const champion = await user('champion');
    const next = await user('champion');
    const ann = await user('regular', 'Ann Leaver');
    await joinGroup(ctx(), ann.id, champion.id);
    expect((await as(ann).put('/api/me/check-in', { mood: 2, note: 'Thinking of leaving' })).status).toBe(200);
    expect((await as(champion).get('/api/champion/check-ins')).body.notes).toHaveLength(1);

    expect((await as(ann).delete('/api/me/champion')).status).toBe(204);
    const after = await as(champion).get('/api/champion/check-ins');
    expect(after.body.notes).toEqual([]);
    expect(after.body.weeks.at(-1)).toMatchObject({ average: null, answered: 0 });

    // In another group, the note written to the first champion is not the new one's to read.
    await joinGroup(ctx(), ann.id, next.id);
    expect((await as(next).get('/api/champion/check-ins')).body.notes).toEqual([]);

    const exported = await as(ann).get('/api/me/export');
    expect(exported.status).toBe(200);
    expectContract(accountExportSchema, exported.body);
    expect(exported.body.checkIns).toEqual([
      expect.objectContaining({ weekStart: mondayWeek(), mood: 2, note: 'Thinking of leaving', championName: expect.any(String) }),
    ]);
  });
});
