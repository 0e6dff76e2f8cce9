import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * A number per person that changes whenever their recipe list may have: any insert, update or delete of a recipe
 * they own (the owner before and after, if a recipe changes hands). Pages of a person's recipe list are kept in
 * memory by this number (modules/recipes/recipe-list-cache.ts), so it must change for every writer — the app on
 * any server, the CLI, a restore, a test's factory, a foreign key's ON DELETE SET NULL — which is why triggers
 * keep it rather than the app's code. A person without a row has had no recipe written since the row was made.
 *
 * Each change draws a new random number (below 2^53, so JavaScript reads it exactly) rather than counting up:
 * a row removed and made again (a restore empties the table) must not come back to a number a server still
 * keeps a page under. The row goes with its person (ON DELETE CASCADE), and a recipe deleted because its owner is
 * being deleted adds none back (the trigger writes only for a person who still exists).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('recipeListVersion')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();

  const bump = (owner: 'new' | 'old') =>
    sql`insert into "recipeListVersion" ("userId", "version")
      select ${sql.raw(owner)}."userId", abs(random() % 9007199254740991)
      where exists (select 1 from "user" where "id" = ${sql.raw(owner)}."userId")
      on conflict ("userId") do update set "version" = excluded."version"`;

  if (t.kind === 'sqlite') {
    // The select has a where clause, as SQLite's upsert needs to tell `on conflict` from a join's `on`.
    await sql`create trigger "recipe_list_version_insert" after insert on "recipe" for each row when new."userId" is not null
      begin ${bump('new')}; end`.execute(db);
    await sql`create trigger "recipe_list_version_update_new" after update on "recipe" for each row when new."userId" is not null
      begin ${bump('new')}; end`.execute(db);
    await sql`create trigger "recipe_list_version_update_old" after update on "recipe" for each row
      when old."userId" is not null and (new."userId" is null or new."userId" <> old."userId")
      begin ${bump('old')}; end`.execute(db);
    await sql`create trigger "recipe_list_version_delete" after delete on "recipe" for each row when old."userId" is not null
      begin ${bump('old')}; end`.execute(db);
    return;
  }
  await sql`create function recipe_list_version_bump() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'DELETE' and new."userId" is not null then
        insert into "recipeListVersion" ("userId", "version")
          select new."userId", floor(random() * 9007199254740991)::bigint where exists (select 1 from "user" where "id" = new."userId")
          on conflict ("userId") do update set "version" = excluded."version";
      end if;
      if tg_op <> 'INSERT' and old."userId" is not null and (tg_op = 'DELETE' or new."userId" is distinct from old."userId") then
        insert into "recipeListVersion" ("userId", "version")
          select old."userId", floor(random() * 9007199254740991)::bigint where exists (select 1 from "user" where "id" = old."userId")
          on conflict ("userId") do update set "version" = excluded."version";
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger "recipe_list_version" after insert or update or delete on "recipe"
    for each row execute function recipe_list_version_bump()`.execute(db);
}
