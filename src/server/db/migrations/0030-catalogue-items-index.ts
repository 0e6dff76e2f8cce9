import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's rows of the index from item to recipes (`recipeItem`) read whole into a server's memory for "What can
 * I make?" (docs/decisions/0091-the-pantry-answer-from-memory-and-a-fair-line.md): with each item's place and words, so that
 * the server also holds every catalogue recipe's items in order and shows what is missing without asking the database.
 * Replaces migration 0029's partial index of the same rows (recipe, key, count), which the reading no longer uses;
 * still partial, so the reading skips people's own recipes' rows.
 *
 * And the owner index (migration 0022) made covering for "the household's own recipes that use these items": a
 * person with 2,000 recipes has some 4,000 rows for a dozen common items, each found again in the table before (56 ms
 * on the event loop at the benchmark's size).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recipe_item_catalogue_order_idx').execute();
  await db.schema
    .createIndex('recipe_item_catalogue_items_idx')
    .on('recipeItem')
    .columns(['recipeId', 'position', 'itemKey', 'itemCount', 'item'])
    .where(sql.ref('inCatalogue'), '=', 1)
    .execute();
  await db.schema.dropIndex('recipe_item_owner_idx').execute();
  await db.schema
    .createIndex('recipe_item_owner_idx')
    .on('recipeItem')
    .columns(['userId', 'itemKey', 'inCatalogue', 'private', 'recipeId', 'itemCount'])
    .execute();
}
