import { mealTypes } from '../../../../shared/meal-plan-rules.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { dayLabel, isToday, weekHeading } from '../week-labels.ts';
import { usePlanner } from './planner-context.tsx';
import { PlanSlot } from './plan-slot.tsx';
import { useDaySwipe } from './use-day-swipe.ts';

function dayClassName(today: boolean, shown: boolean): string {
  return ['plan-day', today ? 'plan-day--today' : '', shown ? 'plan-day--shown' : ''].filter(Boolean).join(' ');
}

/**
 * The week: days × Breakfast, Lunch, Dinner, Snack. A list of days in the document (what a screen reader
 * gets); wide screens lay the days out side by side with the meals in rows, medium ones as cards. A phone
 * shows `shownDay` alone unless `wholeWeek`, and a sideways swipe steps a day (`onStep`).
 */
export function WeekGrid({
  today,
  shownDay,
  wholeWeek,
  onStep,
}: {
  today: string;
  shownDay: string;
  wholeWeek: boolean;
  onStep: (direction: -1 | 1) => void;
}) {
  const { dates } = usePlanner();
  const t = useT();
  const swipe = useDaySwipe(!wholeWeek, onStep);
  const first = dates[0] ?? today;
  return (
    <ol
      className={`plan-week${wholeWeek ? '' : ' plan-week--one-day'}`}
      aria-label={t('mealPlans.week.mealsFor', { week: weekHeading(first) })}
      {...swipe}
    >
      {dates.map((date) => {
        const current = isToday(date, today);
        return (
          <li key={date} className={dayClassName(current, date === shownDay)} aria-current={current ? 'date' : undefined}>
            <h3 className="plan-day__heading">
              {dayLabel(date)}
              {current ? <span className="badge plan-day__today">{t('mealPlans.week.today')}</span> : null}
            </h3>
            {mealTypes.map((mealType) => (
              <PlanSlot key={mealType} slot={{ date, mealType }} />
            ))}
          </li>
        );
      })}
    </ol>
  );
}
