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
import { useT } from '../../../lib/i18n/use-t.ts';
import { T } from '../../../lib/i18n/t.tsx';

/** "Your champion": whose group they are in, and leaving it after a confirmation. */
export function ChampionSection() {
  const headingId = useId();
  const mine = useMyChampion();
  const leave = useLeaveChampion();
  const [confirming, setConfirming] = useState(false);
  const [left, setLeft] = useState<string | null>(null);
  const t = useT();
  const champion = mine.data?.champion ?? null;

  const confirmLeave = () => {
    if (!champion) return;
    leave.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setLeft(t('profile.champion.left', { name: champion.name }));
      },
    });
  };

  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.champion.heading')}</h2>
      {mine.isPending ? <Skeleton count={1} label={t('profile.champion.loading')} /> : null}
      {mine.isError ? (
        <LoadError
          what={t('profile.champion.loadWhat')}
          detail={errorMessageOf(mine.error) ?? undefined}
          retrying={mine.isFetching}
          onRetry={() => void mine.refetch()}
        />
      ) : null}
      {mine.isSuccess && champion ? (
        <>
          <p>
            <T k="profile.champion.inGroup" values={{ name: champion.name }} components={{ 0: <strong /> }} />
          </p>
          <div className="actions">
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('profile.champion.leave')}
            </Button>
          </div>
        </>
      ) : null}
      {mine.isSuccess && !champion ? (
        <p>
          <T k="profile.champion.notInGroup" components={{ 0: <Link to={paths.champions} />, 1: <Link to={paths.acceptInvitation} /> }} />
        </p>
      ) : null}
      <p role="status" className="status-line">
        {left ?? ''}
      </p>
      {confirming && champion ? (
        <Dialog title={t('profile.champion.confirmTitle')} onClose={() => setConfirming(false)}>
          <div className="confirm">
            <p>{t('profile.champion.confirmBody', { name: champion.name })}</p>
            {leave.isError ? <Alert>{errorMessageOf(leave.error) ?? t('profile.champion.leaveFailed')}</Alert> : null}
            <div className="dialog-actions">
              <Button variant="danger" busy={leave.isPending} onClick={confirmLeave}>
                {t('profile.champion.leave')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('profile.champion.stay')}
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
