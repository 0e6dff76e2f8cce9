import { sql, type Kysely } from 'kysely';
import { storedRecipeItemKeys } from '../../../shared/pantry/recipe-item-keys.ts';
import { columnTypes } from './column-types.ts';

/**
 * The pantry and "What can I make?" (issue 20 part 4; docs/decisions/0079-the-pantry.md).
 * - `pantryItem`: what a household has in its cupboard, one row per item key (the key the shopping list merges
 *   lines by), with an optional amount and best-before date; removed with the household.
 * - `recipeItem`: the index from item key to the live recipes that use it, staples left out, each row carrying
 *   what the ranking filters and divides by (the recipe's number of items, whether it is in the catalogue, whose it
 *   is and whether it is private), so that a suggestion reads only the rows of the pantry's keys. Kept up to date by
 *   the app where recipes are written; filled here from the recipes already stored. Its two indexes serve the
 *   ranking's two reads: each pantry item's catalogue recipes, fewest items first, and the household's own. On SQLite it is a table
 *   without rowid, clustered by its key, so the rows of one item are read together without a second look-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('pantryItem')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('householdId', 'text', (c) => c.notNull().references('household.id').onDelete('cascade'))
    .addColumn('itemKey', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('quantity', t.kind === 'postgres' ? 'double precision' : 'real')
    .addColumn('unit', 'text')
    .addColumn('bestBefore', 'text')
    .addColumn('addedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('pantry_item_household_key', ['householdId', 'itemKey'])
    .execute();

  let recipeItem = db.schema
    .createTable('recipeItem')
    .addColumn('itemKey', 'text', (c) => c.notNull())
    .addColumn('recipeId', 'text', (c) => c.notNull().references('recipe.id').onDelete('cascade'))
    .addColumn('itemCount', 'integer', (c) => c.notNull())
    .addColumn('inCatalogue', 'integer', (c) => c.notNull())
    // The owner's id, as the recipe has it; a deleted account's published recipes stay, without it.
    .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('private', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('recipe_item_pk', ['itemKey', 'recipeId']);
  if (t.kind === 'sqlite') recipeItem = recipeItem.modifyEnd(sql`without rowid`);
  await recipeItem.execute();
  await db.schema.createIndex('recipe_item_recipe_idx').on('recipeItem').column('recipeId').execute();
  // A catalogue item's recipes, fewest items first: the ranking reads a bounded slice of each.
  await db.schema
    .createIndex('recipe_item_catalogue_idx')
    .on('recipeItem')
    .columns(['itemKey', 'inCatalogue', 'itemCount', 'recipeId'])
    .execute();
  // A household's own recipes, read whole: a household has few.
  await db.schema.createIndex('recipe_item_owner_idx').on('recipeItem').columns(['userId', 'itemKey']).execute();

  await backfill(db);
}

const CHUNK = 1000;

interface RecipeItemRow {
  itemKey: string;
  recipeId: string;
  itemCount: number;
  inCatalogue: number;
  userId: string | null;
  private: number;
}

/** Every live recipe's items, a chunk of recipes at a time in id order, so a large catalogue never sits in memory. */
async function backfill(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; ingredients: string; inCatalogue: number; userId: string | null; private: number }>`
      select "id", "ingredients", "inCatalogue", "userId", "private" from "recipe"
      where "deleted" = 0 and "id" > ${after} order by "id" limit ${CHUNK}`.execute(db);
    if (rows.length === 0) return;
    const items = rows.flatMap((recipe) => {
      const keys = storedRecipeItemKeys(recipe.ingredients);
      return keys.map((itemKey) => ({
        itemKey,
        recipeId: recipe.id,
        itemCount: keys.length,
        inCatalogue: Number(recipe.inCatalogue),
        userId: recipe.userId,
        private: Number(recipe.private),
      }));
    });
    // Parameters per statement stay under SQLite's limit (six columns a row).
    for (let at = 0; at < items.length; at += 500)
      await db
        .withTables<{ recipeItem: RecipeItemRow }>()
        .insertInto('recipeItem')
        .values(items.slice(at, at + 500))
        .execute();
    after = rows[rows.length - 1]?.id ?? after;
  }
}
