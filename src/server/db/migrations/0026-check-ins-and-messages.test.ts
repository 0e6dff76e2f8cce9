import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/*
 * Issue 21 parts 2 and 3: an existing database gains check-ins and messages without touching what it holds; a
 * participant's check-ins go with their account and outlive their champion's, one per week; a message takes its
 * reactions along, and a purged recipe leaves the message that recommended it.
 */
describe.each(databaseKinds)('migration 0026 (check-ins and messages) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0026');
  let db: Db;
  const created = '2026-03-01T10:00:00.000Z';

  it('adds empty tables to a filled database, with the rules their rows keep', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0022-pantry');
    const k = db.kysely;
    for (const [id, type] of [
      ['u-cara', 'champion'],
      ['u-ann', 'regular'],
      ['u-bob', 'regular'],
    ] as const) {
      await sql`insert into "household" ("id", "name", "size", "createdAt") values (${id}, ${id}, 2, ${created})`.execute(k);
      await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "userType", "setupComplete", "householdId")
        values (${id}, ${id}, ${`${id}@example.com`}, ${kind === 'postgres' ? sql`false` : sql`0`}, ${created}, ${created}, ${type}, 1, ${id})`.execute(
        k,
      );
    }
    await sql`insert into "recipe" ("id", "userId", "inCatalogue", "title", "servings", "ingredients", "steps", "tags", "dietary", "createdAt", "updatedAt")
      values ('r-soup', ${null}, 1, 'Soup', 2, '[]', '[]', '[]', '[]', ${created}, ${created})`.execute(k);

    await migrateToLatest(db);
    for (const table of ['checkIn', 'groupMessage', 'groupMessageReaction', 'groupMessageSeen'] as const)
      expect(await k.selectFrom(table).selectAll().execute()).toEqual([]);
    expect(await k.selectFrom('user').select('id').orderBy('id').execute()).toHaveLength(3);

    const checkIn = (id: string, userId: string, weekStart: string) => ({
      id,
      userId,
      weekStart,
      championId: 'u-cara',
      mood: 4,
      note: 'Good week',
      createdAt: created,
      updatedAt: created,
    });
    await k
      .insertInto('checkIn')
      .values([checkIn('c1', 'u-ann', '2026-02-23'), checkIn('c2', 'u-bob', '2026-02-23')])
      .execute();
    // One per person per week.
    await expect(
      k
        .insertInto('checkIn')
        .values(checkIn('c3', 'u-ann', '2026-02-23'))
        .execute(),
    ).rejects.toThrow();

    await k
      .insertInto('groupMessage')
      .values({ id: 'm1', championId: 'u-cara', text: 'Soup week', recipeId: 'r-soup', createdAt: created })
      .execute();
    await k
      .insertInto('groupMessageReaction')
      .values([
        { messageId: 'm1', userId: 'u-ann', reaction: 'heart', createdAt: created },
        { messageId: 'm1', userId: 'u-bob', reaction: 'heart', createdAt: created },
      ])
      .execute();
    // One of each reaction per person.
    await expect(
      k.insertInto('groupMessageReaction').values({ messageId: 'm1', userId: 'u-ann', reaction: 'heart', createdAt: created }).execute(),
    ).rejects.toThrow();

    await k.deleteFrom('recipe').where('id', '=', 'r-soup').execute();
    expect(await k.selectFrom('groupMessage').select(['id', 'recipeId']).execute()).toEqual([{ id: 'm1', recipeId: null }]);

    await k.deleteFrom('user').where('id', '=', 'u-ann').execute();
    expect(await k.selectFrom('checkIn').select(['id', 'championId']).execute()).toEqual([{ id: 'c2', championId: 'u-cara' }]);
    expect(await k.selectFrom('groupMessageReaction').select('userId').execute()).toEqual([{ userId: 'u-bob' }]);

    await k.deleteFrom('user').where('id', '=', 'u-cara').execute();
    expect(await k.selectFrom('checkIn').select(['id', 'championId']).execute()).toEqual([{ id: 'c2', championId: null }]);
    expect(await k.selectFrom('groupMessage').selectAll().execute()).toEqual([]);
    expect(await k.selectFrom('groupMessageReaction').selectAll().execute()).toEqual([]);
  });
});
