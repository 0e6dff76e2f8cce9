import type { Goal } from '../../../shared/goals.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { goalProgressText, goalTitle } from '../../../shared/goal-words.ts';

/**
 * A goal's progress this week as a progressbar named by the goal, whose value is said in words ("2 of 3 meals
 * cooked"), with the same words shown beside it.
 */
export function GoalProgressBar({ goal, progress }: { goal: Goal; progress: number }) {
  const t = useT();
  const words = goalProgressText(t, goal, progress);
  const shown = Math.min(progress, goal.target);
  return (
    <div className="goal-progress">
      <div
        role="progressbar"
        aria-label={goalTitle(t, goal)}
        aria-valuemin={0}
        aria-valuemax={goal.target}
        aria-valuenow={shown}
        aria-valuetext={words}
        className="progress"
      >
        <div className="progress__bar" style={{ width: `${(shown / goal.target) * 100}%` }} />
      </div>
      <p className="goal-progress__words">{words}</p>
    </div>
  );
}
