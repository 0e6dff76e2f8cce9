import { paths } from '../../../../shared/routing.ts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { weekHeading } from '../week-labels.ts';

/** The week shown and the way to others; the week's actions. */
export function WeekToolbar({
  week,
  isCurrentWeek,
  shoppingListHref,
  canClear,
  copying,
  clearing,
  onWeek,
  onThisWeek,
  onCopy,
  onClear,
}: {
  week: string;
  isCurrentWeek: boolean;
  shoppingListHref: string;
  canClear: boolean;
  copying: boolean;
  clearing: boolean;
  onWeek: (direction: -1 | 1) => void;
  onThisWeek: () => void;
  onCopy: () => void;
  onClear: () => void;
}) {
  const t = useT();
  return (
    <div className="plan-toolbar">
      <div className="plan-weeknav">
        <Button variant="secondary" className="plan-weeknav__step" onClick={() => onWeek(-1)}>
          <span aria-hidden="true">‹ </span>
          {t('mealPlans.toolbar.previousWeek')}
        </Button>
        <h2 className="plan-weeknav__heading" aria-live="polite">
          {weekHeading(week)}
        </h2>
        <Button variant="secondary" className="plan-weeknav__step" onClick={() => onWeek(1)}>
          {t('mealPlans.toolbar.nextWeek')}
          <span aria-hidden="true"> ›</span>
        </Button>
        {isCurrentWeek ? null : (
          <Button variant="ghost" onClick={onThisWeek}>
            {t('mealPlans.toolbar.thisWeek')}
          </Button>
        )}
      </div>
      <div className="plan-toolbar__actions">
        <Button variant="secondary" busy={copying} onClick={onCopy}>
          {t('mealPlans.toolbar.copyLastWeek')}
        </Button>
        <Button variant="secondary" busy={clearing} disabled={!canClear} onClick={onClear}>
          {t('mealPlans.toolbar.clearWeek')}
        </Button>
        <Link to={shoppingListHref} className="button button--primary">
          {t('mealPlans.toolbar.shoppingList')}
        </Link>
        <Link to={paths.pantry} className="button button--secondary">
          {t('pantry.page.title')}
        </Link>
      </div>
    </div>
  );
}
