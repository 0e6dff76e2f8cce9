import type { MyProgress } from '../../../../shared/progress.ts';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { weekLabel } from '../../../components/charts/chart-scale.ts';
import { goalTitle } from '../../../../shared/goal-words.ts';
import { useMyGoals } from '../../../api/goals/list-my-goals.ts';
import { useMyProgress } from '../../../api/me/get-my-progress.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { DashboardSection, SectionError } from './dashboard-section.tsx';

/** Whether the weeks hold anything to draw: a chart of nothing but zeros tells a newcomer nothing. */
export function hasProgressToShow(progress: MyProgress): boolean {
  return progress.goals.length > 0 || progress.weeks.some((w) => w.mealsPlanned > 0 || w.mealsCooked > 0 || w.checkIn !== null);
}

/**
 * The person's own last weeks (issue 21 part 4): meals planned and cooked and their check-in, and their progress on
 * each of their champion's goals, as charts with their numbers as tables. Below the cards, drawn once both its own
 * weeks and the goals card's goals are in, so that neither appearing moves what is already on screen.
 */
export function YourProgressCard() {
  const t = useT();
  const progress = useMyProgress();
  const goals = useMyGoals();
  if (progress.isPending || goals.isPending) return null;
  if (progress.isError) {
    return (
      <DashboardSection title={t('dashboard.progress.title')} className="dashboard-progress">
        <SectionError what="progress" error={progress.error} onRetry={() => void progress.refetch()} retrying={progress.isFetching} />
      </DashboardSection>
    );
  }
  if (!hasProgressToShow(progress.data)) return null;
  const weeks = progress.data.weeks;
  return (
    <DashboardSection title={t('dashboard.progress.title')} className="dashboard-progress">
      <p className="muted">{t('dashboard.progress.lead', { weeks: weeks.length })}</p>
      <div className="chart-grid">
        <BarChart
          level={3}
          title={t('dashboard.progress.weeksTitle')}
          itemLabel={t('admin.stats.weeklyActiveItem')}
          items={weeks.map((w) => weekLabel(w.weekStart))}
          series={[
            { label: t('progress.mealsPlanned'), values: weeks.map((w) => w.mealsPlanned) },
            { label: t('progress.mealsCooked'), values: weeks.map((w) => w.mealsCooked) },
            {
              label: t('dashboard.progress.checkIn'),
              values: weeks.map((w) => w.checkIn),
              max: 5,
              missing: t('dashboard.progress.noCheckIn'),
            },
          ]}
        />
        {progress.data.goals.map(({ goal, weeks: goalWeeks }) => (
          <BarChart
            key={goal.id}
            level={3}
            title={goalTitle(t, goal)}
            itemLabel={t('admin.stats.weeklyActiveItem')}
            items={goalWeeks.map((w) => weekLabel(w.weekStart))}
            series={[
              {
                label: t('dashboard.progress.yourProgress', { target: goal.target }),
                values: goalWeeks.map((w) => w.progress),
                max: goal.target,
              },
            ]}
          >
            <p className="muted small">
              {t('dashboard.progress.goalReached', { reached: goalWeeks.filter((w) => w.reached).length, weeks: goalWeeks.length })}
            </p>
          </BarChart>
        ))}
      </div>
    </DashboardSection>
  );
}
