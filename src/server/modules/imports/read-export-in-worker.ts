import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportFormat } from './formats/export-format.ts';
import { ImportFileError, type ImportRefusal } from './read/import-file-error.ts';
import type { SentItem, WorkerMessage } from './read-export-worker.ts';

/** read-export-worker.ts beside this file when running from TypeScript (tests, dev), .js in the build. */
const workerModule = new URL(`./read-export-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * Node cannot load TypeScript itself: from the TypeScript files (tests, `npm run dev`) the worker registers tsx
 * before it imports its module. (`execArgv: ['--import', 'tsx']` registers it too late for a worker's first module
 * in an ES module package.) The build runs its JavaScript as it is.
 */
const underTsx = (module: URL) =>
  `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;

export interface ReadLimits {
  /** The whole file's reading, however many recipes it holds. */
  timeLimitMs: number;
  /** The worker's heap: a file that needs more is refused, the server's own memory untouched. */
  memoryLimitMb: number;
}

/** Ten minutes reads thousands of recipes on a slow machine; 256 MB holds the biggest entry we accept several times. */
export const readLimits: ReadLimits = { timeLimitMs: 10 * 60_000, memoryLimitMb: 256 };

export type ReadEvent = { type: 'format'; format: ImportFormat } | { type: 'total'; total: number } | { type: 'item'; item: SentItem };

/**
 * Reads an export file in a worker thread of its own, one item at a time: the first event is the file's format,
 * then its items. A refused file (ImportFileError) or one that takes too long or too much memory throws; the
 * worker is ended when the caller stops early (break, or an error of its own). When the format can count its
 * recipes cheaply, their number comes after the format, before the first item.
 */
export async function* readExportInWorker(filePath: string, fileName: string, limits: ReadLimits = readLimits): AsyncGenerator<ReadEvent> {
  const options = { workerData: { filePath, fileName }, resourceLimits: { maxOldGenerationSizeMb: limits.memoryLimitMb } };
  const worker = workerModule.pathname.endsWith('.ts')
    ? new Worker(underTsx(workerModule), { ...options, eval: true })
    : new Worker(workerModule, options);
  const inbox: WorkerMessage[] = [];
  let failure: Error | null = null;
  let wake: () => void = () => {};
  const arrived = () => wake();
  worker.on('message', (message: WorkerMessage) => {
    inbox.push(message);
    arrived();
  });
  worker.on('error', (error) => {
    // A heap over its limit ends the worker with ERR_WORKER_OUT_OF_MEMORY.
    failure =
      (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new ImportFileError('entryTooBig', 'the file needs more memory than allowed')
        : error;
    arrived();
  });
  worker.on('exit', () => {
    failure ??= new Error('The import worker stopped');
    arrived();
  });
  const timer = setTimeout(() => {
    failure = new ImportFileError('tooSlow');
    void worker.terminate();
    arrived();
  }, limits.timeLimitMs);

  try {
    for (;;) {
      if (inbox.length === 0 && failure === null) await new Promise<void>((resolve) => (wake = resolve));
      const message = inbox.shift();
      if (!message) {
        if (failure) throw failure;
        continue;
      }
      switch (message.type) {
        case 'format':
          yield { type: 'format', format: message.format as ImportFormat };
          break;
        case 'total':
          yield { type: 'total', total: message.total };
          break;
        case 'item':
          yield { type: 'item', item: message.item };
          break;
        case 'end':
          return;
        case 'refused':
          throw new ImportFileError(message.reason as ImportRefusal, message.detail);
        case 'crashed':
          throw new Error(`Reading the export failed: ${message.message}`);
      }
      worker.postMessage('next');
    }
  } finally {
    clearTimeout(timer);
    worker.removeAllListeners();
    await worker.terminate();
  }
}
