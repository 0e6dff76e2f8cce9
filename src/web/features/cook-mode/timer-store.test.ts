import { describe, expect, it } from 'vitest';
import { readTimers, secondsLeft, timersStorageKey, timersToRing, withoutStale, writeTimers, type CookTimer } from './timer-store.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const timer = (overrides: Partial<CookTimer> = {}): CookTimer => ({
  id: 't1',
  recipe: 'r1',
  step: 1,
  seconds: 1200,
  endsAt: 1_000_000,
  rang: false,
  ...overrides,
});

describe('cook mode timers', () => {
  it('keeps the end time, so the time left comes from the clock after a reload', () => {
    const storage = memoryStorage();
    writeTimers(storage, [timer()]);
    const [again] = readTimers(storage);
    expect(again).toEqual(timer());
    expect(secondsLeft(again!, 1_000_000 - 61_500)).toBe(62);
    expect(secondsLeft(again!, 2_000_000)).toBe(0);
  });

  it('drops what it cannot read instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(timersStorageKey, '{not json');
    expect(readTimers(storage)).toEqual([]);
    storage.setItem(timersStorageKey, JSON.stringify([{ id: 1 }, timer()]));
    expect(readTimers(storage)).toEqual([timer()]);
  });

  it('rings each ended timer once and forgets it a day later', () => {
    const timers = [timer(), timer({ id: 't2', endsAt: 5_000_000 }), timer({ id: 't3', rang: true })];
    expect(timersToRing(timers, 1_000_000).map((t) => t.id)).toEqual(['t1']);
    expect(withoutStale(timers, 1_000_000 + 24 * 3600 * 1000).map((t) => t.id)).toEqual(['t2']);
  });
});
