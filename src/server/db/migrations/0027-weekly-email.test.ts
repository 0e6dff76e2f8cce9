import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/* Nobody is sent the weekly email without asking: those already here, and anyone added without saying, have it off. */
describe.each(databaseKinds)('migration 0027 (weekly email) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0027');
  let db: Db;

  const created = '2026-03-01T10:00:00.000Z';
  const insertPerson = (id: string) =>
    sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
      values (${id}, ${`Name ${id}`}, ${`${id}@example.com`}, ${kind === 'postgres' ? sql`false` : sql`0`}, ${created}, ${created})`.execute(
      db.kysely,
    );

  it('gives everyone already here the weekly email off, and anyone added later too until they turn it on', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0022-pantry');
    await insertPerson('u-before');

    await migrateToLatest(db);
    await insertPerson('u-after');
    const rows = await db.kysely.selectFrom('user').select(['id', 'weeklyEmail']).orderBy('id').execute();
    expect(rows.map((row) => ({ id: row.id, weeklyEmail: Number(row.weeklyEmail) }))).toEqual([
      { id: 'u-after', weeklyEmail: 0 },
      { id: 'u-before', weeklyEmail: 0 },
    ]);
  });
});
