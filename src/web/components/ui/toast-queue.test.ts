import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToast,
  dismissToast,
  emptyToastQueue,
  MAX_TOASTS,
  pausableTimer,
  TOAST_MS,
  TOAST_WITH_ACTION_MS,
  toastDuration,
} from './toast-queue.ts';

describe('toast queue', () => {
  it('adds toasts in order with increasing ids and success as the default tone', () => {
    const queue = addToast(addToast(emptyToastQueue, { message: 'Saved' }), { message: 'Planned', tone: 'info' });
    expect(queue.toasts.map((t) => [t.id, t.message, t.tone])).toEqual([
      [1, 'Saved', 'success'],
      [2, 'Planned', 'info'],
    ]);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    let queue = emptyToastQueue;
    for (const message of ['a', 'b', 'c', 'd', 'e']) queue = addToast(queue, { message });
    expect(queue.toasts.map((t) => t.message)).toEqual(['c', 'd', 'e']);
  });

  it('replaces a repeated message instead of stacking it, with a new id so it is announced again', () => {
    let queue = addToast(emptyToastQueue, { message: 'Saved' });
    queue = addToast(queue, { message: 'Other' });
    queue = addToast(queue, { message: 'Saved' });
    expect(queue.toasts.map((t) => [t.id, t.message])).toEqual([
      [2, 'Other'],
      [3, 'Saved'],
    ]);
  });

  it('dismisses by id and leaves the queue unchanged for an unknown id', () => {
    const queue = addToast(addToast(emptyToastQueue, { message: 'a' }), { message: 'b' });
    expect(dismissToast(queue, 1).toasts.map((t) => t.message)).toEqual(['b']);
    expect(dismissToast(queue, 99)).toBe(queue);
  });

  it('gives a toast with an action longer to stay', () => {
    expect(toastDuration({})).toBe(TOAST_MS);
    expect(toastDuration({ action: { label: 'Undo', onAction: () => undefined } })).toBe(TOAST_WITH_ACTION_MS);
  });
});

describe('pausableTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once after its time', () => {
    const done = vi.fn();
    pausableTimer(1000, done);
    vi.advanceTimersByTime(999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not fire while paused and carries on with the time it had left', () => {
    const done = vi.fn();
    const timer = pausableTimer(1000, done);
    vi.advanceTimersByTime(600);
    timer.pause();
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(399);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('ignores a second pause or resume, and never fires once cancelled', () => {
    const done = vi.fn();
    const timer = pausableTimer(1000, done);
    timer.resume();
    vi.advanceTimersByTime(500);
    timer.pause();
    timer.pause();
    timer.resume();
    vi.advanceTimersByTime(499);
    expect(done).not.toHaveBeenCalled();
    timer.cancel();
    timer.resume();
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
  });
});
