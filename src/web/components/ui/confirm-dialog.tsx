import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

/** "Are you sure?" for changes that cannot be undone from here: what will happen, and two ways out. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog title={title} onClose={onClose}>
      <div className="confirm">
        {children}
        <div className="dialog-actions">
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('components.confirmDialog.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
