import { useT } from '../../lib/i18n/use-t.ts';
import { Button } from './button.tsx';

export interface LoadErrorProps {
  /** What could not be loaded, as the end of "Could not load …": "your shopping list". */
  what: string;
  /** The server's message, when it gave one. */
  detail?: string | undefined;
  onRetry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
}

/** A first load that failed: what failed, why when known, and a way to try again without reloading the page. */
export function LoadError({ what, detail, onRetry, retrying = false }: LoadErrorProps) {
  const t = useT();
  return (
    <div role="alert" className="alert alert--error alert--with-action">
      <div className="alert__body">
        <p className="alert__title">{t('components.loadError.title', { what })}</p>
        {detail ? <p>{detail}</p> : null}
      </div>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {t('components.loadError.retry')}
      </Button>
    </div>
  );
}
