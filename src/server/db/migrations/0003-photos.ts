import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Uploaded recipe photos. The files (a large and a thumbnail WebP) live in file storage under keys made
 * from the id; this row says who uploaded them and when, which the clean-up of unreferenced photos needs.
 * recipe.photoId holds the id (indexed in 0002); it is not a foreign key, because a recipe keeps its
 * photoId while the photo outlives it for the restore window and a clean-up removes the photo later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('photo')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The uploader; a deleted account leaves its photos to the recipes that still show them.
    .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('set null'))
    // Of the large image as stored (after EXIF rotation).
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // Both stored files together.
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  // "Did this user upload it?" is answered from the row found by id; this one serves account deletion
  // (ON DELETE SET NULL looks photos up by uploader) and listing a user's uploads.
  await db.schema.createIndex('photo_userId_idx').on('photo').column('userId').execute();
  // The clean-up looks at photos older than its grace period.
  await db.schema.createIndex('photo_createdAt_idx').on('photo').column('createdAt').execute();
}
