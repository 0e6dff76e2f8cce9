import { workerTask } from '../../lib/worker-pool/worker-task.ts';

/** Keeps its thread busy for `ms` milliseconds without yielding, as a page that is slow to read would. */
export default workerTask((ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
  return 'done';
});
