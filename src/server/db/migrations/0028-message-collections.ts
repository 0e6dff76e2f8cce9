import type { Kysely } from 'kysely';

/**
 * A champion's message may recommend one of their collections (issue 21 part 3;
 * docs/decisions/0087-a-message-recommends-a-collection.md). What the group sees is taken when the message is posted:
 * - `groupMessage.collectionName`: the collection's name then; null for a message that recommends none. A collection
 *   renamed or deleted later leaves the message as it was posted.
 * - `groupMessageCollectionRecipe`: the collection's catalogue recipes then, in its order (`position`). Only catalogue
 *   recipes are ever written here, never the champion's own; a recipe purged later takes its row with it, and one
 *   unpublished since is left out when read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('groupMessage').addColumn('collectionName', 'text').execute();
  await db.schema
    .createTable('groupMessageCollectionRecipe')
    .addColumn('messageId', 'text', (c) => c.notNull().references('groupMessage.id').onDelete('cascade'))
    .addColumn('recipeId', 'text', (c) => c.notNull().references('recipe.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_message_collection_recipe_pk', ['messageId', 'recipeId'])
    .execute();
  // A purged recipe finds its rows.
  await db.schema.createIndex('group_message_collection_recipe_recipe_idx').on('groupMessageCollectionRecipe').column('recipeId').execute();
}
