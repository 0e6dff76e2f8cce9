import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AdminGate } from './components/admin-gate.tsx';

export function ManageChampionsPage() {
  return (
    <div className="page">
      <PageHeading>Manage champions</PageHeading>
      <AdminGate>
        <div className="card prose">
          <p>
            The programme&rsquo;s champions and the size of their groups. From here the programme team makes people champions, steps them
            down and invites new champions by email.
          </p>
        </div>
      </AdminGate>
    </div>
  );
}
