import { describe, expect, it } from 'vitest';
import { readTicks, writeTicks } from './ingredient-ticks.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('cook mode’s ticked ingredients', () => {
  it('are read back for the same recipe, and not for another', () => {
    const storage = memoryStorage();
    writeTicks(storage, 'r1', 4, new Set([2, 0]));
    expect([...readTicks(storage, 'r1', 4)]).toEqual([0, 2]);
    expect(readTicks(storage, 'catalogue:r1', 4).size).toBe(0);
  });

  it('are dropped when the recipe’s list of ingredients changed in between', () => {
    const storage = memoryStorage();
    writeTicks(storage, 'r1', 4, new Set([3]));
    expect(readTicks(storage, 'r1', 3).size).toBe(0);
  });

  it('leave nothing stored once all are unticked, and read what is unreadable as none', () => {
    const storage = memoryStorage();
    writeTicks(storage, 'r1', 2, new Set([1]));
    writeTicks(storage, 'r1', 2, new Set());
    expect(storage.items.size).toBe(0);
    storage.setItem('ck-cook-ticks:r1', '{"count":2,"ticked":[1,"x",9,-1]');
    expect(readTicks(storage, 'r1', 2).size).toBe(0);
    storage.setItem('ck-cook-ticks:r1', '{"count":2,"ticked":[1,"x",9,-1]}');
    expect([...readTicks(storage, 'r1', 2)]).toEqual([1]);
  });
});
