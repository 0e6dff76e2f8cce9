import { useId, useState, type ReactNode } from 'react';
import type { AdminChampion } from '../../../shared/admin.ts';
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
import { useT } from '../../lib/i18n/use-t.ts';
import { userTypeKeys } from './user-type-words.ts';

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
  const t = useT();

  const onConfirm = (champion: AdminChampion) =>
    demote.mutate(champion.id, {
      onSuccess: () => {
        setFailure(null);
        toast.success(t('admin.champions.demoted', { name: champion.name }));
      },
      onError: (error) =>
        setFailure(t('admin.champions.demoteFailed', { name: champion.name, reason: errorMessageOf(error) ?? t('admin.failure.unknown') })),
      onSettled: () => setConfirming(null),
    });

  return (
    <>
      {failure ? <Alert>{failure}</Alert> : null}
      {champions.length === 0 ? (
        <EmptyState title={t('admin.champions.emptyTitle')}>{t('admin.champions.emptyBody')}</EmptyState>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('admin.champions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.table.name')}</th>
                <th scope="col">{t('admin.table.email')}</th>
                <th scope="col">{t('admin.champions.takesPartAs')}</th>
                <th scope="col" className="data-table__number">
                  {t('admin.champions.groupSize')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {champions.map((champion) => (
                <tr key={champion.id}>
                  <th scope="row">{champion.name}</th>
                  <td className="data-table__wrap">{champion.email}</td>
                  <td>{t(userTypeKeys[champion.userType])}</td>
                  <td className="data-table__number">{champion.groupSize}</td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t('admin.champions.demoteName', { name: champion.name })}
                      onClick={() => setConfirming(champion)}
                    >
                      {t('admin.champions.demote')}
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
          title={t('admin.champions.confirmTitle', { name: confirming.name })}
          confirmLabel={t('admin.champions.demote')}
          danger
          busy={demote.isPending}
          onConfirm={() => onConfirm(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>{t('admin.champions.confirmBody', { name: confirming.name, email: confirming.email, groupSize: confirming.groupSize })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function ManageChampions() {
  const champions = useAdminChampions();
  const t = useT();
  if (failedWith(champions.error, 'FORBIDDEN')) return <NoAdminAccess />;
  return (
    <>
      <AdminSection title={t('admin.champions.heading')}>
        {champions.isPending ? (
          <Skeleton />
        ) : champions.isError ? (
          <LoadError
            what={t('admin.champions.loadWhat')}
            detail={errorMessageOf(champions.error) ?? undefined}
            retrying={champions.isFetching}
            onRetry={() => void champions.refetch()}
          />
        ) : (
          <ChampionTable champions={champions.data} />
        )}
      </AdminSection>
      <AdminSection title={t('admin.requests.heading')}>
        <ChampionRequests />
      </AdminSection>
      <div className="admin-pair">
        <AdminSection title={t('admin.promote.heading')}>
          <PromoteChampionForm />
        </AdminSection>
        <AdminSection title={t('admin.invite.heading')}>
          <p className="muted">{t('admin.invite.intro')}</p>
          <InviteChampionForm />
        </AdminSection>
      </div>
    </>
  );
}

export function ManageChampionsPage() {
  const t = useT();
  return (
    <div className="page">
      <PageHeading>{t('admin.champions.title')}</PageHeading>
      <AdminGate>
        <ManageChampions />
      </AdminGate>
    </div>
  );
}
