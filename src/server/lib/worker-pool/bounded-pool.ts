import { MessageChannel } from 'node:worker_threads';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import type { PoolMessage } from './worker-task.ts';

// These errors' messages are for the log: each caller turns them into a refusal in the person's language (the
// importer's in recipes/import/extract-in-worker.ts, the password check's in auth/check-password.ts).

/** Every thread is busy and the queue is full, or a task waited its whole queue time. */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
}
/** A task ran past its time limit; its thread was ended. */
export class TaskTimeoutError extends Error {
  override name = 'TaskTimeoutError';
}
/** A task's thread ran out of its memory; the thread was ended. */
export class TaskMemoryError extends Error {
  override name = 'TaskMemoryError';
}

export interface BoundedPoolOptions {
  /** The worker module: its default export is a function made with workerTask. A .ts module runs under tsx. */
  module: URL;
  /** Tasks running at once (one per thread). */
  threads: number;
  /** Tasks waiting for a thread (at least 1); one more is refused at once with PoolBusyError. */
  queue: number;
  /** How long a task may wait for a thread (including a new thread's start) before it is given up with PoolBusyError. */
  queueTimeMs: number;
  /** How long a task may run once a thread has it; then the thread is ended (TaskTimeoutError). */
  timeLimitMs: number;
  /** The heap of each thread; a task that needs more ends its thread (TaskMemoryError). */
  memoryLimitMb: number;
  /** How long an idle thread is kept for the next task (30 s unless given); a thread that loads much at start wants longer. */
  idleTimeoutMs?: number;
}

export interface BoundedPool<T, R> {
  run(task: T): Promise<R>;
  close(): Promise<void>;
}

/**
 * Work that must not hold up the event loop, in a few worker threads (piscina) with hard limits: a task that runs too
 * long or needs too much memory has its thread terminated, whatever it was doing, and the waiting line is short.
 *
 * The line is kept here, first come first served (p-limit), and a task is handed to piscina only when a thread is
 * free: piscina's own line, for tasks that can be aborted (ours all can, for the limits), sends a task it could not
 * hand over to the back (or, with `stricterFIFO`, every new task to the front), and under steady load one task in a
 * few hundred waited over a second while later ones ran (decision 0091).
 */
export function createBoundedPool<T, R>(options: BoundedPoolOptions): BoundedPool<T, R> {
  const pool = new Piscina<PoolMessage<T>, R>({
    filename: options.module.href,
    minThreads: 0,
    maxThreads: options.threads,
    // A thread lingers a while after its task, so that the next one starts at once.
    idleTimeout: options.idleTimeoutMs ?? 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryLimitMb },
    // Node cannot load TypeScript itself: the TypeScript files (tests, `npm run dev`) run under tsx, the build as it is.
    execArgv: options.module.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    // Its histograms of wait and run times are not read here; recording them is work on every task.
    recordTiming: false,
  });
  // A thread that fails between tasks is replaced for the next one; the pool must not throw it at the process.
  pool.on('error', () => undefined);
  const turns = pLimit(options.threads);

  return {
    async run(task) {
      if (turns.pendingCount >= options.queue) throw new PoolBusyError('Every worker thread is busy');
      const controller = new AbortController();
      const { port1, port2 } = new MessageChannel();
      let outcome: 'waited too long' | 'ran too long' | null = null;
      let runTimer: NodeJS.Timeout | undefined;
      const queueTimer = setTimeout(() => {
        outcome = 'waited too long';
        controller.abort();
      }, options.queueTimeMs);
      port1.once('message', () => {
        clearTimeout(queueTimer);
        runTimer = setTimeout(() => {
          outcome = 'ran too long';
          controller.abort();
        }, options.timeLimitMs);
      });
      // Given up while it waited for its turn: the caller is answered at once, and the turn passes straight on.
      const givenUp = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
      );
      givenUp.catch(() => undefined);
      const turn = turns(() =>
        controller.signal.aborted ? undefined : pool.run({ task, started: port2 }, { signal: controller.signal, transferList: [port2] }),
      );
      turn.catch(() => undefined);
      try {
        return (await Promise.race([turn, givenUp])) as R;
      } catch (err) {
        if (outcome === 'ran too long') throw new TaskTimeoutError(`The task ran longer than ${options.timeLimitMs} ms`);
        if (outcome === 'waited too long') throw new PoolBusyError(`The task waited longer than ${options.queueTimeMs} ms`);
        if ((err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new TaskMemoryError(`The task needed more than ${options.memoryLimitMb} MB`);
        }
        throw err;
      } finally {
        clearTimeout(queueTimer);
        clearTimeout(runTimer);
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}
