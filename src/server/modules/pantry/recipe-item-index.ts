import { storedRecipeItems } from '../../../shared/pantry/recipe-item-keys.ts';
import { inTransaction, type Db } from '../../db/kysely.ts';

/**
 * Brings the index from item to recipes (`recipeItem`, migrations 0022 and 0024) up to date for the recipes `ids` as
 * they are stored now: a live recipe's items replace what the index had for it, a deleted one's are removed. Every
 * write of a recipe's ingredients, owner, privacy or deletion calls it after the write (recipes.repo.ts,
 * the catalogue's publishing and unpublishing), so "What can I make?" reads the index alone
 * (docs/decisions/0079-the-pantry.md).
 */
export async function indexRecipeItems(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const recipes = await db.kysely
    .selectFrom('recipe')
    .select(['id', 'ingredients', 'inCatalogue', 'userId', 'private', 'deleted'])
    .where('id', 'in', ids)
    .execute();
  const rows = recipes
    .filter((recipe) => Number(recipe.deleted) === 0)
    .flatMap((recipe) => {
      const items = storedRecipeItems(recipe.ingredients);
      return items.map(({ key, item }, position) => ({
        itemKey: key,
        recipeId: recipe.id,
        itemCount: items.length,
        inCatalogue: Number(recipe.inCatalogue),
        userId: recipe.userId,
        private: Number(recipe.private),
        item,
        position,
      }));
    });
  // Removed and written again together: two saves of one recipe at once leave one of their sets, never both.
  const write = async (trx: Db) => {
    await trx.kysely.deleteFrom('recipeItem').where('recipeId', 'in', ids).execute();
    for (let at = 0; at < rows.length; at += 500)
      await trx.kysely
        .insertInto('recipeItem')
        .values(rows.slice(at, at + 500))
        .execute();
  };
  await (db.kysely.isTransaction ? write(db) : inTransaction(db, write));
}
