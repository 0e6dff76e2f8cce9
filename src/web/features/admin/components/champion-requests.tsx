import { useState } from 'react';
import type { ChampionRequest } from '../../../../shared/admin.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useAuthConfig } from '../../../api/auth/get-auth-config.ts';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useApproveChampionRequest } from '../../../api/admin/approve-champion-request.ts';
import { useDeclineChampionRequest } from '../../../api/admin/decline-champion-request.ts';
import { useChampionRequests } from '../../../api/admin/list-champion-requests.ts';
import { formatMoment } from '../../../lib/date-format.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { userTypeKeys } from '../user-type-words.ts';

function askedAt(request: ChampionRequest): string {
  return request.requestedAt ? formatMoment(request.requestedAt, 'dateTime') : translate('admin.requests.askedOnUnknown');
}

/**
 * People who chose Champion or Both while CHAMPION_SIGNUP=approval: they take part as participants until an
 * admin approves (they become what they asked for) or declines (they stay participants and may ask again).
 */
export function ChampionRequests() {
  const requests = useChampionRequests();
  const approve = useApproveChampionRequest();
  const decline = useDeclineChampionRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const t = useT();
  const busy = approve.isPending || decline.isPending;
  const { data: serverSettings } = useAuthConfig();

  const onApprove = (request: ChampionRequest) =>
    approve.mutate(request.id, {
      onSuccess: () => {
        setFailure(null);
        toast.success(t('admin.requests.approved', { name: request.name }));
      },
      onError: (error) =>
        setFailure(t('admin.requests.approveFailed', { name: request.name, reason: errorMessageOf(error) ?? t('admin.failure.unknown') })),
    });
  const onDecline = (request: ChampionRequest) =>
    decline.mutate(request.id, {
      onSuccess: () => {
        setFailure(null);
        toast.success(t('admin.requests.declined', { name: request.name }));
      },
      onError: (error) =>
        setFailure(t('admin.requests.declineFailed', { name: request.name, reason: errorMessageOf(error) ?? t('admin.failure.unknown') })),
    });

  if (requests.isPending) return <Skeleton />;
  if (requests.isError) {
    return (
      <LoadError
        what={t('admin.requests.loadWhat')}
        detail={errorMessageOf(requests.error) ?? undefined}
        retrying={requests.isFetching}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  return (
    <>
      <p className="muted">{t('admin.requests.intro')}</p>
      {failure ? <Alert>{failure}</Alert> : null}
      {requests.data.length === 0 ? (
        <p>{serverSettings?.championSignup === 'open' ? t('admin.requests.noneWaitingSignupOpen') : t('admin.requests.noneWaiting')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('admin.requests.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.table.name')}</th>
                <th scope="col">{t('admin.table.email')}</th>
                <th scope="col">{t('admin.requests.askedToBe')}</th>
                <th scope="col">{t('admin.requests.askedOn')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((request) => (
                <tr key={request.id}>
                  <th scope="row">{request.name}</th>
                  <td className="data-table__wrap">{request.email}</td>
                  <td>{t(userTypeKeys[request.requestedType])}</td>
                  <td>{askedAt(request)}</td>
                  <td>
                    <div className="actions">
                      <Button
                        aria-label={t('admin.requests.approveName', { name: request.name })}
                        disabled={busy}
                        onClick={() => onApprove(request)}
                      >
                        {t('admin.requests.approve')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('admin.requests.declineName', { name: request.name })}
                        disabled={busy}
                        onClick={() => onDecline(request)}
                      >
                        {t('admin.requests.decline')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
