import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/*
 * Issue 21: people already in groups keep showing their champion what they showed before (activity counts), their
 * goal progress starts hidden, and goals and their ticks go with the champion and the participant.
 */
describe.each(databaseKinds)('migration 0025 (goals and what a champion sees) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0025');
  let db: Db;
  const created = '2026-03-01T10:00:00.000Z';

  it('gives existing people the defaults, and goals go with their champion, ticks with their participant', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0022-pantry');
    const k = db.kysely;
    for (const id of ['u-champ', 'u-ann', 'u-bob']) {
      await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "userType", "setupComplete")
        values (${id}, ${id}, ${`${id}@example.com`}, ${kind === 'postgres' ? sql`false` : sql`0`}, ${created}, ${created}, 'regular', 1)`.execute(
        k,
      );
    }
    await migrateToLatest(db);

    const settings = await k
      .selectFrom('user')
      .select(['id', 'championSeesActivity', 'championSeesGoalProgress', 'championSeesCheckInNotes'])
      .orderBy('id')
      .execute();
    expect(
      settings.map((row) => [
        row.id,
        Number(row.championSeesActivity),
        Number(row.championSeesGoalProgress),
        Number(row.championSeesCheckInNotes),
      ]),
    ).toEqual([
      ['u-ann', 1, 0, 1],
      ['u-bob', 1, 0, 1],
      ['u-champ', 1, 0, 1],
    ]);

    const goal = (id: string, championId: string) => ({
      id,
      championId,
      kind: 'free-text',
      target: 1,
      text: 'Fruit',
      weekStartsOn: 'monday',
      startWeek: '2026-03-02',
      endWeek: '2026-03-09',
      createdAt: created,
      updatedAt: created,
    });
    await k
      .insertInto('goal')
      .values([goal('g1', 'u-champ'), goal('g2', 'u-bob')])
      .execute();
    await k
      .insertInto('goalTick')
      .values([
        { goalId: 'g1', userId: 'u-ann', week: '2026-03-02', createdAt: created },
        { goalId: 'g1', userId: 'u-bob', week: '2026-03-02', createdAt: created },
        { goalId: 'g2', userId: 'u-ann', week: '2026-03-02', createdAt: created },
      ])
      .execute();
    // One tick per person, goal and week.
    await expect(
      k.insertInto('goalTick').values({ goalId: 'g1', userId: 'u-ann', week: '2026-03-02', createdAt: created }).execute(),
    ).rejects.toThrow();

    await k.deleteFrom('user').where('id', '=', 'u-ann').execute();
    expect(await k.selectFrom('goalTick').select(['goalId', 'userId']).orderBy('goalId').execute()).toEqual([
      { goalId: 'g1', userId: 'u-bob' },
    ]);
    await k.deleteFrom('user').where('id', '=', 'u-champ').execute();
    expect(await k.selectFrom('goal').select('id').execute()).toEqual([{ id: 'g2' }]);
    expect(await k.selectFrom('goalTick').selectAll().execute()).toEqual([]);
  });
});
