import { randomUUID } from 'node:crypto';
import { IMPORT_FILE_MAX_BYTES } from '../../../shared/imports.ts';
import { recipeLanguageOf, DEFAULT_RECIPE_LANGUAGE } from '../../../shared/recipes.ts';
import type { AppContext } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentLocale, words } from '../../lib/i18n.ts';
import { limitRequests, type RequestLimit } from '../../lib/request-limit.ts';
import { importFile } from './import-job.ts';

/** Imports started per person: each reads a file of up to 50 MB in a worker thread. */
export const importStartLimit: RequestLimit = { prefix: 'recipe-file-import:', max: 10, windowSeconds: 60 * 60 };

export const importFileKey = (id: string) => `imports/${id}`;

/** PostgreSQL's and better-sqlite3's code for a row the unique index refused (here: a second active import). */
const isUniqueViolation = (error: unknown) => ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes((error as { code?: string }).code ?? '');

/**
 * POST /api/imports: the upload is stored (the photo storage the app servers share), the import's row written and
 * its job enqueued; the reading happens in the background. One import per person at a time (409 IMPORT_RUNNING,
 * held by the database's unique index, not a check that two uploads could pass together).
 */
export async function createImport(ctx: AppContext, userId: string, file: File): Promise<{ id: string }> {
  await limitRequests(ctx.db, importStartLimit, userId);
  if (file.size === 0) throw new AppError('BAD_REQUEST', words('server.imports.refused.empty'));
  if (file.size > IMPORT_FILE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', words('server.imports.refused.tooBig'));
  const id = randomUUID();
  const now = new Date().toISOString();
  const locale = currentLocale();
  try {
    await ctx.db.kysely
      .insertInto('recipeImport')
      .values({
        id,
        userId,
        status: 'queued',
        // The name is shown back to the person as they gave it (within a sane length): it decides nothing.
        fileName: file.name.slice(0, 200) || 'export',
        fileKey: importFileKey(id),
        language: recipeLanguageOf(locale) ?? DEFAULT_RECIPE_LANGUAGE,
        locale,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', words('error.IMPORT_RUNNING'), undefined, { clientCode: 'IMPORT_RUNNING' });
    throw error;
  }
  try {
    await ctx.storage.put(importFileKey(id), new Uint8Array(await file.arrayBuffer()), 'application/octet-stream');
    await ctx.jobs.enqueue(importFile, { importId: id });
  } catch (error) {
    await ctx.db.kysely.deleteFrom('recipeImport').where('id', '=', id).execute();
    await ctx.storage.delete(importFileKey(id)).catch(() => undefined);
    throw error;
  }
  return { id };
}
