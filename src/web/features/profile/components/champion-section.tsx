import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routing.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useMyChampion } from '../../../api/me/get-my-champion.ts';
import { useLeaveChampion } from '../../../api/me/leave-champion.ts';

/** "Your champion": whose group they are in, and leaving it after a confirmation. */
export function ChampionSection() {
  const headingId = useId();
  const mine = useMyChampion();
  const leave = useLeaveChampion();
  const [confirming, setConfirming] = useState(false);
  const [left, setLeft] = useState<string | null>(null);
  const champion = mine.data?.champion ?? null;

  const confirmLeave = () => {
    if (!champion) return;
    leave.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setLeft(`You have left ${champion.name}'s group.`);
      },
    });
  };

  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Your champion</h2>
      {mine.isPending ? <Skeleton count={1} label="Loading your champion…" /> : null}
      {mine.isError ? (
        <LoadError
          what="your champion"
          detail={errorMessageOf(mine.error) ?? undefined}
          retrying={mine.isFetching}
          onRetry={() => void mine.refetch()}
        />
      ) : null}
      {mine.isSuccess && champion ? (
        <>
          <p>
            You are in <strong>{champion.name}</strong>&rsquo;s group.
          </p>
          <div className="actions">
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Leave group
            </Button>
          </div>
        </>
      ) : null}
      {mine.isSuccess && !champion ? (
        <p>
          {"You are not in a champion's group."} <Link to={paths.champions}>Find a champion</Link> or{' '}
          <Link to={paths.acceptInvitation}>join with an invitation code</Link>.
        </p>
      ) : null}
      <p role="status" className="status-line">
        {left ?? ''}
      </p>
      {confirming && champion ? (
        <Dialog title="Leave the group?" onClose={() => setConfirming(false)}>
          <div className="confirm">
            <p>
              {champion.name} will no longer see your activity or recommend recipes to you. To join a group again you need a new invitation.
            </p>
            {leave.isError ? <Alert>{errorMessageOf(leave.error) ?? 'Could not leave the group. Please try again.'}</Alert> : null}
            <div className="dialog-actions">
              <Button variant="danger" busy={leave.isPending} onClick={confirmLeave}>
                Leave group
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Stay in the group
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
