import { afterEach, describe, expect, it } from 'vitest';
import {
  createBoundedPool,
  PoolBusyError,
  TaskMemoryError,
  TaskTimeoutError,
  type BoundedPool,
  type BoundedPoolOptions,
} from './bounded-pool.ts';

const spinWorker = new URL('../../test/workers/spin.ts', import.meta.url);
const hogWorker = new URL('../../test/workers/hog.ts', import.meta.url);

describe('a bounded pool of worker threads', () => {
  let pool: BoundedPool<number, string> | undefined;
  const start = (options: Partial<BoundedPoolOptions> = {}) =>
    (pool = createBoundedPool<number, string>({
      module: spinWorker,
      threads: 1,
      queue: 1,
      queueTimeMs: 30_000,
      timeLimitMs: 30_000,
      memoryLimitMb: 64,
      ...options,
    }));
  /** Until a thread is up (starting one may take longer than a short queue time allows). */
  const warmUp = async (p: BoundedPool<number, string>) => {
    for (;;) {
      try {
        return expect(await p.run(0)).toBe('done');
      } catch (err) {
        if (!(err instanceof PoolBusyError)) throw err;
      }
    }
  };
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  // Review 14.1: parsing a page ran on the event loop with no limit; here a task past its time has its thread ended.
  it('ends a task that runs past its time limit, and the next task gets a fresh thread', async () => {
    const p = start({ timeLimitMs: 300 });
    await expect(p.run(60_000)).rejects.toBeInstanceOf(TaskTimeoutError);
    expect(await p.run(0)).toBe('done');
  });

  it('counts the time limit from when a thread takes the task, not from when it was queued', async () => {
    const p = start({ queue: 4, timeLimitMs: 2_500 });
    // Four seconds of work in a row on one thread; each task alone is well within its 2.5 s.
    expect(await Promise.all([p.run(1_000), p.run(1_000), p.run(1_000), p.run(1_000)])).toEqual(['done', 'done', 'done', 'done']);
  });

  it('refuses a task at once when every thread is busy and the queue is full', async () => {
    const p = start({ queue: 1 });
    await warmUp(p);
    const running = p.run(2_000);
    const queued = p.run(0);
    await expect(p.run(0)).rejects.toBeInstanceOf(PoolBusyError);
    expect(await Promise.all([running, queued])).toEqual(['done', 'done']);
  });

  it('hands tasks to threads first come, first served', async () => {
    const p = start({ queue: 8 });
    await warmUp(p);
    const running = p.run(300);
    const finished: number[] = [];
    const waiting = Array.from({ length: 6 }, (_, k) => p.run(20).then(() => finished.push(k)));
    await Promise.all([running, ...waiting]);
    // piscina's own line sent a task it could not hand over to the back, so later ones ran before it.
    expect(finished).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('gives up a task that waits too long for a thread', async () => {
    const p = start({ queue: 2, queueTimeMs: 300 });
    await warmUp(p);
    const running = p.run(3_000);
    await expect(p.run(0)).rejects.toBeInstanceOf(PoolBusyError);
    expect(await running).toBe('done');
  });

  it('ends a task that needs more memory than its thread may have, and the pool carries on', async () => {
    const hog = createBoundedPool<number, string>({
      module: hogWorker,
      threads: 1,
      queue: 1,
      queueTimeMs: 30_000,
      timeLimitMs: 30_000,
      memoryLimitMb: 32,
    });
    try {
      await expect(hog.run(0)).rejects.toBeInstanceOf(TaskMemoryError);
      await expect(hog.run(0)).rejects.toBeInstanceOf(TaskMemoryError);
    } finally {
      await hog.close();
    }
  });
});
