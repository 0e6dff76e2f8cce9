import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import { recipeColumns, type RecipeRow } from './recipe-row.ts';

/*
 * The queries of a recipe's public link (docs/decisions/0080-sharing-a-recipe.md). The owner's are scoped by the
 * owner in the WHERE clause: a recipe that is not theirs (a household member's included), in the catalogue or
 * deleted finds nothing. A visitor's find the recipe by its token alone, and only while it is a live recipe of
 * someone's own collection.
 */

/** One of `ownerId`'s own live recipes, in a query about `recipe`. */
const ownLiveRecipe = (ownerId: string) => (eb: ExpressionBuilder<Database, 'recipe'>) =>
  eb.and([eb('recipe.userId', '=', ownerId), eb('recipe.inCatalogue', '=', 0), eb('recipe.deleted', '=', 0)]);

/** The link's token: undefined when the recipe is not one of the owner's live recipes, null while it is not shared. */
export async function findShareToken(db: Db, ownerId: string, recipeId: string): Promise<string | null | undefined> {
  const row = await db.kysely
    .selectFrom('recipe')
    .leftJoin('recipeShare', 'recipeShare.recipeId', 'recipe.id')
    .select('recipeShare.token')
    .where('recipe.id', '=', recipeId)
    .where(ownLiveRecipe(ownerId))
    .executeTakeFirst();
  return row === undefined ? undefined : row.token;
}

/** Stores a link for the recipe unless it has one already; true when this one was stored. */
export async function insertShare(db: Db, recipeId: string, token: string): Promise<boolean> {
  const inserted = await db.kysely
    .insertInto('recipeShare')
    .values({ recipeId, token, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('recipeId').doNothing())
    .returning('recipeId')
    .execute();
  return inserted.length > 0;
}

/** Deletes the link of one of the owner's live recipes; true when there was one. */
export async function deleteShare(db: Db, ownerId: string, recipeId: string): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('recipeShare')
    .where('recipeShare.recipeId', '=', recipeId)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('recipe').select('recipe.id').whereRef('recipe.id', '=', 'recipeShare.recipeId').where(ownLiveRecipe(ownerId)),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The recipe a token opens while it is shared and live; undefined otherwise (revoked, unknown, deleted). */
export async function findSharedRecipeRow(db: Db, token: string): Promise<RecipeRow | undefined> {
  return db.kysely
    .selectFrom('recipeShare')
    .innerJoin('recipe', 'recipe.id', 'recipeShare.recipeId')
    .select(recipeColumns.map((column) => `recipe.${column}` as const))
    .where('recipeShare.token', '=', token)
    .where('recipe.inCatalogue', '=', 0)
    .where('recipe.deleted', '=', 0)
    .where('recipe.userId', 'is not', null)
    .executeTakeFirst();
}
