import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { pingServer } from '../../api/health/ping-server.ts';
import { ApiError } from '../api-client.ts';

/**
 * TanStack Query pauses mutations while it believes the browser is offline and sends them when it is back: that
 * is how a tick made in a shop without signal reaches the server later. Its belief comes only from the window's
 * `online` and `offline` events, which is not enough:
 * - it starts out "online", so a page opened offline would send its first tick at once, fail and undo it;
 * - navigator.onLine says "online" on a connection that carries nothing (a weak signal, a captive portal), and
 *   Chromium's offline emulation, which the browser tests use, leaves it "online" in a page loaded while offline.
 * So the state here starts from navigator.onLine, follows the events, and also turns "offline" whenever a call to
 * our API fails for want of a connection (not for an answer: a 4xx or 5xx means we are online); from then on
 * a light probe asks /api/health (which the service worker never answers) until the server is reachable again.
 */
const probeEveryMs = 3_000;
let probeTimer: ReturnType<typeof setTimeout> | undefined;

/** The API client's error for a request that got no answer at all (see api-client.ts). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

async function probe(): Promise<void> {
  probeTimer = undefined;
  try {
    await pingServer();
    onlineManager.setOnline(true);
  } catch {
    if (!onlineManager.isOnline()) probeTimer = setTimeout(() => void probe(), probeEveryMs);
  }
}

function reportNetworkFailure(): void {
  onlineManager.setOnline(false);
  probeTimer ??= setTimeout(() => void probe(), probeEveryMs);
}

/** Wires the online state for `queryClient` (once, at start-up: start-offline-support.ts). */
export function followConnectivity(queryClient: QueryClient): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
  // Every failed attempt of a read or a change, retried or final.
  const onFailure = (action: { type: string; error?: unknown }) => {
    if ((action.type === 'failed' || action.type === 'error') && isNetworkError(action.error)) reportNetworkFailure();
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated') onFailure(event.action);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated') onFailure(event.action);
  });
}

/** Whether TanStack Query holds changes back as offline: what the page should say about unsynced changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
