import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';
import { insertOldRecipe } from './old-schema-test-rows.ts';

/*
 * "What can I make?" reads only the index from item to recipes, so the recipes stored before it must be in it from the
 * start: live ones with their items (staples left out, each item once), deleted ones not at all.
 */
describe.each(databaseKinds)('migration 0022 (pantry) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0022');
  let db: Db;

  async function insertRecipe(
    id: string,
    ingredients: { text: string; item: string; quantity?: number; unit?: string }[],
    deleted: 0 | 1 = 0,
  ) {
    await insertOldRecipe(db, {
      id,
      inCatalogue: 1,
      ingredients: ingredients.map((line) => ({ quantity: null, unit: null, note: null, ...line })),
      deleted,
    });
  }

  it('fills the index from the live recipes already stored, staples left out', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0018-recipe-imports');
    await insertRecipe('r1', [
      { text: '2 onions', item: 'onions', quantity: 2 },
      { text: '1 large onion', item: 'large onion', quantity: 1 },
      { text: 'Salt', item: 'Salt' },
      { text: '1 l water', item: 'water', quantity: 1, unit: 'l' },
      { text: '200 g rice', item: 'rice', quantity: 200, unit: 'g' },
    ]);
    await insertRecipe('r2', [{ text: 'rice', item: 'rice' }], 1);
    await insertRecipe('r3', [{ text: 'not json at all', item: 'x' }]);
    await sql`update "recipe" set "ingredients" = 'not json' where "id" = 'r3'`.execute(db.kysely);

    await migrateToLatest(db);
    const rows = await db.kysely
      .selectFrom('recipeItem')
      .select(['recipeId', 'itemKey', 'itemCount', 'inCatalogue'])
      .orderBy('recipeId')
      .orderBy('itemKey')
      .execute();
    expect(rows.map((row) => ({ ...row, itemCount: Number(row.itemCount), inCatalogue: Number(row.inCatalogue) }))).toEqual([
      { recipeId: 'r1', itemKey: 'onion', itemCount: 2, inCatalogue: 1 },
      { recipeId: 'r1', itemKey: 'rice', itemCount: 2, inCatalogue: 1 },
    ]);
    expect(await db.kysely.selectFrom('pantryItem').selectAll().execute()).toEqual([]);
  });
});
