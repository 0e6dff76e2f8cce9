import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Imports of other apps' export files (docs/decisions/0071-reading-other-apps-exports.md): one row per upload, which
 * the background job that reads it updates as it goes, so that any app server can report it and a job stopped by a
 * restart starts again where the row says. `problems` is JSON: [{name, problem, detail?}] — codes, given words
 * when read, in the reader's language. `recipeIds` is JSON: the recipes made, in order. The upload itself waits in
 * the photo storage under `fileKey` until the import ends; `language` is the one its recipes are in unless they say
 * (the uploader's, when they uploaded it), and `locale` the words of what the job writes down (the uploader's too).
 * At most one import per person is queued or running.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('recipeImport')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('format', 'text')
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('fileKey', 'text')
    .addColumn('refusal', 'text')
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('problems', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('recipeIds', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recipe_import_user_idx').on('recipeImport').columns(['userId', 'createdAt']).execute();
  await db.schema
    .createIndex('recipe_import_one_active_idx')
    .unique()
    .on('recipeImport')
    .column('userId')
    .where(sql.ref('status'), 'in', [sql.lit('queued'), sql.lit('running')])
    .execute();
}
