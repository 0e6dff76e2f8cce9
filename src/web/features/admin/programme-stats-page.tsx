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

function ProgrammeStatistics() {
  const stats = useStats();
  if (stats.isPending) return <Skeleton />;
  if (stats.isError) {
    // The server has the last word: a role taken away since the page loaded shows as no access.
    if (failedWith(stats.error, 'FORBIDDEN')) return <NoAdminAccess />;
    return <Alert>{`The figures could not be loaded: ${errorMessageOf(stats.error) ?? 'Something went wrong.'}`}</Alert>;
  }
  const data = stats.data;
  return (
    <>
      <div className="admin-toolbar">
        <p className="muted small">Figures as of {formatMoment(data.generatedAt, 'dateTime')}.</p>
        <a className={buttonClassName('secondary')} href={statsCsvPath} download>
          Download CSV
        </a>
      </div>
      <FigureCards figures={headlineFigures(data)} />
      <div className="chart-grid">
        <BarChart title="Weekly active users" rows={weeklyActiveRows(data)} itemLabel="Week" valueLabel="Active users" />
        <BarChart title="People by how they take part" rows={usersByTypeRows(data)} itemLabel="Taking part as" valueLabel="People" />
        <BarChart
          title="Recipes"
          rows={[
            { label: 'Personal', value: data.recipes.personal },
            { label: 'Catalogue', value: data.recipes.catalogue },
          ]}
          itemLabel="Kind"
          valueLabel="Recipes"
        />
        <BarChart
          title="Invitations"
          rows={[
            { label: 'Sent', value: data.invitations.sent },
            { label: 'Accepted', value: data.invitations.accepted },
          ]}
          itemLabel="Invitations"
          valueLabel="Count"
        />
      </div>
    </>
  );
}

export function ProgrammeStatsPage() {
  return (
    <div className="page">
      <PageHeading>Programme statistics</PageHeading>
      <AdminGate>
        <ProgrammeStatistics />
      </AdminGate>
    </div>
  );
}
