import { parentPort, workerData } from 'node:worker_threads';
import { detectFormat } from './detect-format.ts';
import type { ImportItem } from './formats/export-format.ts';
import { openExportFile } from './read/export-file.ts';
import { ImportFileError } from './read/import-file-error.ts';
import { importLimits } from './read/import-limits.ts';

/**
 * The worker thread that reads an export file (read-export-in-worker.ts starts it): it opens the file, tells its
 * format, then sends the items one at a time, each only when the main thread asks for the next, so that at most one
 * recipe and its photo are in memory between the two. Parsing (zip directories, JSON, HTML, CSV, text) happens
 * here, never on the server's event loop.
 */

/** What the worker sends: the format, each item (its photo's bytes read), the end, or why the file was refused. */
export type WorkerMessage =
  | { type: 'format'; format: string }
  | { type: 'total'; total: number }
  | { type: 'item'; item: SentItem }
  | { type: 'end' }
  | { type: 'refused'; reason: string; detail?: string }
  | { type: 'crashed'; message: string };

export type SentItem =
  | { kind: 'recipe'; name: string; node: Record<string, unknown>; photo: Uint8Array | null; photoUnreadable: boolean }
  | Exclude<ImportItem, { kind: 'recipe' }>;

const { filePath, fileName } = workerData as { filePath: string; fileName: string };
const port = parentPort!;

/** Resolves when the main thread asks for the next item. */
const next = () => new Promise<void>((resolve) => port.once('message', () => resolve()));

async function send(item: ImportItem): Promise<void> {
  if (item.kind !== 'recipe') {
    port.postMessage({ type: 'item', item } satisfies WorkerMessage);
  } else {
    let photo: Uint8Array | null = null;
    let photoUnreadable = false;
    if (item.photo) {
      try {
        photo = new Uint8Array(await item.photo());
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        photoUnreadable = true;
      }
    }
    const sent: SentItem = { kind: 'recipe', name: item.name, node: item.node, photo, photoUnreadable };
    port.postMessage({ type: 'item', item: sent } satisfies WorkerMessage, photo ? [photo.buffer as ArrayBuffer] : []);
  }
  await next();
}

async function main(): Promise<void> {
  const file = await openExportFile(filePath, fileName);
  try {
    const format = await detectFormat(file);
    port.postMessage({ type: 'format', format: format.id } satisfies WorkerMessage);
    await next();
    // How many recipes to expect, so that the progress can be shown as a fraction from the start.
    const total = format.count ? await format.count(file) : null;
    if (total !== null) {
      port.postMessage({ type: 'total', total } satisfies WorkerMessage);
      await next();
    }
    let count = 0;
    for await (const item of format.read(file)) {
      if (++count > importLimits.recipes) throw new ImportFileError('tooManyRecipes');
      await send(item);
    }
    port.postMessage({ type: 'end' } satisfies WorkerMessage);
  } finally {
    await file.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ImportFileError)
    port.postMessage({ type: 'refused', reason: error.reason, detail: error.detail } satisfies WorkerMessage);
  else port.postMessage({ type: 'crashed', message: error instanceof Error ? error.message : String(error) } satisfies WorkerMessage);
});
