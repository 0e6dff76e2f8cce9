import { apiCacheName } from './cache-names.ts';

/**
 * Deletes the worker's cached API answers (the plan, the list, who is signed in): called on sign-out and account
 * deletion, before the page reloads, so the next person on this device never sees them, online or offline. The
 * app shell's precache holds no one's data and stays. Never throws: failing to clear must not block signing out.
 */
export async function clearOfflineCaches(): Promise<void> {
  if (!('caches' in window)) return;
  try {
    await caches.delete(apiCacheName);
  } catch (error) {
    console.warn('Could not clear the offline cache', error);
  }
}
