import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Each person's language, measures and week start (issue 17; docs/decisions/0052-language-settings.md).
 * - `language`: a shipped locale tag, or null to follow the browser (the `ck-lang` cookie, then Accept-Language).
 * - `measures`: metric, us or as-written; as written for everyone until they choose (nothing anyone sees changes until then).
 * - `weekStart` becomes nullable, null meaning "the language's own first day". Everyone keeps the day they have
 *   today (most never chose, and would otherwise see their planner move under them); people who sign up from now
 *   on follow their language until they choose. SQLite cannot drop NOT NULL in place, and rebuilding better-auth's
 *   user table (every foreign key points at it) is a bigger risk than moving one column: so a nullable column takes
 *   the values, the old one goes, and the new one takes its name, on both databases alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('user').addColumn('language', 'text').execute();
  await db.schema
    .alterTable('user')
    .addColumn('measures', 'text', (c) => c.notNull().defaultTo('as-written'))
    .execute();
  if (t.kind === 'postgres') {
    await sql`alter table "user" alter column "weekStart" drop not null, alter column "weekStart" drop default`.execute(db);
    return;
  }
  await db.schema.alterTable('user').addColumn('weekStartChoice', 'text').execute();
  await sql`update "user" set "weekStartChoice" = "weekStart"`.execute(db);
  await db.schema.alterTable('user').dropColumn('weekStart').execute();
  await db.schema.alterTable('user').renameColumn('weekStartChoice', 'weekStart').execute();
}
