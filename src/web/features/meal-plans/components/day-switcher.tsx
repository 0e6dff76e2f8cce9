import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { dayLabel } from '../week-labels.ts';

/**
 * On a phone the planner shows one day: this is the way to the days around it and to the whole week. Wider
 * screens show the whole week and hide it (global.css, `.plan-daynav`).
 */
export function DaySwitcher({
  day,
  wholeWeek,
  onStep,
  onWholeWeek,
}: {
  day: string;
  wholeWeek: boolean;
  onStep: (direction: -1 | 1) => void;
  onWholeWeek: (wholeWeek: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="plan-daynav">
      {wholeWeek ? null : (
        <>
          <Button variant="secondary" className="plan-daynav__step" onClick={() => onStep(-1)}>
            <span aria-hidden="true">‹ </span>
            {t('mealPlans.daySwitcher.previousDay')}
          </Button>
          <Button variant="secondary" className="plan-daynav__step" onClick={() => onStep(1)}>
            {t('mealPlans.daySwitcher.nextDay')}
            <span aria-hidden="true"> ›</span>
          </Button>
        </>
      )}
      <Button variant="ghost" className="plan-daynav__week" aria-pressed={wholeWeek} onClick={() => onWholeWeek(!wholeWeek)}>
        {t('mealPlans.daySwitcher.wholeWeek')}
      </Button>
      <p className="visually-hidden" aria-live="polite">
        {wholeWeek ? t('mealPlans.daySwitcher.showingWeek') : t('mealPlans.daySwitcher.showingDay', { day: dayLabel(day) })}
      </p>
    </div>
  );
}
