import type { KeyValueStorage } from './setup-state.ts';

/**
 * localStorage when the browser lets us use it; an in-memory stand-in when it does not (storage disabled,
 * quota full), so that a refusal never breaks sign-in or setup.
 */
function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const memory = createMemoryStorage();

export const browserStorage: KeyValueStorage = {
  getItem(key) {
    try {
      return window.localStorage.getItem(key) ?? memory.getItem(key);
    } catch {
      return memory.getItem(key);
    }
  },
  setItem(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      memory.setItem(key, value);
    }
  },
  removeItem(key) {
    memory.removeItem(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored there to remove.
    }
  },
};
