import { Link } from 'react-router';
import { paths } from '../../../shared/routing.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AdminGate } from './components/admin-gate.tsx';

export function AdminAccessPage() {
  return (
    <div className="page page--narrow">
      <PageHeading>Admin access</PageHeading>
      <AdminGate>
        <div className="card prose">
          <p>You have admin access.</p>
          <p className="muted">The admin tools are for the programme team:</p>
          <ul className="link-list">
            <li>
              <Link to={paths.adminStaticDashboard}>Programme statistics</Link>
            </li>
            <li>
              <Link to={paths.adminChampions}>Manage champions</Link>
            </li>
          </ul>
        </div>
      </AdminGate>
    </div>
  );
}
