import type { MessagePort } from 'node:worker_threads';

/** What a BoundedPool hands a thread: the task, and a port to say it has begun. */
export interface PoolMessage<T> {
  task: T;
  started: MessagePort;
}

/**
 * The default export of a worker module for createBoundedPool: says the task has begun (the pool's time limit
 * counts from then, not from when it was queued), then does it.
 */
export function workerTask<T, R>(work: (task: T) => R): (message: PoolMessage<T>) => R {
  return ({ task, started }) => {
    started.postMessage('started');
    return work(task);
  };
}
