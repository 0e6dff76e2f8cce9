/**
 * The load generator's process: forked by load-generator.ts so that autocannon never shares a CPU thread
 * with the server or the orchestrating script. It takes jobs over IPC, runs each with autocannon, and answers
 * with the figures: requests per second, latency percentiles from every response's exact time (autocannon's
 * own histogram has 1 ms steps, too coarse for sub-millisecond routes), per step and overall, and errors.
 */
import autocannon from 'autocannon';
import { pathToFileURL } from 'node:url';
import type { RunResult, StepResult } from './load-generator.ts';
import type { WorkloadFactory } from './workload.ts';

export interface Job {
  url: string;
  connections: number;
  /** Seconds; ignored when `amount` is given. */
  duration: number;
  /** A fixed number of requests instead of a duration (warm-ups). */
  amount?: number;
  timeoutSeconds: number;
  workload: { module: string; options: unknown };
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

class StepStats {
  private times: number[] = [];
  private statuses: Record<string, number> = {};

  record(status: number, ms: number) {
    this.times.push(ms);
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }

  result(seconds: number): StepResult {
    const sorted = Float64Array.from(this.times).sort();
    const failed = Object.entries(this.statuses).reduce((n, [status, c]) => (Number(status) >= 400 ? n + c : n), 0);
    return {
      requests: this.times.length,
      rps: this.times.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: percentile(sorted, 100),
      statuses: this.statuses,
      errors: failed,
    };
  }
}

async function run(job: Job): Promise<RunResult> {
  const factory = ((await import(pathToFileURL(job.workload.module).href)) as { default: WorkloadFactory }).default;
  const makeClient = factory(job.workload.options as never);
  const steps = new Map<string, StepStats>();
  const overall = new StepStats();
  let next = 0;

  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    ...(job.amount ? { amount: job.amount } : {}),
    timeout: job.timeoutSeconds,
    setupClient(client: autocannon.Client) {
      const virtual = makeClient(next++);
      client.setRequests(virtual.requests as autocannon.Request[]);
      // 'response' comes before the client builds its next request, so currentStep() is still this one's.
      client.on('response', (status: number, _bytes: number, ms: number) => {
        const step = virtual.currentStep();
        let stats = steps.get(step);
        if (!stats) steps.set(step, (stats = new StepStats()));
        stats.record(status, ms);
        overall.record(status, ms);
      });
    },
  });

  const seconds = result.duration;
  const total = overall.result(seconds);
  return {
    ...total,
    seconds,
    // Connection errors and timeouts never reach 'response'; they count as errors too.
    errors: total.errors + result.errors + result.mismatches,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    steps: Object.fromEntries([...steps].map(([name, stats]) => [name, stats.result(seconds)])),
  };
}

// The orchestrating script is gone (finished or interrupted): so is this process's reason to be.
process.on('disconnect', () => process.exit(0));

process.on('message', (message: { id: number; job: Job }) => {
  run(message.job).then(
    (result) => process.send?.({ id: message.id, result }),
    (err: unknown) => process.send?.({ id: message.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
  );
});
