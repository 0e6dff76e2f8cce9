import { mealTypes } from '../../../../shared/meal-plans.ts';
import { dayLabel, isToday, weekHeading } from '../week-labels.ts';
import { usePlanner } from './planner-context.tsx';
import { PlanSlot } from './plan-slot.tsx';

/**
 * The week: days × Breakfast, Lunch, Dinner, Snack. A list of days in the document (what a screen reader
 * and a narrow screen get); wide screens lay the days out side by side with the meals in rows.
 */
export function WeekGrid({ today }: { today: string }) {
  const { dates } = usePlanner();
  const first = dates[0] ?? today;
  return (
    <ol className="plan-week" aria-label={`Meals for ${weekHeading(first)}`}>
      {dates.map((date) => {
        const current = isToday(date, today);
        return (
          <li key={date} className={`plan-day${current ? ' plan-day--today' : ''}`} aria-current={current ? 'date' : undefined}>
            <h3 className="plan-day__heading">
              {dayLabel(date)}
              {current ? <span className="badge plan-day__today">Today</span> : null}
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
