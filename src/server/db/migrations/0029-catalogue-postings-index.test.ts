import { sql, type CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { householdRecipesShown, householdRecipesShownQuery, readPostings } from '../../modules/pantry/index.ts';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { Db, DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/*
 * A server holds the catalogue's postings in memory, read from the index's catalogue rows in the order of their
 * recipes' ids (decision 0090); the items of the recipes shown are read from the index in their order, from a covering
 * index made over the rows already indexed (a household's recipes, with their titles, in one statement). (Migration 0030 replaced the index the postings are read from.)
 */
describe.each(databaseKinds)('migration 0029 (catalogue postings index) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0029');
  let db: Db;

  it('reads the catalogue rows indexed before it, by recipe, and the items shown from the index alone', async () => {
    db = await freshDatabase();
    await migrateTo(db, '0028-message-collections');
    const now = new Date().toISOString();
    await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt", "userType", "setupComplete")
      values ('u-sam', 'Sam', 'sam@example.com', ${kind === 'postgres' ? sql`false` : sql`0`}, ${now}, ${now}, 'regular', 1)`.execute(
      db.kysely,
    );
    for (const [id, owner] of [
      ['r-b', null],
      ['r-a', null],
      ['r-own', 'u-sam'],
    ] as const)
      await sql`insert into "recipe" ("id", "userId", "inCatalogue", "title", "servings", "ingredients", "steps", "tags", "dietary", "createdAt", "updatedAt")
        values (${id}, ${owner}, ${owner === null ? 1 : 0}, ${id}, 2, '[]', '[]', '[]', '[]', ${now}, ${now})`.execute(db.kysely);
    await sql`insert into "recipeItem" ("itemKey", "recipeId", "itemCount", "inCatalogue", "userId", "private", "item", "position")
      values ('rice', 'r-b', 2, 1, ${null}, 0, 'rice', 1), ('onion', 'r-b', 2, 1, ${null}, 0, 'onions', 0),
             ('rice', 'r-a', 1, 1, ${null}, 0, 'basmati rice', 0), ('rice', 'r-own', 2, 0, 'u-sam', 0, 'rice', 1),
             ('onion', 'r-own', 2, 0, 'u-sam', 0, 'red onion', 0)`.execute(db.kysely);

    await migrateToLatest(db);
    const postings = await readPostings(db);
    expect(postings.ids).toEqual(['r-a', 'r-b']);
    expect([...postings.itemCounts]).toEqual([1, 2]);
    const numbersOf = (key: string) => {
      const range = postings.ranges.get(key);
      return range ? [...postings.postings.subarray(range.start, range.end)] : [];
    };
    expect(numbersOf('rice')).toEqual([0, 1]);
    expect(numbersOf('onion')).toEqual([1]);
    const sam = { userId: 'u-sam', householdId: 'h-sam' };
    expect(await householdRecipesShown(db, sam, ['r-own'])).toEqual(
      new Map([
        [
          'r-own',
          {
            title: 'r-own',
            items: [
              { key: 'onion', item: 'red onion' },
              { key: 'rice', item: 'rice' },
            ],
          },
        ],
      ]),
    );

    if (kind === 'sqlite') {
      const plan = async (query: CompiledQuery) =>
        (await db.kysely.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` })).rows
          .map((row) => row.detail)
          .join('; ');
      expect(await plan(householdRecipesShownQuery.compiledFor(db, JSON.stringify(['r-own']), sam.userId, sam.householdId))).toMatch(
        /SEARCH i USING COVERING INDEX recipe_item_recipe_idx \(recipeId=\?\)/,
      );
    }
  });
});
