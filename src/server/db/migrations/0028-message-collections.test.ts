import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/*
 * Issue 21 part 3: messages already posted keep reading as they did (no collection); a message's collection is kept
 * as posted, a recipe in it purged later leaves the rest, and deleting the message takes its collection with it.
 */
describe.each(databaseKinds)('migration 0028 (message collections) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0028');
  let db: Db;
  const created = '2026-03-01T10:00:00.000Z';

  it('leaves existing messages without a collection and keeps a posted collection’s recipes in order', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0027-weekly-email');
    const k = db.kysely;
    await sql`insert into "household" ("id", "name", "size", "createdAt") values ('h-cara', 'h', 1, ${created})`.execute(k);
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "userType", "setupComplete", "householdId")
      values ('u-cara', 'Cara', 'cara@example.com', ${kind === 'postgres' ? sql`false` : sql`0`}, ${created}, ${created}, 'champion', 1, 'h-cara')`.execute(
      k,
    );
    for (const id of ['r-soup', 'r-stew'])
      await sql`insert into "recipe" ("id", "userId", "inCatalogue", "title", "servings", "ingredients", "steps", "tags", "dietary", "createdAt", "updatedAt")
        values (${id}, ${null}, 1, ${id}, 2, '[]', '[]', '[]', '[]', ${created}, ${created})`.execute(k);
    await sql`insert into "groupMessage" ("id", "championId", "text", "recipeId", "createdAt")
      values ('m-old', 'u-cara', 'Posted before', 'r-soup', ${created})`.execute(k);

    await migrateToLatest(db);
    expect(await k.selectFrom('groupMessage').select(['id', 'collectionName']).execute()).toEqual([{ id: 'm-old', collectionName: null }]);
    expect(await k.selectFrom('groupMessageCollectionRecipe').selectAll().execute()).toEqual([]);

    await k
      .insertInto('groupMessage')
      .values({ id: 'm-new', championId: 'u-cara', text: 'Weeknights', recipeId: null, collectionName: 'Weeknight', createdAt: created })
      .execute();
    await k
      .insertInto('groupMessageCollectionRecipe')
      .values([
        { messageId: 'm-new', recipeId: 'r-stew', position: 0 },
        { messageId: 'm-new', recipeId: 'r-soup', position: 1 },
      ])
      .execute();
    // A recipe is in a message's collection once.
    await expect(
      k.insertInto('groupMessageCollectionRecipe').values({ messageId: 'm-new', recipeId: 'r-soup', position: 2 }).execute(),
    ).rejects.toThrow();

    await k.deleteFrom('recipe').where('id', '=', 'r-stew').execute();
    expect(await k.selectFrom('groupMessageCollectionRecipe').select(['recipeId', 'position']).execute()).toEqual([
      { recipeId: 'r-soup', position: 1 },
    ]);
    expect(await k.selectFrom('groupMessage').select('collectionName').where('id', '=', 'm-new').execute()).toEqual([
      { collectionName: 'Weeknight' },
    ]);

    await k.deleteFrom('groupMessage').where('id', '=', 'm-new').execute();
    expect(await k.selectFrom('groupMessageCollectionRecipe').selectAll().execute()).toEqual([]);
  });
});
