import { useId } from 'react';
import type { ProgrammeStats } from '../../../../shared/admin.ts';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { trendCharts } from '../stats-charts.ts';

/** The programme week by week (issue 21 part 4): a region of charts, each with its table, under a heading of its own. */
export function WeeklyTrends({ stats }: { stats: ProgrammeStats }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="weekly-trends">
      <h2 id={headingId}>{t('admin.stats.trendsTitle')}</h2>
      <p className="muted">{t('admin.stats.trendsLead')}</p>
      <div className="chart-grid">
        {trendCharts(stats).map((chart) => (
          <BarChart
            key={chart.title}
            level={3}
            title={chart.title}
            items={chart.items}
            series={chart.series}
            itemLabel={t('admin.stats.weeklyActiveItem')}
          />
        ))}
      </div>
    </section>
  );
}
