import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * A number that changes whenever the live catalogue may have: any insert, update or delete of a catalogue
 * recipe, or of a catalogue tag. Search results are kept in memory by this number
 * (modules/catalogue/search-cache.ts), so it must move for every writer — the app on any server, the CLI, a
 * restore, a test's factory — which is why triggers keep it rather than the app's code. Writes to people's own
 * recipes leave it alone, so favouriting a recipe does not empty the cache.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('catalogueVersion')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`"id" = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into "catalogueVersion" ("id", "version") values (1, 0)`.execute(db);

  const bump = sql`update "catalogueVersion" set "version" = "version" + 1 where "id" = 1`;
  const triggers = [
    { name: 'catalogue_version_recipe_insert', event: sql`insert on "recipe"`, when: sql`new."inCatalogue" = 1` },
    { name: 'catalogue_version_recipe_update', event: sql`update on "recipe"`, when: sql`old."inCatalogue" = 1 or new."inCatalogue" = 1` },
    { name: 'catalogue_version_recipe_delete', event: sql`delete on "recipe"`, when: sql`old."inCatalogue" = 1` },
    // Tags are written only for catalogue recipes, in the same transaction as the recipe.
    { name: 'catalogue_version_tag_insert', event: sql`insert on "recipeTag"`, when: sql`true` },
    { name: 'catalogue_version_tag_delete', event: sql`delete on "recipeTag"`, when: sql`true` },
  ];

  if (t.kind === 'sqlite') {
    for (const { name, event, when } of triggers) {
      await sql`create trigger ${sql.id(name)} after ${event} for each row when ${when} begin ${bump}; end`.execute(db);
    }
    return;
  }
  await sql`create function catalogue_version_bump() returns trigger language plpgsql as $$
    begin
      update "catalogueVersion" set "version" = "version" + 1 where "id" = 1;
      return null;
    end $$`.execute(db);
  for (const { name, event, when } of triggers) {
    await sql`create trigger ${sql.id(name)} after ${event} for each row when (${when}) execute function catalogue_version_bump()`.execute(
      db,
    );
  }
}
