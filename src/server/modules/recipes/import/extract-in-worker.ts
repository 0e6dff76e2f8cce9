import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadRecipe } from '../../../../shared/recipe-import.ts';
import { AppError } from '../../../lib/app-error.ts';
import { words } from '../../../lib/i18n.ts';
import {
  createBoundedPool,
  PoolBusyError,
  TaskMemoryError,
  TaskTimeoutError,
  type BoundedPool,
  type BoundedPoolOptions,
} from '../../../lib/worker-pool/bounded-pool.ts';
import type { ExtractTask } from './extract-worker.ts';

export type ExtractionPool = BoundedPool<ExtractTask, ReadRecipe | null>;

/** extract-worker.ts beside this file when running from TypeScript (tests, dev), extract-worker.js in the build. */
const workerModule = new URL(`./extract-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * A 5 MB page takes about a second to read; ten is for slow machines, and a page that needs longer is not a page
 * worth reading. Two at once and eight waiting are plenty for imports, which are limited per user anyway; more
 * waiting than that is answered "busy" at once rather than left to pile up. On a two-core machine one thread:
 * the other core stays with the event loop, so pages being read never slow other people's requests.
 */
export const extractionLimits: Omit<BoundedPoolOptions, 'module'> = {
  threads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  queue: 8,
  queueTimeMs: 20_000,
  timeLimitMs: 10_000,
  memoryLimitMb: 256,
};

export function createExtractionPool(limits: Partial<typeof extractionLimits> = {}): ExtractionPool {
  return createBoundedPool({ ...extractionLimits, ...limits, module: workerModule });
}

let shared: ExtractionPool | undefined;

/**
 * The recipe on a page, read in a worker thread with a hard time and memory limit, so that no page (however it
 * is built) holds up the server. Too slow or too big is a 422 for the user; a full pool is a 503 to try again.
 */
export async function extractInWorker(
  task: ExtractTask,
  pool: ExtractionPool = (shared ??= createExtractionPool()),
): Promise<ReadRecipe | null> {
  try {
    return await pool.run(task);
  } catch (err) {
    if (err instanceof TaskTimeoutError) throw new AppError('UNPROCESSABLE', words('server.import.tooSlow'));
    if (err instanceof TaskMemoryError) throw new AppError('UNPROCESSABLE', words('server.import.tooBig'));
    if (err instanceof PoolBusyError) {
      throw new AppError('SERVICE_UNAVAILABLE', words('server.import.busy'), undefined, { retryAfterSeconds: 10 });
    }
    throw err;
  }
}
