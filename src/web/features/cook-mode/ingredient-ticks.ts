import { useCallback, useState } from 'react';
import type { KeyValueStorage } from '../../lib/setup-complete.ts';

/**
 * The ingredients ticked off in cook mode, kept for the browser tab (sessionStorage): they outlive a reload or a look
 * at another page while cooking, but the next time the recipe is cooked, in a new tab or another day, starts clean
 * (decision 0076). Kept with the recipe's number of ingredients: an edit in between that changes the list drops them.
 */
const keyOf = (recipeKey: string) => `ck-cook-ticks:${recipeKey}`;

export function readTicks(storage: KeyValueStorage, recipeKey: string, count: number): ReadonlySet<number> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(keyOf(recipeKey)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return new Set();
    const { count: storedCount, ticked } = stored as { count?: unknown; ticked?: unknown };
    if (storedCount !== count || !Array.isArray(ticked)) return new Set();
    return new Set(ticked.filter((index): index is number => Number.isInteger(index) && index >= 0 && index < count));
  } catch {
    return new Set();
  }
}

export function writeTicks(storage: KeyValueStorage, recipeKey: string, count: number, ticked: ReadonlySet<number>): void {
  try {
    if (ticked.size === 0) storage.removeItem(keyOf(recipeKey));
    else storage.setItem(keyOf(recipeKey), JSON.stringify({ count, ticked: [...ticked].sort((a, b) => a - b) }));
  } catch {
    // Storage full or refused (a private window): the ticks still work until the page goes.
  }
}

/** A storage that may be missing or refused (some private windows throw on reading sessionStorage at all). */
function tabStorage(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The ticked ingredients of one recipe's cook mode, and a way to tick or untick one. */
export function useIngredientTicks(recipeKey: string, count: number): [ReadonlySet<number>, (index: number, on: boolean) => void] {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => {
    const storage = tabStorage();
    return storage ? readTicks(storage, recipeKey, count) : new Set();
  });
  const tick = useCallback(
    (index: number, on: boolean) => {
      setTicked((before) => {
        const next = new Set(before);
        if (on) next.add(index);
        else next.delete(index);
        const storage = tabStorage();
        if (storage) writeTicks(storage, recipeKey, count, next);
        return next;
      });
    },
    [recipeKey, count],
  );
  return [ticked, tick];
}
