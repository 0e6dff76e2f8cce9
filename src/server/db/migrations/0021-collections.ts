import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Collections (docs/decisions/0078-collections.md): a person's named lists of recipes. A manual one holds the
 * recipes put in it (`collectionRecipe`: own ones, household members', catalogue ones; a recipe may be in several);
 * a smart one holds a catalogue search (`search`: the query of the Recipe Catalog's address, `q=soup&dietary=vegan`)
 * that is run again each time it is read. `nameKey` is the name as compared for "already used": trimmed and
 * lower-cased, unique per owner. `shared` (0/1) lets the owner's household read it. Which household is the owner's
 * at the time of reading, as for recipes (0064), so no household id is kept here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('collection')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ownerId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nameKey', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('collection_owner_name_idx').unique().on('collection').columns(['ownerId', 'nameKey']).execute();

  await db.schema
    .createTable('collectionRecipe')
    .addColumn('collectionId', 'text', (c) => c.notNull().references('collection.id').onDelete('cascade'))
    .addColumn('recipeId', 'text', (c) => c.notNull().references('recipe.id').onDelete('cascade'))
    .addColumn('addedAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_recipe_pk', ['collectionId', 'recipeId'])
    .execute();
  await db.schema.createIndex('collection_recipe_recipe_idx').on('collectionRecipe').column('recipeId').execute();
}
