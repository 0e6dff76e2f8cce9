import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import {
  createBoundedPool,
  PoolBusyError,
  TaskMemoryError,
  TaskTimeoutError,
  type BoundedPool,
  type BoundedPoolOptions,
} from '../../lib/worker-pool/bounded-pool.ts';
import type { CataloguePostings } from './catalogue-postings.ts';
import { CANDIDATE_FIELDS, type Candidate, type CatalogueRankTask } from './rank-catalogue.ts';

/** rank-worker.ts beside this file when running from TypeScript (tests, dev), rank-worker.js in the build. */
const workerModule = new URL(`./rank-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

export type RankPool = BoundedPool<CatalogueRankTask, Int32Array>;

/**
 * Counting a pantry's recipes takes a millisecond or two at 100,000 catalogue recipes, at most some ten when a pantry
 * holds every common item: in worker threads, so that it never holds up the event loop and, on a machine of two
 * cores, runs beside it (one thread per core but the event loop's, at most two). Threads are kept ten minutes after
 * their last task. Many waiting, or a wait of seconds, means the server is overloaded: "try again" (503).
 */
export const rankLimits: Omit<BoundedPoolOptions, 'module'> = {
  threads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  queue: 64,
  queueTimeMs: 5_000,
  timeLimitMs: 5_000,
  memoryLimitMb: 64,
  idleTimeoutMs: 10 * 60_000,
};

/** A pool of ranking threads: the server's one, or a test's with limits of its own. */
export function createRankPool(limits: Partial<typeof rankLimits> = {}): RankPool {
  return createBoundedPool({ ...rankLimits, ...limits, module: workerModule });
}

let shared: RankPool | undefined;

/** A catalogue recipe ranked for a pantry, with its number in the postings. */
export interface CatalogueCandidate extends Candidate {
  number: number;
}

/**
 * The best `size` catalogue recipes for a pantry of `keys` (those in `soonKeys` to be used soon), best first, counted
 * in a worker thread over `postings` where they are in shared memory.
 */
export async function rankCatalogueInWorker(
  postings: CataloguePostings,
  keys: Iterable<string>,
  soonKeys: ReadonlySet<string>,
  size: number,
  pool: RankPool = (shared ??= createRankPool()),
): Promise<CatalogueCandidate[]> {
  const ranges: number[] = [];
  for (const key of keys) {
    const range = postings.ranges.get(key);
    if (range) ranges.push(range.start, range.end, soonKeys.has(key) ? 1 : 0);
  }
  if (ranges.length === 0) return [];
  let answer: Int32Array;
  try {
    answer = await pool.run({ postings: postings.postings, itemCounts: postings.itemCounts, keys: Int32Array.from(ranges), size });
  } catch (err) {
    if (err instanceof PoolBusyError || err instanceof TaskTimeoutError || err instanceof TaskMemoryError) {
      throw new AppError('SERVICE_UNAVAILABLE', words('error.BUSY'), undefined, { retryAfterSeconds: 5 });
    }
    throw err;
  }
  const candidates: CatalogueCandidate[] = [];
  for (let i = 0; i < answer.length; i += CANDIDATE_FIELDS) {
    const number = answer[i] as number;
    candidates.push({
      id: postings.ids[number] as string,
      number,
      covered: answer[i + 1] as number,
      total: postings.itemCounts[number] as number,
      soon: answer[i + 2] as number,
    });
  }
  return candidates;
}
