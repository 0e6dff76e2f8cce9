import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { insertOldCookWithRecipe, oldRowsCreated } from './old-schema-test-rows.ts';

/*
 * Issue 20: the cook log joins a filled database, and every write to it moves its cook's recipe list version (the
 * kept pages of their list carry their ratings); it goes with its cook and with its recipe.
 */
describe.each(databaseKinds)('migration 0020 (cook log) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0020');
  let db: Db;
  const created = oldRowsCreated;

  it('adds the log to an existing database; writes move the cook’s list version; it goes with its recipe and its cook', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0018-recipe-imports');
    const k = db.kysely;
    for (const id of ['u-ana', 'u-ben']) await insertOldCookWithRecipe(db, id, 'Soup');
    await migrateToLatest(db);

    const version = async (userId: string) =>
      (await k.selectFrom('recipeListVersion').select('version').where('userId', '=', userId).executeTakeFirst())?.version;
    const before = await version('u-ana');
    const entry = (id: string, userId: string, recipeId: string) => ({
      id,
      userId,
      householdId: userId,
      recipeId,
      cookedOn: '2026-03-02',
      rating: 4,
      note: 'Good',
      createdAt: created,
    });
    await k
      .insertInto('cookLog')
      .values([entry('c-1', 'u-ana', 'r-u-ana'), entry('c-2', 'u-ben', 'r-u-ana'), entry('c-3', 'u-ana', 'r-u-ben')])
      .execute();
    const afterInsert = await version('u-ana');
    expect(afterInsert).not.toBe(before);
    await k.deleteFrom('cookLog').where('id', '=', 'c-3').execute();
    expect(await version('u-ana')).not.toBe(afterInsert);

    // The recipe goes: its log with it. The cook goes: theirs with them.
    await k.deleteFrom('recipe').where('id', '=', 'r-u-ana').execute();
    expect(await k.selectFrom('cookLog').select('id').execute()).toEqual([]);
    await k
      .insertInto('cookLog')
      .values(entry('c-4', 'u-ben', 'r-u-ben'))
      .execute();
    await k.deleteFrom('user').where('id', '=', 'u-ben').execute();
    expect(await k.selectFrom('cookLog').select('id').execute()).toEqual([]);
  });
});
