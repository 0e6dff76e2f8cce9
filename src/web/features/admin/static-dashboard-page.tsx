import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AdminGate } from './components/admin-gate.tsx';

export function StaticDashboardPage() {
  return (
    <div className="page">
      <PageHeading>Programme statistics</PageHeading>
      <AdminGate>
        <div className="card prose">
          <p>
            Figures for the whole programme: people by how they take part, champions and their groups, weekly active users, recipes, planned
            meals and invitations sent and accepted.
          </p>
        </div>
      </AdminGate>
    </div>
  );
}
