import { useT } from '../../lib/i18n/use-t.ts';

export interface SkeletonProps {
  /** How many placeholder rows (or cards). */
  count?: number;
  /** Rows for lists, cards for card grids, lines for a paragraph of text. */
  variant?: 'rows' | 'cards' | 'lines';
  /** Said to screen readers while it shows, e.g. "Loading your recipes…". */
  label?: string;
}

/**
 * The shape of content that is on its way, so the page does not jump when it arrives. The blocks are hidden
 * from assistive technology; the region says "Loading…" in words instead (visually hidden). It is not named
 * "Loading" on purpose: that name belongs to the app-wide indicator of auth state and lazy routes.
 */
export function Skeleton({ count = 3, variant = 'rows', label }: SkeletonProps) {
  const t = useT();
  return (
    <div role="status" className={`skeleton skeleton--${variant}`}>
      <span className="visually-hidden">{label ?? t('components.skeleton.loading')}</span>
      <div aria-hidden="true" className="skeleton__blocks">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="skeleton__block" />
        ))}
      </div>
    </div>
  );
}
