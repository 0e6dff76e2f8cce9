import type { KeyValueStorage } from '../../lib/setup-complete.ts';

/**
 * Cook mode's timers, kept in the browser's storage so they outlive a step change, leaving the page and a reload
 * (decision 0076). Each keeps the moment it ends, not the time left: the time left is read from the clock, so a
 * reload, a sleeping tab or a throttled interval never makes a timer run slow.
 */
export interface CookTimer {
  id: string;
  /** Which recipe's cook mode started it ("r1", "catalogue:c1"): each recipe shows its own. */
  recipe: string;
  /** The step it was started from, from 0: its name is "Step 3: 20 minutes". */
  step: number;
  seconds: number;
  /** Epoch milliseconds. */
  endsAt: number;
  /** Set once the timer has rung, so a reload after it ended shows it without ringing again. */
  rang: boolean;
}

export const timersStorageKey = 'ck-cook-timers';

const isTimer = (value: unknown): value is CookTimer => {
  if (typeof value !== 'object' || value === null) return false;
  const timer = value as Record<string, unknown>;
  return (
    typeof timer.id === 'string' &&
    typeof timer.recipe === 'string' &&
    typeof timer.step === 'number' &&
    typeof timer.seconds === 'number' &&
    typeof timer.endsAt === 'number' &&
    typeof timer.rang === 'boolean'
  );
};

/** What is stored; anything unreadable (another version's shape, a hand edit) is dropped, never thrown. */
export function readTimers(storage: KeyValueStorage): CookTimer[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(timersStorageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isTimer) : [];
  } catch {
    return [];
  }
}

export function writeTimers(storage: KeyValueStorage, timers: readonly CookTimer[]): void {
  if (timers.length === 0) storage.removeItem(timersStorageKey);
  else storage.setItem(timersStorageKey, JSON.stringify(timers));
}

/** Whole seconds left at `now`, never below 0. */
export function secondsLeft(timer: CookTimer, now: number): number {
  return Math.max(0, Math.ceil((timer.endsAt - now) / 1000));
}

/** Timers that ended before `now` and have not rung yet: the ones to ring now. */
export function timersToRing(timers: readonly CookTimer[], now: number): CookTimer[] {
  return timers.filter((timer) => !timer.rang && timer.endsAt <= now);
}

/** Timers that ended more than a day ago are forgotten: nobody is still waiting for them. */
export function withoutStale(timers: readonly CookTimer[], now: number): CookTimer[] {
  return timers.filter((timer) => now - timer.endsAt < 24 * 60 * 60 * 1000);
}
