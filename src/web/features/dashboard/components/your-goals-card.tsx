import { useState } from 'react';
import type { MyGoal } from '../../../../shared/goals.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { GoalProgressBar } from '../../../components/goals/goal-progress-bar.tsx';
import { goalTitle } from '../../../../shared/goal-words.ts';
import { useMyGoals } from '../../../api/goals/list-my-goals.ts';
import { useTickGoal } from '../../../api/goals/tick-goal.ts';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DashboardSection, SectionError } from './dashboard-section.tsx';

/** A free-text goal is ticked by the person: a checkbox for this week. */
function TickThisWeek({ mine }: { mine: MyGoal }) {
  const t = useT();
  const tick = useTickGoal();
  const [error, setError] = useState<string | null>(null);
  // Ticked at once, and unticked again if the save fails.
  const [done, setDone] = useState(mine.reached);
  return (
    <>
      <label className="choice">
        <input
          type="checkbox"
          checked={done}
          onChange={(event) => {
            const checked = event.target.checked;
            setError(null);
            setDone(checked);
            tick.mutate(
              { id: mine.goal.id, done: checked },
              {
                onError: (cause) => {
                  setDone(!checked);
                  setError(errorMessageOf(cause) ?? t('dashboard.goals.tickFailed'));
                },
              },
            );
          }}
        />
        <span className="choice__label">{t('dashboard.goals.doneThisWeek', { goal: goalTitle(t, mine.goal) })}</span>
      </label>
      {error ? <Alert>{error}</Alert> : null}
    </>
  );
}

/**
 * The goals the person's champion set for the group, with their own progress this week. Shown only to someone whose
 * champion has a goal running: everyone else's dashboard is as it was.
 */
export function YourGoalsCard() {
  const goals = useMyGoals();
  const t = useT();
  // Drawn once the goals are in, at the end of the cards: a card that showed a placeholder and then went away (no
  // goals running, as for most people) would move every card after it as the person reads them.
  if (goals.isPending || (goals.isSuccess && goals.data.goals.length === 0)) return null;
  return (
    <DashboardSection title={t('dashboard.goals.title')}>
      {goals.isError ? (
        <SectionError what="goals" error={goals.error} onRetry={() => void goals.refetch()} retrying={goals.isFetching} />
      ) : (
        <ul className="goal-list">
          {goals.data.goals.map((mine) => (
            <li key={mine.goal.id} className="goal-list__item">
              <p className="goal-list__title">
                {goalTitle(t, mine.goal)}
                {mine.reached ? <span className="goal-list__met">{t('dashboard.goals.met')}</span> : null}
              </p>
              <GoalProgressBar goal={mine.goal} progress={mine.progress} />
              {mine.goal.kind === 'free-text' ? <TickThisWeek mine={mine} /> : null}
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
