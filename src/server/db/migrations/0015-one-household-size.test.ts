import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/*
 * `user.householdSize` repeated `household.size` after migration 0014. It goes without loss: someone with a household
 * keeps its size; someone without one yet keeps their own size in a household of their own, unless it was the
 * default that the first need of one would have given them anyway.
 */
describe.each(databaseKinds)('migration 0015 (one household size) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0015');
  let db: Db;

  const created = '2026-03-01T10:00:00.000Z';
  async function person(id: string, householdSize: number, householdId: string | null) {
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "userType", "setupComplete", "householdSize", "householdId")
      values (${id}, ${`Name ${id}`}, ${`${id}@example.com`}, ${kind === 'postgres' ? sql`false` : sql`0`}, ${created}, ${created},
        ${householdId ? 'regular' : null}, ${householdId ? 1 : 0}, ${householdSize}, ${householdId})`.execute(db.kysely);
  }

  it("keeps every household's size, and a size someone without a household had chose, then drops the column", async () => {
    db = await freshDatabase();
    await migrateTo(db, '0014-households');
    await sql`insert into "household" ("id", "name", "size", "createdAt") values ('h-ana', 'Ana’s', 4, ${created})`.execute(db.kysely);
    await person('u-ana', 4, 'h-ana');
    await person('u-ben', 4, 'h-ana');
    await person('u-cy', 5, null);
    await person('u-dee', 2, null);

    await migrateToLatest(db);
    const k = db.kysely;

    expect(await k.selectFrom('household').select(['id', 'name', 'size']).orderBy('id').execute()).toEqual([
      { id: 'h-ana', name: 'Ana’s', size: 4 },
      { id: 'u-cy', name: 'Name u-cy', size: 5 },
    ]);
    expect(await k.selectFrom('user').select(['id', 'householdId']).orderBy('id').execute()).toEqual([
      { id: 'u-ana', householdId: 'h-ana' },
      { id: 'u-ben', householdId: 'h-ana' },
      { id: 'u-cy', householdId: 'u-cy' },
      { id: 'u-dee', householdId: null },
    ]);
    const userTable = (await k.introspection.getTables()).find((table) => table.name === 'user');
    expect(userTable?.columns.map((column) => column.name)).not.toContain('householdSize');

    const indexes =
      kind === 'sqlite'
        ? await sql<{ name: string }>`select "name" from "sqlite_master" where "type" = 'index' and "tbl_name" = 'invitation'`.execute(k)
        : await sql<{ name: string }>`select "indexname" as "name" from "pg_indexes" where "tablename" = 'invitation'`.execute(k);
    expect(indexes.rows.map((row) => row.name)).toContain('invitation_household_idx');
  });
});
