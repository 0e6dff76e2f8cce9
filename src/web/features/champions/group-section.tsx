import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../lib/error-message.ts';

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

/** Data that did not load: what failed, why, and a way to ask again. */
export function GroupLoadError({
  what,
  error,
  onRetry,
  retrying,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="champion-section__error">
      <p>
        {what} could not be loaded: {errorMessageOf(error) ?? 'Something went wrong.'}
      </p>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
