import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Indexes for the queries that had none fitting (issue 7; query plans in docs/performance.md), then fresh
 * planner statistics so that both databases choose them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  // A user's recipe list: userId, inCatalogue and deleted by equality, then the keyset order. With only two
  // equality columns (userId, deleted) SQLite's planner preferred the catalogue's (inCatalogue, deleted,
  // createdAt, id), which walks every saved copy of every user, newest first, to find one person's. This one
  // serves every look-up the old index did (they all fix userId), so it replaces it.
  await db.schema
    .createIndex('recipe_user_live_idx')
    .on('recipe')
    .columns(['userId', 'inCatalogue', 'deleted', 'createdAt', 'id'])
    .execute();
  await db.schema.dropIndex('recipe_user_list_idx').execute();

  // Unpublishing for good (account deletion) sets savedFromId to null in every saved copy: ON DELETE SET NULL
  // finds them by savedFromId alone, which (userId, savedFromId) cannot serve; without it, a table scan per row.
  await db.schema.createIndex('recipe_saved_from_any_idx').on('recipe').column('savedFromId').execute();

  // The daily purge of recipes deleted over 30 days ago: only deleted rows, by when.
  await db.schema.createIndex('recipe_deleted_at_idx').on('recipe').column('deletedAt').where(sql.ref('deleted'), '=', 1).execute();

  // Champion lists and admin statistics filter users by type.
  await db.schema.createIndex('user_userType_idx').on('user').column('userType').execute();

  // Deleting a recipe cascades to the recommendations of it (the unique key leads with the champion).
  await db.schema.createIndex('recommendation_recipe_idx').on('recommendation').column('recipeId').execute();

  // Statistics for the planner (SQLite has none until ANALYZE; PostgreSQL's autovacuum would catch up
  // later). SQLite samples at most 1,000 rows per index, so this stays quick on a large database.
  if (t.kind === 'sqlite') {
    await sql`pragma analysis_limit = 1000`.execute(db);
    await sql`analyze`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
}
