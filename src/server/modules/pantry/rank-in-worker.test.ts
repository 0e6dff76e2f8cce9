import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { words } from '../../lib/i18n.ts';
import type { CataloguePostings } from './catalogue-postings.ts';
import { createRankPool, rankCatalogueInWorker, type RankPool } from './rank-in-worker.ts';

/** Three catalogue recipes: 0 uses rice; 1 rice and leeks; 2 leeks, capers and dill. */
const postings: CataloguePostings = {
  version: 1,
  ids: ['r-0', 'r-1', 'r-2'],
  titles: ['Rice', 'Leek risotto', 'Leek salad'],
  itemCounts: Uint16Array.from([1, 2, 3]),
  postings: Int32Array.from([0, 1, 1, 2, 2, 2]),
  ranges: new Map([
    ['rice', { start: 0, end: 2 }],
    ['leek', { start: 2, end: 4 }],
    ['caper', { start: 4, end: 5 }],
    ['dill', { start: 5, end: 6 }],
  ]),
  items: Int32Array.from([0, 0, 1, 1, 2, 3]),
  itemStarts: Int32Array.from([0, 1, 3, 6]),
  words: [
    { key: 'rice', item: 'rice' },
    { key: 'leek', item: 'leeks' },
    { key: 'caper', item: 'capers' },
    { key: 'dill', item: 'dill' },
  ],
};

describe("counting a pantry's catalogue recipes in a worker thread", () => {
  let pool: RankPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('answers the best recipes with their numbers, items covered and items to use soon', async () => {
    pool = createRankPool();
    expect(await rankCatalogueInWorker(postings, ['rice', 'leek'], new Set(['leek']), 2, pool)).toEqual([
      { id: 'r-1', number: 1, covered: 2, total: 2, soon: 1 },
      { id: 'r-0', number: 0, covered: 1, total: 1, soon: 0 },
    ]);
  });

  it('answers 503 with Retry-After when the ranking waits too long for a thread', async () => {
    // A thread takes far longer than a millisecond to start: the wait of an overloaded server.
    pool = createRankPool({ queueTimeMs: 1 });
    const err = await rankCatalogueInWorker(postings, ['rice'], new Set(), 2, pool).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    const refusal = err as AppError;
    expect([refusal.status, refusal.message, refusal.options.retryAfterSeconds]).toEqual([503, words('error.BUSY'), 5]);
  });
});
