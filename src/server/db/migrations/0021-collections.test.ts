import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { insertOldCookWithRecipe, oldRowsCreated } from './old-schema-test-rows.ts';

/*
 * Issue 20 part 3: an existing database gains collections without touching what it holds, and a collection goes
 * with its owner's account and a recipe with the recipe (a hard delete), never the other way round.
 */
describe.each(databaseKinds)('migration 0021 (collections) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0021');
  let db: Db;
  const created = oldRowsCreated;

  it('adds empty collections to a filled database; deleting an owner or a recipe takes only what hangs on it', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0018-recipe-imports');
    const k = db.kysely;
    for (const id of ['u-ana', 'u-ben']) await insertOldCookWithRecipe(db, id, `Soup of ${id}`);

    await migrateToLatest(db);
    expect(await k.selectFrom('collection').selectAll().execute()).toEqual([]);
    expect(await k.selectFrom('recipe').select('id').orderBy('id').execute()).toEqual([{ id: 'r-u-ana' }, { id: 'r-u-ben' }]);

    const collection = (id: string, ownerId: string, name: string) => ({
      id,
      ownerId,
      name,
      nameKey: name.toLowerCase(),
      kind: 'manual' as const,
      createdAt: created,
      updatedAt: created,
    });
    await k
      .insertInto('collection')
      .values([collection('c-ana', 'u-ana', 'Weeknight'), collection('c-ben', 'u-ben', 'Weeknight')])
      .execute();
    await k
      .insertInto('collectionRecipe')
      .values([
        { collectionId: 'c-ana', recipeId: 'r-u-ana', addedAt: created },
        { collectionId: 'c-ana', recipeId: 'r-u-ben', addedAt: created },
        { collectionId: 'c-ben', recipeId: 'r-u-ben', addedAt: created },
      ])
      .execute();
    // One name per owner, whatever its case.
    await expect(
      k
        .insertInto('collection')
        .values(collection('c-ana-2', 'u-ana', 'weeknight'))
        .execute(),
    ).rejects.toThrow();

    await k.deleteFrom('recipe').where('id', '=', 'r-u-ana').execute();
    expect(
      await k.selectFrom('collectionRecipe').select(['collectionId', 'recipeId']).orderBy('collectionId').orderBy('recipeId').execute(),
    ).toEqual([
      { collectionId: 'c-ana', recipeId: 'r-u-ben' },
      { collectionId: 'c-ben', recipeId: 'r-u-ben' },
    ]);
    await k.deleteFrom('user').where('id', '=', 'u-ana').execute();
    expect(await k.selectFrom('collection').select('id').execute()).toEqual([{ id: 'c-ben' }]);
    expect(await k.selectFrom('collectionRecipe').select(['collectionId', 'recipeId']).execute()).toEqual([
      { collectionId: 'c-ben', recipeId: 'r-u-ben' },
    ]);
  });
});
