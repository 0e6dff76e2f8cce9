import { workerTask } from '../../lib/worker-pool/worker-task.ts';

/** Allocates until its thread runs out of memory. */
export default workerTask(() => {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i * Math.random()));
});
