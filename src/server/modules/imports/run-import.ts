import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asLocale } from '../../../shared/i18n/locales.ts';
import type { ReadRecipe } from '../../../shared/recipe-import.ts';
import { DEFAULT_RECIPE_LANGUAGE, recipeLanguageOf } from '../../../shared/recipes.ts';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../app-env.ts';
import type { RecipeImportTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { withRequestLocale } from '../../lib/i18n.ts';
import { FetchError } from '../../lib/http-fetch/fetch-error.ts';
import { safeFetchPhoto } from '../../lib/http-fetch/safe-fetch.ts';
import { isHttpUrl } from '../../../shared/recipe-rules.ts';
import { importRecipe } from '../recipes/index.ts';
import { photoLimits } from '../photos/index.ts';
import { photosAtAddresses, type ImportFormat } from './formats/export-format.ts';
import { recordItem, type ItemOutcome } from './import-items.ts';
import { ImportFileError } from './read/import-file-error.ts';
import { readExportInWorker, readLimits, type ReadLimits } from './read-export-in-worker.ts';
import type { SentItem } from './read-export-worker.ts';
import { saveImportedRecipe, saveRead } from './save-imported-recipe.ts';

type RunContext = Pick<AppContext, 'db' | 'storage' | 'logger' | 'config'>;

export interface RunOptions {
  readLimits?: ReadLimits;
  /** A page from a list of addresses, read as "Import recipe" reads one (the safe fetcher and its address rules). */
  readPage?: (url: string, language: string) => Promise<ReadRecipe>;
  /** The pause before each page after the first: other people's sites are read at a polite pace. */
  pageIntervalMs?: number;
  /** A photo an export names by its web address, fetched as the safe fetcher fetches (its address rules and limits). */
  fetchPhoto?: (url: string) => Promise<Uint8Array>;
  /** The pause before each such photo after the first: they mostly come from one site. */
  photoIntervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** The job's: aborted when the runner stops; the import then stops after the recipe it is on, to go on later. */
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fileToTemp(ctx: RunContext, key: string): Promise<{ path: string; folder: string }> {
  const stored = await ctx.storage.get(key);
  if (!stored) throw new ImportFileError('empty', 'the upload is no longer stored');
  let bytes: Uint8Array;
  if (stored.body instanceof Uint8Array) bytes = stored.body;
  else bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
  const folder = await mkdtemp(join(tmpdir(), 'ck-import-'));
  const path = join(folder, 'upload');
  await writeFile(path, bytes);
  return { path, folder };
}

/**
 * The background job of one import (POST /api/imports queued it): reads the uploaded file in a worker thread, one
 * recipe at a time, saves each into the person's collection, and writes the import's progress after each, so that
 * GET /api/imports/{id} on any server reports it. Started again after a restart, it skips the items its row counts
 * as done. A refused file ends it as failed with the reason; the upload is removed from storage when it ends.
 */
export async function runImport(ctx: RunContext, importId: string, options: RunOptions = {}): Promise<void> {
  const row = await ctx.db.kysely.selectFrom('recipeImport').selectAll().where('id', '=', importId).executeTakeFirst();
  if (!row || row.status === 'done' || row.status === 'failed') return;
  const now = () => new Date().toISOString();
  const update = (values: Updateable<RecipeImportTable>) =>
    ctx.db.kysely
      .updateTable('recipeImport')
      .set({ ...values, updatedAt: now() })
      .where('id', '=', importId)
      .execute();
  await update({ status: 'running' });

  const language = recipeLanguageOf(row.language) ?? DEFAULT_RECIPE_LANGUAGE;
  const locale = asLocale(row.locale);
  const readPage =
    options.readPage ??
    ((url: string, pageLanguage: string) => importRecipe({ url, language: recipeLanguageOf(pageLanguage) ?? undefined }, ctx.config));
  const sleep = options.sleep ?? defaultSleep;
  const pageIntervalMs = options.pageIntervalMs ?? 2000;
  const photoIntervalMs = options.photoIntervalMs ?? 500;
  const fetchPhoto =
    options.fetchPhoto ??
    ((url: string) => safeFetchPhoto(url, { allowedHosts: ctx.config.importAllowedHosts, maxBytes: photoLimits.maxBytes }));
  let format: ImportFormat | null = null;
  let photosFetched = 0;

  /** The photo of a recipe whose export names it by address (Plan to Eat, MyRecipeBox), fetched at a polite pace. */
  const photoAtAddress = async (node: Record<string, unknown>): Promise<{ photo: Uint8Array | null; photoUnreadable: boolean }> => {
    const image = Array.isArray(node.image) ? node.image[0] : node.image;
    if (!format || !photosAtAddresses.has(format) || typeof image !== 'string' || !isHttpUrl(image.trim()))
      return { photo: null, photoUnreadable: false };
    if (photosFetched++ > 0) await sleep(photoIntervalMs);
    try {
      return { photo: await fetchPhoto(image.trim()), photoUnreadable: false };
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      ctx.logger.info({ importId, url: image, reason: error.reason }, 'An imported recipe’s photo could not be fetched');
      return { photo: null, photoUnreadable: true };
    }
  };

  let pagesRead = 0;

  /** What becomes of one item: saved, skipped as already there, or failed and why. */
  const handle = async (item: SentItem): Promise<ItemOutcome> => {
    if (item.kind === 'failed') return { outcome: 'failed', problem: item.problem };
    let saved;
    if (item.kind === 'recipe') {
      const photoAt = format && photosAtAddresses.has(format) ? () => photoAtAddress(item.node) : undefined;
      saved = await saveImportedRecipe(ctx, row.userId, item, language, photoAt);
    } else {
      if (pagesRead++ > 0) await sleep(pageIntervalMs);
      try {
        saved = await saveRead(ctx, row.userId, await readPage(item.url, row.language), null);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { outcome: 'failed', problem: 'pageUnreadable', detail: error.message };
      }
    }
    if (saved.outcome === 'imported')
      return { outcome: 'imported', recipeId: saved.id, photoLeftOut: saved.photoLeftOut, shortened: saved.shortened };
    return saved.outcome === 'skipped' ? { outcome: 'skipped' } : saved;
  };

  let temp: { path: string; folder: string } | null = null;
  let seen = 0;
  try {
    if (!row.fileKey) throw new ImportFileError('empty', 'no upload');
    temp = await fileToTemp(ctx, row.fileKey);
    // Words written down (a page's refusal) are in the uploader's language, as the request would have had them.
    await withRequestLocale(
      () => locale,
      async () => {
        for await (const event of readExportInWorker(temp!.path, row.fileName, options.readLimits ?? readLimits)) {
          if (event.type === 'format') {
            format = event.format;
            await update({ format: event.format });
            continue;
          }
          if (event.type === 'total') {
            await update({ total: event.total });
            continue;
          }
          // Stopped (the server is going down): the row says how far it got, and the job runs again later.
          options.signal?.throwIfAborted();
          seen++;
          // Handled before a restart.
          if (seen <= row.done) continue;
          await recordItem(ctx.db, importId, seen, event.item.name, await handle(event.item));
        }
      },
    );
    await update({ status: 'done', total: seen, fileKey: null });
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    await update({ status: 'failed', refusal: error.reason, fileKey: null });
    ctx.logger.info({ importId, reason: error.reason, detail: error.detail }, 'An import file was refused');
  } finally {
    if (temp) await rm(temp.folder, { recursive: true, force: true });
  }
  await ctx.storage.delete(row.fileKey ?? '').catch(() => undefined);
}

/** Ends an import its job gave up on: failed, as far as it got, its upload removed. */
export async function endStoppedImport(ctx: RunContext, importId: string): Promise<void> {
  const row = await ctx.db.kysely
    .updateTable('recipeImport')
    .set({ status: 'failed', refusal: 'stopped', fileKey: null, updatedAt: new Date().toISOString() })
    .where('id', '=', importId)
    .where('status', 'in', ['queued', 'running'])
    .returning('fileKey')
    .executeTakeFirst();
  if (row) await ctx.storage.delete(`imports/${importId}`).catch(() => undefined);
}
