import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

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

/** What a card shows: each has its own sentence for when it does not load. */
export type SectionData = 'mealPlan' | 'recipes' | 'shoppingList' | 'champion' | 'goals' | 'checkIn' | 'messages' | 'progress';

/** A card whose data did not load: what failed, why, and a way to ask again. */
export function SectionError({
  what,
  error,
  onRetry,
  retrying,
}: {
  what: SectionData;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  const reason = errorMessageOf(error) ?? t('dashboard.sectionError.unknown');
  return (
    <div role="alert" className="dashboard-card__error">
      <p>{t(`dashboard.sectionError.${what}`, { reason })}</p>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {t('dashboard.sectionError.retry')}
      </Button>
    </div>
  );
}
