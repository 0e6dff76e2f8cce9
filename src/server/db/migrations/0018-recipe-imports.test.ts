import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo } from '../migrate.ts';

/*
 * Migration 0018 adds the imports of export files: a row per upload, with its counts starting at nothing, at most one
 * queued or running per person (however many have ended), and the rows going with the person's account.
 */
describe.each(databaseKinds)('migration 0018 (recipe imports) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0018');
  let db: Db;
  const created = '2026-03-01T10:00:00.000Z';

  async function person(id: string) {
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "userType", "setupComplete")
      values (${id}, ${`Name ${id}`}, ${`${id}@example.com`}, ${kind === 'postgres' ? sql`false` : sql`0`}, ${created}, ${created}, 'regular', 1)`.execute(
      db.kysely,
    );
  }
  const anImport = (id: string, userId: string, status: string) =>
    sql`insert into "recipeImport" ("id", "userId", "status", "fileName", "language", "locale", "fileKey", "createdAt", "updatedAt")
      values (${id}, ${userId}, ${status}, 'export.zip', 'en', 'en-GB', ${`imports/${id}`}, ${created}, ${created})`.execute(db.kysely);

  it('starts each import at nothing, holds one active import per person, and removes them with the person', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0017-kept-households');
    await person('u-ana');
    await person('u-ben');

    await migrateTo(db, '0018-recipe-imports');
    const k = db.kysely;
    await anImport('i-1', 'u-ana', 'done');
    await anImport('i-2', 'u-ana', 'failed');
    await anImport('i-3', 'u-ana', 'queued');
    // A second active import of the same person's is refused, queued or running; another person's is not.
    await expect(anImport('i-4', 'u-ana', 'running')).rejects.toThrow();
    await expect(anImport('i-5', 'u-ana', 'queued')).rejects.toThrow();
    await anImport('i-6', 'u-ben', 'running');

    const row = await sql<Record<string, unknown>>`select * from "recipeImport" where "id" = 'i-3'`.execute(k);
    expect(row.rows[0]).toMatchObject({
      status: 'queued',
      format: null,
      refusal: null,
      total: 0,
      done: 0,
      imported: 0,
      skipped: 0,
      failed: 0,
    });
    expect(row.rows[0]).toMatchObject({ problems: '[]', recipeIds: '[]' });

    await sql`delete from "user" where "id" = 'u-ana'`.execute(k);
    expect((await sql<{ id: string }>`select "id" from "recipeImport" order by "id"`.execute(k)).rows).toEqual([{ id: 'i-6' }]);
  });
});
