import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageOf } from '../../../lib/error-message.ts';

/** A card of the dashboard: a region named by its heading. */
export function DashboardSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={['card', 'dashboard-card', className ?? ''].filter(Boolean).join(' ')}>
      <h2 id={headingId} className="dashboard-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card whose data did not load: what failed, why, and a way to ask again. */
export function SectionError({ what, error, onRetry, retrying }: { what: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="dashboard-card__error">
      <p>
        {what} could not be loaded: {errorMessageOf(error) ?? 'Something went wrong.'}
      </p>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
