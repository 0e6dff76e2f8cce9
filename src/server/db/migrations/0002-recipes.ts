import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Recipes: personal ones (userId set, inCatalogue 0) and the shared catalogue's (inCatalogue 1; userId is
 * the publisher, or null for the programme's starter set). List-shaped fields are JSON text on both
 * databases; the columns the catalogue filters and sorts on are real columns with indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('recipe')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('inCatalogue', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('servings', 'integer', (c) => c.notNull())
    .addColumn('prepMinutes', 'integer')
    .addColumn('cookMinutes', 'integer')
    .addColumn('totalMinutes', 'integer')
    .addColumn('ingredients', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('dietary', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('nutrition', 'text')
    .addColumn('photoId', 'text')
    .addColumn('sourceUrl', 'text')
    .addColumn('savedFromId', 'text', (c) => c.references('recipe.id').onDelete('set null'))
    .addColumn('isFavorite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('eatThisWeek', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deletedAt', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    // Search text, normalised by the app (lower case, letters and digits, single spaces, a leading space so
    // that LIKE '% term%' is a word-prefix match), identical on both databases.
    .addColumn('searchTitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('searchTags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('searchIngredients', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('searchDescription', 'text', (c) => c.notNull().defaultTo(''))
    // SQLite's full-text index needs a stable integer key (an implicit rowid may change on VACUUM).
    .addColumn('searchId', 'integer', (c) => c.unique())
    .addCheckConstraint('recipe_owner_check', sql`"inCatalogue" = 1 or "userId" is not null`)
    .execute();

  // Tags and dietary flags of catalogue recipes, one row each, for filters ("diet:vegan" for flags).
  await db.schema
    .createTable('recipeTag')
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('recipeId', 'text', (c) => c.notNull().references('recipe.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('recipeTag_pk', ['tag', 'recipeId'])
    .execute();
  await db.schema.createIndex('recipeTag_recipe_idx').on('recipeTag').column('recipeId').execute();

  // The catalogue's list orders: newest, quickest, title.
  await db.schema.createIndex('recipe_catalogue_newest_idx').on('recipe').columns(['inCatalogue', 'deleted', 'createdAt', 'id']).execute();
  await db.schema
    .createIndex('recipe_catalogue_quickest_idx')
    .on('recipe')
    .columns(['inCatalogue', 'deleted', 'totalMinutes', 'id'])
    .execute();
  await db.schema.createIndex('recipe_catalogue_title_idx').on('recipe').columns(['inCatalogue', 'deleted', 'searchTitle', 'id']).execute();

  if (t.kind === 'sqlite') {
    // FTS5 over the catalogue's live recipes, kept in step by triggers whatever code writes the table.
    await sql`create virtual table "recipeFts" using fts5(title, tags, ingredients, description, tokenize = 'unicode61 remove_diacritics 0')`.execute(
      db,
    );
    const live = (row: 'new' | 'old') => sql.raw(`${row}."inCatalogue" = 1 and ${row}."deleted" = 0 and ${row}."searchId" is not null`);
    const insertNew = sql`insert into "recipeFts" (rowid, title, tags, ingredients, description) values (new."searchId", new."searchTitle", new."searchTags", new."searchIngredients", new."searchDescription")`;
    await sql`create trigger "recipeFts_insert" after insert on "recipe" when ${live('new')} begin ${insertNew}; end`.execute(db);
    await sql`create trigger "recipeFts_delete" after delete on "recipe" when ${live('old')} begin delete from "recipeFts" where rowid = old."searchId"; end`.execute(
      db,
    );
    // One trigger for updates, so the old entry always goes before the new one arrives.
    const indexed = sql.raw('"searchTitle", "searchTags", "searchIngredients", "searchDescription", "deleted", "inCatalogue", "searchId"');
    await sql`create trigger "recipeFts_update" after update of ${indexed} on "recipe" when ${live('old')} or ${live('new')} begin
      delete from "recipeFts" where rowid = old."searchId" and ${live('old')};
      insert into "recipeFts" (rowid, title, tags, ingredients, description)
        select new."searchId", new."searchTitle", new."searchTags", new."searchIngredients", new."searchDescription" where ${live('new')};
    end`.execute(db);
  } else {
    // The same words in a tsvector (the 'simple' configuration: no stemming, as FTS5's unicode61), with a GIN index.
    await sql`alter table "recipe" add column "searchVector" tsvector generated always as (
      to_tsvector('simple', "searchTitle" || ' ' || "searchTags" || ' ' || "searchIngredients" || ' ' || "searchDescription")
    ) stored`.execute(db);
    await sql`create index "recipe_search_idx" on "recipe" using gin ("searchVector") where "inCatalogue" = 1 and "deleted" = 0`.execute(
      db,
    );
  }

  // A user's collection, newest first (the list's keyset order), live or deleted.
  await db.schema.createIndex('recipe_user_list_idx').on('recipe').columns(['userId', 'deleted', 'createdAt', 'id']).execute();
  // "Already saved?" look-ups from the catalogue.
  await db.schema.createIndex('recipe_saved_from_idx').on('recipe').columns(['userId', 'savedFromId']).execute();
  // Photos still referenced (for clean-up).
  await db.schema.createIndex('recipe_photo_idx').on('recipe').column('photoId').execute();
}
