import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { pushToastHost } from './toast-hosts.ts';

export interface DialogProps {
  /** The dialog's accessible name and visible heading. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  size?: 'md' | 'lg';
  /** Shown in place of the close button's default name ("Close"). */
  closeLabel?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (so focus stays
 * inside), Escape closes it, and focus goes back to where it was when it opened. A click on the backdrop closes
 * it too. Mount it to open it; the parent decides when it closes (usually from the URL).
 */
export function Dialog({ title, onClose, children, subtitle, size = 'md', closeLabel }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // While it is open, toasts are drawn inside it: outside, they would be inert and hidden behind it.
    const releaseToasts = pushToastHost(dialog);
    return () => {
      releaseToasts();
      if (dialog.open) dialog.close();
      // Back to the control that opened it; when there was none (a deep link), to the page's heading.
      const target = opener && opener.isConnected && opener !== document.body ? opener : document.querySelector<HTMLElement>('#main h1');
      target?.focus();
    };
  }, []);

  return (
    // A click on the backdrop is a pointer shortcut for closing; the keyboard has Escape (onCancel) and the Close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the parent closes it (it may also change the URL).
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onCloseRef.current();
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <div>
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {subtitle ? <div className="dialog__subtitle">{subtitle}</div> : null}
          </div>
          <button
            type="button"
            className="dialog__close"
            aria-label={closeLabel ?? t('components.dialog.close')}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
