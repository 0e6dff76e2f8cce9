import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import yazl from 'yazl';
import type { RecipeExportFormat } from '../../../../shared/recipe-export.ts';
import type { AppContext } from '../../../app-env.ts';
import type { Db } from '../../../db/kysely.ts';
import type { StoredObject } from '../../../lib/storage/storage.ts';
import { photoKey } from '../../photos/index.ts';
import { recipeColumns, toRecipe } from '../recipe-row.ts';
import { recipeToCooklang } from './recipe-cooklang.ts';
import { recipeToJsonLd } from './recipe-json-ld.ts';
import { ExportFileNames } from './export-file-names.ts';
import type { Recipe } from '../../../../shared/recipes.ts';

/** Recipes read from the database at a time: enough to keep the zip busy, few enough to weigh nothing. */
const PAGE_SIZE = 50;

/** The person's own live recipes (not the household's, not deleted, not the catalogue's), a page at a time. */
async function* ownRecipes(db: Db, userId: string): AsyncGenerator<Recipe> {
  let after: string | null = null;
  for (;;) {
    let query = db.kysely
      .selectFrom('recipe')
      .select(recipeColumns)
      .where('userId', '=', userId)
      .where('inCatalogue', '=', 0)
      .where('deleted', '=', 0)
      .orderBy('id')
      .limit(PAGE_SIZE);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.execute();
    for (const row of rows) yield toRecipe(row);
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1]!.id;
  }
}

const streamOf = (body: StoredObject['body']): Readable =>
  body instanceof Uint8Array
    ? Readable.from([Buffer.from(body.buffer, body.byteOffset, body.byteLength)])
    : Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);

type ExportContext = Pick<AppContext, 'db' | 'storage' | 'logger'>;

/**
 * The person's recipes as a zip, written as it is sent: one file per recipe (schema.org JSON-LD, or Cooklang) and
 * its photo beside it under the same name (the stored WebP). The next recipe is read, and its photo fetched from
 * storage, only once the zip has begun sending the one before, and the zip sends only as fast as the client reads
 * (yazl pipes each entry into its output), so memory holds a recipe or two whatever the size of the collection.
 * Layout and choices: docs/decisions/0073-recipe-export.md.
 */
export function exportRecipes(ctx: ExportContext, userId: string, format: RecipeExportFormat): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  let closed = false;
  let wakeOnClose: () => void = () => undefined;
  const closedSignal = new Promise<void>((resolve) => (wakeOnClose = resolve));
  output.once('close', () => {
    closed = true;
    wakeOnClose();
  });

  async function fill(): Promise<void> {
    const names = new ExportFileNames();
    let previousSent: Promise<void> = Promise.resolve();
    for await (const recipe of ownRecipes(ctx.db, userId)) {
      await Promise.race([previousSent, closedSignal]);
      if (closed) return;
      const stored = recipe.photoId ? await ctx.storage.get(photoKey(recipe.photoId, 'large')) : null;
      if (recipe.photoId && !stored) ctx.logger.warn({ photoId: recipe.photoId }, 'a photo row has no file; exported without it');
      const base = names.take(recipe.title);
      const photoName = stored ? `${base}.webp` : null;
      const text = format === 'jsonld' ? `${JSON.stringify(recipeToJsonLd(recipe, photoName), null, 2)}\n` : recipeToCooklang(recipe);
      const mtime = new Date(recipe.updatedAt);
      let sent: () => void = () => undefined;
      previousSent = new Promise<void>((resolve) => (sent = resolve));
      zip.addReadStreamLazy(`${base}.${format === 'jsonld' ? 'json' : 'cook'}`, { mtime }, (callback) => {
        if (!stored) sent();
        callback(null, Readable.from([Buffer.from(text, 'utf8')]));
      });
      if (stored && photoName) {
        // WebP is compressed already: stored as it is.
        zip.addReadStreamLazy(photoName, { mtime, compress: false }, (callback) => {
          sent();
          callback(null, streamOf(stored.body));
        });
      }
    }
    zip.end();
  }

  fill().catch((error: unknown) => {
    ctx.logger.error({ err: error, userId }, 'A recipe export stopped part way');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
