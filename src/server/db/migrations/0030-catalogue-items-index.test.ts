import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postingsRead, readPostings } from '../../modules/pantry/index.ts';
import { emptyDatabaseEachTest } from '../../test/empty-database.ts';
import { databaseKinds } from '../../test/test-server.ts';
import type { DatabaseKind } from '../kysely.ts';
import { migrateTo, migrateToLatest } from '../migrate.ts';

/*
 * A server holds every catalogue recipe's title and items in memory beside the postings (decision 0091), read from the
 * index's catalogue rows with their places and words: from migration 0030's covering index, over the rows indexed
 * before it.
 */
describe.each(databaseKinds)('migration 0030 (catalogue items index) on %s', (kind: DatabaseKind) => {
  const freshDatabase = emptyDatabaseEachTest(kind, '0030');

  it('reads the catalogue recipes indexed before it with their titles and items in order, from the index alone', async () => {
    const db = await freshDatabase();
    await migrateTo(db, '0029-catalogue-postings-index');
    const now = new Date().toISOString();
    for (const [id, title, published, deleted] of [
      ['r-soup', 'Leek soup', 1, 0],
      ['r-gone', 'Deleted stew', 1, 1],
    ] as const)
      await sql`insert into "recipe" ("id", "inCatalogue", "deleted", "title", "servings", "ingredients", "steps", "tags", "dietary", "createdAt", "updatedAt")
        values (${id}, ${published}, ${deleted}, ${title}, 2, '[]', '[]', '[]', '[]', ${now}, ${now})`.execute(db.kysely);
    await sql`insert into "recipeItem" ("itemKey", "recipeId", "itemCount", "inCatalogue", "userId", "private", "item", "position")
      values ('potato', 'r-soup', 2, 1, ${null}, 0, 'floury potatoes', 1), ('leek', 'r-soup', 2, 1, ${null}, 0, 'leeks', 0),
             ('leek', 'r-gone', 1, 1, ${null}, 0, 'leek', 0)`.execute(db.kysely);

    await migrateToLatest(db);
    const postings = await readPostings(db);
    // The deleted recipe's rows (left by a writer that had not yet removed them) are counted but never shown: no title.
    expect(postings.ids).toEqual(['r-gone', 'r-soup']);
    expect(postings.titles).toEqual([undefined, 'Leek soup']);
    const itemsOf = (number: number) =>
      [...postings.items.subarray(postings.itemStarts[number], postings.itemStarts[number + 1])].map((word) => postings.words[word]);
    expect(itemsOf(1)).toEqual([
      { key: 'leek', item: 'leeks' },
      { key: 'potato', item: 'floury potatoes' },
    ]);
    expect(itemsOf(0)).toEqual([{ key: 'leek', item: 'leek' }]);

    if (kind === 'sqlite') {
      const read = postingsRead(db, 'r-gone', 100).compile();
      const { rows } = await db.kysely.executeQuery<{ detail: string }>({ ...read, sql: `explain query plan ${read.sql}` });
      expect(rows.map((row) => row.detail).join('; ')).toMatch(/USING COVERING INDEX recipe_item_catalogue_items_idx/);
    }
  });
});
