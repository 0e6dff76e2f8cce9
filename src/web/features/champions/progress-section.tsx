import type { ChampionProgress, GroupGoalProgress } from '../../../shared/progress.ts';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { weekLabel } from '../../components/charts/chart-scale.ts';
import { goalTitle } from '../../../shared/goal-words.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useGroupProgress } from '../../api/champions/get-group-progress.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { GroupLoadError, GroupSection } from './group-section.tsx';

/** The group week by week: meals planned and cooked (everyone counted) and the check-in average on its 1–5 scale. */
function GroupWeeks({ progress }: { progress: ChampionProgress }) {
  const t = useT();
  const weeks = progress.weeks;
  return (
    <BarChart
      level={3}
      title={t('champions.progress.groupTitle')}
      itemLabel={t('admin.stats.weeklyActiveItem')}
      items={weeks.map((w) => weekLabel(w.weekStart))}
      series={[
        { label: t('progress.mealsPlanned'), values: weeks.map((w) => w.mealsPlanned) },
        { label: t('progress.mealsCooked'), values: weeks.map((w) => w.mealsCooked) },
        {
          label: t('progress.checkInAverage'),
          values: weeks.map((w) => w.checkInAverage),
          max: 5,
          decimals: 1,
          missing: t('progress.noAnswers'),
        },
      ]}
    >
      <p className="muted small">{t('champions.progress.groupNote', { members: progress.members })}</p>
    </BarChart>
  );
}

/**
 * A goal across its weeks: how many reached it (everyone counted), then each member who shares their progress by name;
 * the others are a number under the caption (docs/decisions/0082-goals-and-what-a-champion-sees.md).
 */
function GoalWeeks({ charted, members }: { charted: GroupGoalProgress; members: number }) {
  const t = useT();
  const { goal, weeks } = charted;
  return (
    <BarChart
      level={3}
      title={goalTitle(t, goal)}
      itemLabel={t('admin.stats.weeklyActiveItem')}
      items={weeks.map((w) => weekLabel(w.weekStart))}
      series={[
        { label: t('champions.progress.reached'), values: weeks.map((w) => w.reached), max: members },
        ...charted.participants.map((p) => ({ label: p.name, values: p.progress, max: goal.target })),
      ]}
    >
      {charted.notShown > 0 ? <p className="muted small">{t('champions.goals.notShown', { count: charted.notShown })}</p> : null}
    </BarChart>
  );
}

/**
 * Progress over time (issue 21 part 4): the group's last weeks and each goal's, as charts with their numbers as tables.
 * Last on the page, so that it coming in moves nothing above it.
 */
export function ProgressSection() {
  const t = useT();
  const progress = useGroupProgress();
  return (
    <GroupSection title={t('champions.progress.title')}>
      {progress.isPending ? (
        <Skeleton />
      ) : progress.isError ? (
        <GroupLoadError
          messageKey="champions.progress.loadError"
          error={progress.error}
          retrying={progress.isFetching}
          onRetry={() => void progress.refetch()}
        />
      ) : (
        <>
          <p className="muted">{t('champions.progress.lead', { weeks: progress.data.weeks.length })}</p>
          <div className="chart-grid">
            <GroupWeeks progress={progress.data} />
            {progress.data.goals.map((charted) => (
              <GoalWeeks key={charted.goal.id} charted={charted} members={progress.data.members} />
            ))}
          </div>
        </>
      )}
    </GroupSection>
  );
}
