import { sql, type Kysely } from 'kysely';

/**
 * Two covering indexes on the index from item to recipes (`recipeItem`) for "What can I make?"
 * (docs/decisions/0090-the-pantry-ranking-in-memory.md):
 * - `recipe_item_catalogue_order_idx`: the catalogue's rows in the order of their recipes' ids, with the item count,
 *   which a server reads a few thousand at a time to hold the catalogue's postings in memory. Partial (catalogue
 *   rows only) so the reading skips people's own recipes' rows; without it SQLite found each row of the index on
 *   `recipeId` again in the table, five seconds of CPU for 100,000 catalogue recipes.
 * - `recipe_item_recipe_idx` again, now with the item's place and words: the items of the recipes shown (what is
 *   missing) are read from the index alone, in order, instead of found again in the table and sorted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('recipe_item_catalogue_order_idx')
    .on('recipeItem')
    .columns(['recipeId', 'itemKey', 'itemCount'])
    .where(sql.ref('inCatalogue'), '=', 1)
    .execute();
  await db.schema.dropIndex('recipe_item_recipe_idx').execute();
  await db.schema.createIndex('recipe_item_recipe_idx').on('recipeItem').columns(['recipeId', 'position', 'itemKey', 'item']).execute();
}
