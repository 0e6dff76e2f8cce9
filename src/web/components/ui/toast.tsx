import { createContext, Suspense, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { subscribeToastHosts, topToastHost } from './toast-hosts.ts';
import { addToast, dismissToast, emptyToastQueue, type ToastAction, type ToastInput } from './toast-queue.ts';

// What draws the toasts loads with the first one: most page views show none, and every page's first load counts.
const ToastRegion = lazyComponent(() => import('./toast-region.tsx').then((module) => module.ToastRegion));

export interface ToastApi {
  /** Something the person asked for is done: "Recipe saved". */
  success: (message: string, options?: { action?: ToastAction }) => void;
  /** Neutral news: "Nothing to copy from last week". */
  info: (message: string, options?: { action?: ToastAction }) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the whole app; errors are not toasts (they stay beside what failed, as an alert). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider (the app shell has one)');
  return api;
}

/**
 * Holds the queue and renders it: in the page, or inside the open modal dialog on top (see toast-hosts.ts).
 * Screen readers announce each toast politely without moving focus. Toasts hide by themselves after a few
 * seconds, but not while the pointer is over them or focus is inside them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState(emptyToastQueue);

  const push = useCallback((input: ToastInput) => {
    void ToastRegion.preload().catch(() => undefined);
    setQueue((q) => addToast(q, input));
  }, []);
  const dismiss = useCallback((id: number) => setQueue((q) => dismissToast(q, id)), []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (message, options) => push({ message, tone: 'success', action: options?.action }),
      info: (message, options) => push({ message, tone: 'info', action: options?.action }),
    }),
    [push],
  );

  const host = useSyncExternalStore(subscribeToastHosts, topToastHost, () => null);
  // No empty landmark when there is nothing to say; unmounting also forgets a hover that ended with the last toast.
  const region = queue.toasts.length ? (
    <Suspense key={host ? 'dialog' : 'page'} fallback={null}>
      <ToastRegion toasts={queue.toasts} onDismiss={dismiss} />
    </Suspense>
  ) : null;
  return (
    <ToastContext value={api}>
      {children}
      {host && region ? createPortal(region, host) : region}
    </ToastContext>
  );
}
