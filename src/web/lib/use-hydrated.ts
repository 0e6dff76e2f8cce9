import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the build draws a page and while React adopts that drawn page in the browser (its first render must
 * match it); true from then on, and from the start in a page the browser draws itself. For what the drawn page must
 * not offer before its JavaScript runs, and for what only the browser knows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
