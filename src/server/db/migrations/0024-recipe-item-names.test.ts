import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/*
 * "What can I make?" names what is missing from the index alone, so the rows indexed before the index kept names must
 * gain them: each item's words as the recipe's first line of it has them, in the recipe's order, staples left out.
 */
describe.each(databaseKinds)('migration 0024 (recipe item names) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0024');
  let db: Db;

  it('names the items already indexed, in the order the recipe lists them', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0022-pantry');
    const now = new Date().toISOString();
    const ingredients = [
      { text: '2 Red Onions', item: 'Red Onions', quantity: 2 },
      { text: 'Salt', item: 'Salt' },
      { text: '200 g rice', item: 'rice', quantity: 200, unit: 'g' },
      { text: '1 red onion', item: 'red onion', quantity: 1 },
    ].map((line) => ({ quantity: null, unit: null, note: null, ...line }));
    await sql`insert into "recipe" ("id", "userId", "inCatalogue", "title", "servings", "ingredients", "steps", "tags", "dietary", "createdAt", "updatedAt")
      values ('r1', ${null}, 1, 'Onion rice', 2, ${JSON.stringify(ingredients)}, '[]', '[]', '[]', ${now}, ${now})`.execute(db.kysely);
    await sql`insert into "recipeItem" ("itemKey", "recipeId", "itemCount", "inCatalogue", "userId", "private")
      values ('red-onion', 'r1', 2, 1, ${null}, 0), ('rice', 'r1', 2, 1, ${null}, 0)`.execute(db.kysely);

    await migrateToLatest(db);
    const rows = await db.kysely
      .selectFrom('recipeItem')
      .select(['recipeId', 'itemKey', 'itemCount', 'item', 'position'])
      .orderBy('position')
      .execute();
    expect(rows.map((row) => ({ ...row, itemCount: Number(row.itemCount), position: Number(row.position) }))).toEqual([
      { recipeId: 'r1', itemKey: 'red-onion', itemCount: 2, item: 'Red Onions', position: 0 },
      { recipeId: 'r1', itemKey: 'rice', itemCount: 2, item: 'rice', position: 1 },
    ]);
  });
});
