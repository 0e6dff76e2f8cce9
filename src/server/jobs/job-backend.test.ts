import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './job-backend.ts';

describe('retryDelayMs', () => {
  it('doubles the wait with each retry when the kind backs off', () => {
    const backingOff = { delaySeconds: 30, backoff: true };
    expect([1, 2, 3].map((attempt) => retryDelayMs(backingOff, attempt))).toEqual([30_000, 60_000, 120_000]);
  });

  it('waits the same each time when it does not', () => {
    const steady = { delaySeconds: 5, backoff: false };
    expect([1, 2, 3].map((attempt) => retryDelayMs(steady, attempt))).toEqual([5_000, 5_000, 5_000]);
  });
});
