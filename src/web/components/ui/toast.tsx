import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../lib/i18n/use-t.tsx';
import { subscribeToastHosts, topToastHost } from './toast-hosts.ts';
import {
  addToast,
  dismissToast,
  emptyToastQueue,
  pausableTimer,
  toastDuration,
  type Toast,
  type ToastAction,
  type ToastInput,
} from './toast-queue.ts';

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

  const push = useCallback((input: ToastInput) => setQueue((q) => addToast(q, input)), []);
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
  const region = queue.toasts.length ? <ToastRegion key={host ? 'dialog' : 'page'} toasts={queue.toasts} onDismiss={dismiss} /> : null;
  return (
    <ToastContext value={api}>
      {children}
      {host && region ? createPortal(region, host) : region}
    </ToastContext>
  );
}

/** The named region the toasts sit in; each toast is its own live region (see ToastItem). */
function ToastRegion({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  const t = useT();
  const [paused, setPaused] = useState({ hover: false, focus: false });
  return (
    <section
      aria-label={t('components.toast.region')}
      className="toast-region"
      onPointerEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onPointerLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused((p) => ({ ...p, focus: false }));
      }}
    >
      <div className="toast-viewport">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} paused={paused.hover || paused.focus} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}

/**
 * One toast. Its message is a polite live region (role "status") of its own, so it is announced, and found,
 * alone; the buttons sit outside it so that "Undo" and "Dismiss" are not read as part of the news. The text
 * arrives a moment after the element, because a live region inserted together with its text is often not read.
 */
function ToastItem({ toast, paused, onDismiss }: { toast: Toast; paused: boolean; onDismiss: (id: number) => void }) {
  const t = useT();
  const timer = useRef<ReturnType<typeof pausableTimer> | null>(null);
  const [spoken, setSpoken] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => setSpoken(true), 0);
    return () => clearTimeout(later);
  }, []);
  useEffect(() => {
    const running = pausableTimer(toastDuration(toast), () => onDismiss(toast.id));
    timer.current = running;
    return () => running.cancel();
  }, [toast, onDismiss]);
  useEffect(() => {
    if (paused) timer.current?.pause();
    else timer.current?.resume();
  }, [paused]);

  return (
    <div className={`toast toast--${toast.tone}`}>
      <p role="status" className="toast__message">
        {spoken ? toast.message : ''}
      </p>
      {toast.action ? (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            toast.action?.onAction();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className="toast__close" aria-label={t('components.toast.dismiss')} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
