import { sql, type Kysely } from 'kysely';
import { storedRecipeItems } from '../../../shared/pantry/recipe-item-keys.ts';

/**
 * The index from item to recipes (`recipeItem`, migration 0022) keeps, beside each key, the item's words as the
 * recipe names it and its place among the recipe's items, so "What can I make?" names what is missing from the
 * index alone instead of reading and keying every ingredient line of the recipes it shows
 * (docs/decisions/0079-the-pantry.md, Speed). The rows already stored get them from their recipes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('recipeItem')
    .addColumn('item', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('recipeItem')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
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
  item: string;
  position: number;
}

/**
 * Every live recipe's rows written again, now with their words and places, a chunk of recipes at a time in id order
 * (as migration 0022 filled them), so a large catalogue never sits in memory.
 */
async function backfill(db: Kysely<unknown>): Promise<void> {
  const index = db.withTables<{ recipeItem: RecipeItemRow }>();
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; ingredients: string; inCatalogue: number; userId: string | null; private: number }>`
      select "id", "ingredients", "inCatalogue", "userId", "private" from "recipe"
      where "deleted" = 0 and "id" > ${after} order by "id" limit ${CHUNK}`.execute(db);
    if (rows.length === 0) return;
    const items = rows.flatMap((recipe) => {
      const found = storedRecipeItems(recipe.ingredients);
      return found.map(({ key, item }, position) => ({
        itemKey: key,
        recipeId: recipe.id,
        itemCount: found.length,
        inCatalogue: Number(recipe.inCatalogue),
        userId: recipe.userId,
        private: Number(recipe.private),
        item,
        position,
      }));
    });
    await index
      .deleteFrom('recipeItem')
      .where(
        'recipeId',
        'in',
        rows.map((recipe) => recipe.id),
      )
      .execute();
    // Parameters per statement stay under SQLite's limit (eight columns a row).
    for (let at = 0; at < items.length; at += 500)
      await index
        .insertInto('recipeItem')
        .values(items.slice(at, at + 500))
        .execute();
    after = rows[rows.length - 1]?.id ?? after;
  }
}
