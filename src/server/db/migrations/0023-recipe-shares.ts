import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * A recipe's public read-only link (issue 20 part 5; docs/decisions/0080-sharing-a-recipe.md): at most one per
 * recipe, so the recipe is the key. `token` is the secret in the address `/r/<token>` (32 random bytes, base64url),
 * stored as it is so that the owner can see and copy the link again, as the calendar feed's is (decision 0010); its
 * unique index is how a visitor's look-up finds the row. Stopping sharing deletes the row; the row goes with its
 * recipe when the recipe is removed for good (a recipe in "Recently deleted" keeps it, unread, until restored).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('recipeShare')
    .addColumn('recipeId', 'text', (c) => c.primaryKey().references('recipe.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
}
