import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import type { MessageKey } from '../../../shared/i18n/messages.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** A part of the champion dashboard: a region named by its heading, with room for actions beside it. */
export function GroupSection({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card champion-section">
      <div className="champion-section__header">
        <h2 id={headingId} className="champion-section__title">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * Data that did not load: what failed, why, and a way to ask again. `messageKey` is the whole sentence, with the
 * reason as `{reason}`, so that a language can put the two in its own order.
 */
export function GroupLoadError({
  messageKey,
  error,
  onRetry,
  retrying,
}: {
  messageKey: MessageKey;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  return (
    <div role="alert" className="champion-section__error">
      <p>{t(messageKey, { reason: errorMessageOf(error) ?? t('champions.loadError.unknown') })}</p>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {t('champions.loadError.tryAgain')}
      </Button>
    </div>
  );
}
