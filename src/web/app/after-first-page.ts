import type { QueryClient } from '@tanstack/react-query';

/*
 * Work the first page does not need, kept until it is drawn with its data: the language's whole catalogue and the
 * service worker. Downloaded earlier, it shares the connection with what the page is waiting for, and on a slow
 * phone the page appears later (docs/decisions/0060-first-words-in-the-page.md).
 */

const waiting: (() => void)[] = [];
let drawn = false;

const whenIdle = (task: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 200);

/** Runs `task` once the first page is drawn and its reads are in, when the browser is idle. */
export function afterFirstPage(task: () => void): void {
  if (drawn) whenIdle(task);
  else waiting.push(task);
}

/**
 * Called once the first render has committed (main.tsx): the waiting work starts when no read is under way (the
 * page's data, which draws its largest content), or 5 seconds on, whichever comes first.
 */
export function firstRenderCommitted(queryClient: QueryClient): void {
  if (drawn) return;
  drawn = true;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    unsubscribe();
    clearTimeout(timer);
    whenIdle(() => {
      for (const task of waiting.splice(0)) task();
    });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) start();
  });
  const timer = setTimeout(start, 5000);
  if (queryClient.isFetching() === 0) start();
}
