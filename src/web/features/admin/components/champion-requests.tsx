import { useState } from 'react';
import type { ChampionRequest } from '../../../../shared/admin.ts';
import { userTypeLabels } from '../../../../shared/users.ts';
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

function askedAt(request: ChampionRequest): string {
  return request.requestedAt ? formatMoment(request.requestedAt, 'dateTime') : 'Not known';
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
  const busy = approve.isPending || decline.isPending;
  const { data: serverSettings } = useAuthConfig();

  const onApprove = (request: ChampionRequest) =>
    approve.mutate(request.id, {
      onSuccess: () => {
        setFailure(null);
        toast.success(`${request.name} is now a champion.`);
      },
      onError: (error) => setFailure(`Could not approve ${request.name}: ${errorMessageOf(error) ?? 'Something went wrong.'}`),
    });
  const onDecline = (request: ChampionRequest) =>
    decline.mutate(request.id, {
      onSuccess: () => {
        setFailure(null);
        toast.success(`${request.name} stays a participant.`);
      },
      onError: (error) => setFailure(`Could not decline ${request.name}: ${errorMessageOf(error) ?? 'Something went wrong.'}`),
    });

  if (requests.isPending) return <Skeleton />;
  if (requests.isError) {
    return (
      <LoadError
        what="the champion requests"
        detail={errorMessageOf(requests.error) ?? undefined}
        retrying={requests.isFetching}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  return (
    <>
      <p className="muted">
        People who chose Champion or Both at setup or on their profile. They take part as participants until you approve; if you decline,
        they stay participants and may ask again.
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      {requests.data.length === 0 ? (
        <p>
          No one is waiting.
          {serverSettings?.championSignup === 'open'
            ? ' Sign-up is open on this server (CHAMPION_SIGNUP=open): people who choose Champion become champions at once.'
            : ''}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Champion requests</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Asked to be</th>
                <th scope="col">Asked on</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((request) => (
                <tr key={request.id}>
                  <th scope="row">{request.name}</th>
                  <td className="data-table__wrap">{request.email}</td>
                  <td>{userTypeLabels[request.requestedType]}</td>
                  <td>{askedAt(request)}</td>
                  <td>
                    <div className="actions">
                      <Button aria-label={`Approve ${request.name}`} disabled={busy} onClick={() => onApprove(request)}>
                        Approve
                      </Button>
                      <Button variant="secondary" aria-label={`Decline ${request.name}`} disabled={busy} onClick={() => onDecline(request)}>
                        Decline
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
