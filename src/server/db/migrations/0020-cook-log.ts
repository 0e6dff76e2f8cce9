import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * The cook log (issue 20, docs/decisions/0077-the-cook-log.md): one row each time someone says "I cooked this".
 * - `userId`: who cooked; the entries go with their account.
 * - `householdId`: the household they were in when they cooked (kept for the record; who may read an entry is
 *   decided by the cook's household now, so leaving a household takes one's notes along).
 * - `recipeId`: the recipe; the entries go with it when it is purged.
 * - `cookedOn`: YYYY-MM-DD, the day in the cook's own calendar. `rating` 1–5 or null, `note` text or null,
 *   `photoId` a photo uploaded through /api/photos (kept while an entry shows it), `planEntryId` the plan entry it
 *   marks as cooked (null once that entry is removed).
 *
 * A person's recipe list carries their rating and last cooked day, and pages of it are kept by their recipe list
 * version (migration 0011), so a write to their cook log moves that version too, by triggers as for recipes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('cookLog')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('householdId', 'text', (c) => c.references('household.id').onDelete('set null'))
    .addColumn('recipeId', 'text', (c) => c.notNull().references('recipe.id').onDelete('cascade'))
    .addColumn('cookedOn', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer')
    .addColumn('note', 'text')
    .addColumn('photoId', 'text', (c) => c.references('photo.id').onDelete('set null'))
    .addColumn('planEntryId', 'text', (c) => c.references('mealPlanEntry.id').onDelete('set null'))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  // The person's rating and last cooked day per recipe (the recipe list, its sort and its filter).
  await db.schema.createIndex('cookLog_user_recipe_idx').on('cookLog').columns(['userId', 'recipeId', 'cookedOn', 'createdAt']).execute();
  // A recipe's log for its household; the champion's "meals cooked this week".
  await db.schema.createIndex('cookLog_recipe_idx').on('cookLog').columns(['recipeId', 'cookedOn']).execute();
  await db.schema.createIndex('cookLog_user_cooked_idx').on('cookLog').columns(['userId', 'cookedOn']).execute();
  await db.schema.createIndex('cookLog_plan_entry_idx').on('cookLog').column('planEntryId').execute();
  await db.schema.createIndex('cookLog_photo_idx').on('cookLog').column('photoId').execute();

  const bump = (row: 'new' | 'old') =>
    sql`insert into "recipeListVersion" ("userId", "version")
      select ${sql.raw(row)}."userId", abs(random() % 9007199254740991)
      where exists (select 1 from "user" where "id" = ${sql.raw(row)}."userId")
      on conflict ("userId") do update set "version" = excluded."version"`;

  if (t.kind === 'sqlite') {
    await sql`create trigger "cook_log_version_insert" after insert on "cookLog" for each row begin ${bump('new')}; end`.execute(db);
    await sql`create trigger "cook_log_version_update" after update on "cookLog" for each row begin ${bump('new')}; end`.execute(db);
    await sql`create trigger "cook_log_version_delete" after delete on "cookLog" for each row begin ${bump('old')}; end`.execute(db);
    return;
  }
  await sql`create function cook_log_version_bump() returns trigger language plpgsql as $$
    declare cook text;
    begin
      if tg_op = 'DELETE' then cook := old."userId"; else cook := new."userId"; end if;
      insert into "recipeListVersion" ("userId", "version")
        select cook, floor(random() * 9007199254740991)::bigint where exists (select 1 from "user" where "id" = cook)
        on conflict ("userId") do update set "version" = excluded."version";
      return null;
    end $$`.execute(db);
  await sql`create trigger "cook_log_version" after insert or update or delete on "cookLog"
    for each row execute function cook_log_version_bump()`.execute(db);
}
