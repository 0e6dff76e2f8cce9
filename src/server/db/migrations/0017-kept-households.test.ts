import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo } from '../migrate.ts';

/*
 * Migration 0017 lets a household be kept for someone who joined another: existing households stay as they were
 * (kept for no one), one household at most is kept per person, and it goes with their account.
 */
describe.each(databaseKinds)('migration 0017 (kept households) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0017');
  let db: Db;
  const created = '2026-03-01T10:00:00.000Z';

  async function person(id: string) {
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "userType", "setupComplete")
      values (${id}, ${`Name ${id}`}, ${`${id}@example.com`}, ${kind === 'postgres' ? sql`false` : sql`0`}, ${created}, ${created}, 'regular', 1)`.execute(
      db.kysely,
    );
  }
  const household = (id: string, keptFor?: string) =>
    keptFor === undefined
      ? sql`insert into "household" ("id", "name", "size", "createdAt") values (${id}, ${`Home ${id}`}, 2, ${created})`.execute(db.kysely)
      : sql`insert into "household" ("id", "name", "size", "createdAt", "keptFor") values (${id}, ${`Home ${id}`}, 2, ${created}, ${keptFor})`.execute(
          db.kysely,
        );

  it('keeps every household as it was, allows one kept household per person, and removes it with them', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0016-jobs');
    await person('u-ana');
    await person('u-ben');
    await household('h-old');

    await migrateTo(db, '0017-kept-households');
    const k = db.kysely;
    expect(await k.selectFrom('household').select(['id', 'name', 'size', 'keptFor']).execute()).toEqual([
      { id: 'h-old', name: 'Home h-old', size: 2, keptFor: null },
    ]);

    await household('h-ana', 'u-ana');
    await household('h-ben', 'u-ben');
    // A second household kept for the same person is refused by the unique index.
    await expect(household('h-ana-2', 'u-ana')).rejects.toThrow();
    // A household kept for no one does not count.
    await household('h-free');

    await k.deleteFrom('user').where('id', '=', 'u-ana').execute();
    expect(await k.selectFrom('household').select(['id', 'keptFor']).orderBy('id').execute()).toEqual([
      { id: 'h-ben', keptFor: 'u-ben' },
      { id: 'h-free', keptFor: null },
      { id: 'h-old', keptFor: null },
    ]);
  });
});
