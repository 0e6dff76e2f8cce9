import { Alert } from '../../components/ui/alert.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { failedWith } from '../../lib/api-failure.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { statsCsvPath } from '../../api/admin/stats-csv.ts';
import { useStats } from '../../api/admin/get-stats.ts';
import { AdminGate, NoAdminAccess } from './components/admin-gate.tsx';
import { BarChart } from './components/bar-chart.tsx';
import { FigureCards } from './components/figure-cards.tsx';
import { headlineFigures, usersByTypeRows, weeklyActiveRows } from './stats-charts.ts';
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
          rows={weeklyActiveRows(data)}
          itemLabel={t('admin.stats.weeklyActiveItem')}
          valueLabel={t('admin.stats.weeklyActiveValue')}
        />
        <BarChart
          title={t('admin.stats.byTypeTitle')}
          rows={usersByTypeRows(data)}
          itemLabel={t('admin.stats.byTypeItem')}
          valueLabel={t('admin.stats.byTypeValue')}
        />
        <BarChart
          title={t('admin.stats.recipesTitle')}
          rows={[
            { label: t('admin.stats.recipesPersonal'), value: data.recipes.personal },
            { label: t('admin.stats.recipesCatalogue'), value: data.recipes.catalogue },
          ]}
          itemLabel={t('admin.stats.recipesItem')}
          valueLabel={t('admin.stats.recipesValue')}
        />
        <BarChart
          title={t('admin.stats.invitationsTitle')}
          rows={[
            { label: t('admin.stats.invitationsSent'), value: data.invitations.sent },
            { label: t('admin.stats.invitationsAccepted'), value: data.invitations.accepted },
          ]}
          itemLabel={t('admin.stats.invitationsItem')}
          valueLabel={t('admin.stats.invitationsValue')}
        />
      </div>
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
