import { Alert } from '../../components/ui/alert.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { failedWith } from '../../lib/api-failure.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { statsCsvPath } from '../../api/admin/stats-csv.ts';
import { useStats } from '../../api/admin/get-stats.ts';
import { AdminGate, NoAdminAccess } from './components/admin-gate.tsx';
import { BarChart, seriesOfRows } from '../../components/charts/bar-chart.tsx';
import { FigureCards } from './components/figure-cards.tsx';
import { headlineFigures, usersByTypeRows, weeklyActiveRows } from './stats-charts.ts';
import { WeeklyTrends } from './components/weekly-trends.tsx';
import { formatMoment } from '../../lib/date-format.ts';
import { useT } from '../../lib/i18n/use-t.ts';

function ProgrammeStatistics() {
  const stats = useStats();
  const t = useT();
  if (stats.isPending) return <Skeleton />;
  if (stats.isError) {
    // The server has the last word: a role taken away since the page loaded shows as no access.
    if (failedWith(stats.error, 'FORBIDDEN')) return <NoAdminAccess />;
    return <Alert>{t('admin.stats.loadFailed', { reason: errorMessageOf(stats.error) ?? t('admin.failure.unknown') })}</Alert>;
  }
  const data = stats.data;
  const asOf = formatMoment(data.generatedAt, 'dateTime');
  return (
    <>
      <div className="admin-toolbar">
        <p className="muted small">{t('admin.stats.asOf', { moment: asOf })}</p>
        <a className={buttonClassName('secondary')} href={statsCsvPath} download>
          {t('admin.stats.downloadCsv')}
        </a>
      </div>
      <FigureCards figures={headlineFigures(data)} />
      <div className="chart-grid">
        <BarChart
          title={t('admin.stats.weeklyActiveTitle')}
          {...seriesOfRows(weeklyActiveRows(data), t('admin.stats.weeklyActiveValue'))}
          itemLabel={t('admin.stats.weeklyActiveItem')}
        />
        <BarChart
          title={t('admin.stats.byTypeTitle')}
          {...seriesOfRows(usersByTypeRows(data), t('admin.stats.byTypeValue'))}
          itemLabel={t('admin.stats.byTypeItem')}
        />
        <BarChart
          title={t('admin.stats.recipesTitle')}
          {...seriesOfRows(
            [
              { label: t('admin.stats.recipesPersonal'), value: data.recipes.personal },
              { label: t('admin.stats.recipesCatalogue'), value: data.recipes.catalogue },
            ],
            t('admin.stats.recipesValue'),
          )}
          itemLabel={t('admin.stats.recipesItem')}
        />
        <BarChart
          title={t('admin.stats.invitationsTitle')}
          {...seriesOfRows(
            [
              { label: t('admin.stats.invitationsSent'), value: data.invitations.sent },
              { label: t('admin.stats.invitationsAccepted'), value: data.invitations.accepted },
            ],
            t('admin.stats.invitationsValue'),
          )}
          itemLabel={t('admin.stats.invitationsItem')}
        />
      </div>
      <WeeklyTrends stats={data} />
    </>
  );
}

export function ProgrammeStatsPage() {
  const t = useT();
  return (
    <div className="page">
      <PageHeading>{t('admin.stats.title')}</PageHeading>
      <AdminGate>
        <ProgrammeStatistics />
      </AdminGate>
    </div>
  );
}
