import { Link } from 'react-router';
import { paths } from '../../../shared/routing.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { AdminGate } from './components/admin-gate.tsx';

export function AdminAccessPage() {
  const t = useT();
  return (
    <div className="page page--narrow">
      <PageHeading>{t('admin.access.title')}</PageHeading>
      <AdminGate>
        <div className="card prose">
          <p>{t('admin.access.granted')}</p>
          <p className="muted">{t('admin.access.toolsFor')}</p>
          <ul className="link-list">
            <li>
              <Link to={paths.adminStaticDashboard}>{t('admin.access.statisticsLink')}</Link>
            </li>
            <li>
              <Link to={paths.adminChampions}>{t('admin.access.championsLink')}</Link>
            </li>
          </ul>
        </div>
      </AdminGate>
    </div>
  );
}
