import { useSyncExternalStore } from 'react';

/**
 * Which lazy page modules are on their way. The router keeps the current page on screen while the next one
 * loads (navigations are transitions), and the app shell shows a small spinner meanwhile; this store is how
 * the shell knows. `pageShown` stays false until the first page module has arrived: before that, the
 * route's own Suspense fallback is the loading indicator and the shell adds none.
 */
let pending = 0;
let pageShown = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Counts `load` as pending until it settles. Called while React renders, so listeners hear of it later. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  queueMicrotask(notify);
  return load.finally(() => {
    pending -= 1;
    pageShown = true;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a page module loads after the first page is on screen; never in a page the build draws. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0 && pageShown,
    () => false,
  );
}
