import { Link, useLocation } from 'react-router';
import { cookModeHref, type CookModeTarget } from '../../lib/cook-mode-url.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { buttonClassName } from '../ui/button.tsx';

/**
 * `Start cooking`: opens cook mode (decision 0076) for a recipe, coming back here (this page, with its dialog open)
 * when cooking is done. Where several sit side by side (the planner's entries), `short` words it "Cook" and
 * `describedBy` points at the recipe's title.
 */
export function StartCookingLink({
  className,
  label,
  describedBy,
  short = false,
  ...target
}: Omit<CookModeTarget, 'from'> & { className?: string; label?: string; describedBy?: string; short?: boolean }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <Link
      to={cookModeHref({ ...target, from: pathname + search })}
      className={className ?? buttonClassName('secondary')}
      aria-label={label}
      aria-describedby={describedBy}
    >
      {short ? t('cookMode.startShort') : t('cookMode.start')}
    </Link>
  );
}
