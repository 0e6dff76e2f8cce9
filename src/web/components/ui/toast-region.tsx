import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { pausableTimer, toastDuration, type Toast } from './toast-queue.ts';

// The toasts as drawn: loaded with the first toast (toast.tsx), not with every page's first load.

/** The named region the toasts sit in; each toast is its own live region (see ToastItem). */
export function ToastRegion({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
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
