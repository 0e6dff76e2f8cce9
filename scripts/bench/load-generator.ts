import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Job } from './load-runner.ts';

export interface StepResult {
  requests: number;
  rps: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  max: number;
  /** Responses by HTTP status. */
  statuses: Record<string, number>;
  /** Responses of 400 and above. */
  errors: number;
}

export interface RunResult extends StepResult {
  seconds: number;
  /** 4xx/5xx responses, connection errors, timeouts. */
  errors: number;
  connectionErrors: number;
  timeouts: number;
  bytesPerResponse: number;
  steps: Record<string, StepResult>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * autocannon in a second process (load-runner.ts, forked with an IPC channel), so the load generator and
 * the server never share a thread. One process serves every run of a benchmark.
 */
export class LoadGenerator {
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: RunResult) => void; reject: (e: Error) => void }>();

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (message: { id: number; result?: RunResult; error?: string }) => {
      const waiter = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.result) waiter?.resolve(message.result);
      else waiter?.reject(new Error(`load generator: ${message.error}`));
    });
    child.on('exit', (code) => {
      for (const waiter of this.pending.values()) waiter.reject(new Error(`the load generator exited (code ${code})`));
      this.pending.clear();
    });
  }

  static start(): LoadGenerator {
    const child = fork(path.join(here, 'load-runner.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new LoadGenerator(child);
  }

  run(job: Job): Promise<RunResult> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, job });
    });
  }

  stop() {
    if (this.child.exitCode === null) this.child.kill('SIGTERM');
  }
}
