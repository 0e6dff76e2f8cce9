import { browserStorage } from './browser-storage.ts';

/**
 * Deleting an account ends on the public home page after a full reload (so nothing of the person stays in
 * memory); this one flag carries "it is done" across that reload, and is read once.
 */
const KEY = 'accountDeleted';

export function noteAccountDeleted(): void {
  browserStorage.setItem(KEY, '1');
}

export function hasAccountDeletedNotice(): boolean {
  return browserStorage.getItem(KEY) === '1';
}

export function forgetAccountDeletedNotice(): void {
  browserStorage.removeItem(KEY);
}
