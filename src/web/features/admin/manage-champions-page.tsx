import { useId, useState, type ReactNode } from 'react';
import type { AdminChampion } from '../../../shared/admin.ts';
import { userTypeLabels } from '../../../shared/users.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { failedWith } from '../../lib/api-failure.ts';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useDemoteChampion } from '../../api/admin/demote-champion.ts';
import { useAdminChampions } from '../../api/admin/list-champions.ts';
import { AdminGate, NoAdminAccess } from './components/admin-gate.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ChampionRequests } from './components/champion-requests.tsx';
import { InviteChampionForm } from './components/invite-champion-form.tsx';
import { PromoteChampionForm } from './components/promote-champion-form.tsx';

function AdminSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card admin-section">
      <h2 id={headingId} className="admin-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChampionTable({ champions }: { champions: AdminChampion[] }) {
  const demote = useDemoteChampion();
  const [confirming, setConfirming] = useState<AdminChampion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const onConfirm = (champion: AdminChampion) =>
    demote.mutate(champion.id, {
      onSuccess: () => {
        setFailure(null);
        toast.success(`${champion.name} is no longer a champion.`);
      },
      onError: (error) => setFailure(`Could not demote ${champion.name}: ${errorMessageOf(error) ?? 'Something went wrong.'}`),
      onSettled: () => setConfirming(null),
    });

  return (
    <>
      {failure ? <Alert>{failure}</Alert> : null}
      {champions.length === 0 ? (
        <EmptyState title="There are no champions yet">Make someone a champion below, or invite a new one by email.</EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Champions</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Takes part as</th>
                <th scope="col" className="data-table__number">
                  Group size
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {champions.map((champion) => (
                <tr key={champion.id}>
                  <th scope="row">{champion.name}</th>
                  <td className="data-table__wrap">{champion.email}</td>
                  <td>{userTypeLabels[champion.userType]}</td>
                  <td className="data-table__number">{champion.groupSize}</td>
                  <td>
                    <Button variant="secondary" aria-label={`Demote ${champion.name}`} onClick={() => setConfirming(champion)}>
                      Demote
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {confirming ? (
        <ConfirmDialog
          title={`Demote ${confirming.name}?`}
          confirmLabel="Demote"
          danger
          busy={demote.isPending}
          onConfirm={() => onConfirm(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>
            {confirming.name} ({confirming.email}) will take part as a participant. Their dashboard, invitations and recommendations stop
            working for them
            {confirming.groupSize > 0
              ? `, and the ${confirming.groupSize} ${confirming.groupSize === 1 ? 'person' : 'people'} in their group lose their champion`
              : ''}
            . They cannot choose Champion again until an admin makes them a champion.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function ManageChampions() {
  const champions = useAdminChampions();
  if (failedWith(champions.error, 'FORBIDDEN')) return <NoAdminAccess />;
  return (
    <>
      <AdminSection title="Champions">
        {champions.isPending ? (
          <Skeleton />
        ) : champions.isError ? (
          <LoadError
            what="the champions"
            detail={errorMessageOf(champions.error) ?? undefined}
            retrying={champions.isFetching}
            onRetry={() => void champions.refetch()}
          />
        ) : (
          <ChampionTable champions={champions.data} />
        )}
      </AdminSection>
      <AdminSection title="Champion requests">
        <ChampionRequests />
      </AdminSection>
      <div className="admin-pair">
        <AdminSection title="Make someone a champion">
          <PromoteChampionForm />
        </AdminSection>
        <AdminSection title="Invite a new champion">
          <p className="muted">For someone without an account: they get an email with a champion invitation, and join as a champion.</p>
          <InviteChampionForm />
        </AdminSection>
      </div>
    </>
  );
}

export function ManageChampionsPage() {
  return (
    <div className="page">
      <PageHeading>Manage champions</PageHeading>
      <AdminGate>
        <ManageChampions />
      </AdminGate>
    </div>
  );
}
