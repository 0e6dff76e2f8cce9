import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { InvitationCreated } from '../../../components/invitations/invitation-created.tsx';
import { useHousehold } from '../../../api/household/get-household.ts';
import { useLeaveHousehold } from '../../../api/household/leave-household.ts';
import { useCreateInvitation } from '../../../api/invitations/create-invitation.ts';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { HouseholdInvitations } from './household-invitations.tsx';

/**
 * "Household": who shares the person's meal plan and shopping list, a link to invite someone into it, the invitations
 * still waiting (any member may withdraw one), and leaving it after a confirmation that says what happens
 * (docs/decisions/0062-joining-a-household.md). Someone alone in theirs is told there is nothing to leave, instead of
 * a button that can only be refused.
 */
export function HouseholdSection({ myId }: { myId: string }) {
  const t = useT();
  const headingId = useId();
  const household = useHousehold();
  const invite = useCreateInvitation();
  const leave = useLeaveHousehold();
  const [confirming, setConfirming] = useState(false);
  const [left, setLeft] = useState<string | null>(null);
  const data = household.data;

  const confirmLeave = () => {
    if (!data) return;
    leave.mutate(undefined, {
      onSuccess: (now) => {
        setConfirming(false);
        invite.reset();
        setLeft(
          now.returned
            ? t('profile.household.returned', { household: data.name, own: now.name })
            : t('profile.household.left', { household: data.name }),
        );
      },
    });
  };

  return (
    <section className="card profile-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.household.heading')}</h2>
      {household.isPending ? <Skeleton count={1} label={t('profile.household.loading')} /> : null}
      {household.isError ? (
        <LoadError
          what={t('profile.household.loadWhat')}
          detail={errorMessageOf(household.error) ?? undefined}
          retrying={household.isFetching}
          onRetry={() => void household.refetch()}
        />
      ) : null}
      {data ? (
        <>
          <ul className="household-members" aria-label={t('profile.household.members', { household: data.name })}>
            {data.members.map((member) => (
              <li key={member.id}>{member.id === myId ? t('profile.household.you', { name: member.name }) : member.name}</li>
            ))}
          </ul>
          <p className="muted small">{t('profile.household.share')}</p>
          {invite.isSuccess ? (
            <InvitationCreated invitation={invite.data} onDismiss={() => invite.reset()} />
          ) : (
            <div className="actions">
              <Button variant="secondary" busy={invite.isPending} onClick={() => invite.mutate({ kind: 'household' })}>
                {t('profile.household.invite')}
              </Button>
              {data.members.length > 1 ? (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  {t('profile.household.leave')}
                </Button>
              ) : null}
            </div>
          )}
          {invite.isError ? <Alert>{errorMessageOf(invite.error) ?? t('profile.household.inviteFailed')}</Alert> : null}
          <HouseholdInvitations myId={myId} />
          {data.members.length <= 1 ? <p className="muted small">{t('profile.household.alone')}</p> : null}
        </>
      ) : null}
      <p role="status" className="status-line">
        {left ?? ''}
      </p>
      {confirming && data ? (
        <ConfirmDialog
          title={t('profile.household.confirmTitle')}
          confirmLabel={t('profile.household.leave')}
          danger
          busy={leave.isPending}
          onConfirm={confirmLeave}
          onClose={() => setConfirming(false)}
        >
          <p>{t('profile.household.confirmBody', { household: data.name })}</p>
          {leave.isError ? <Alert>{errorMessageOf(leave.error) ?? t('profile.household.leaveFailed')}</Alert> : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
