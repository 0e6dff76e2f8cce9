import { useId } from 'react';
import type { HouseholdInvitation } from '../../../../shared/households.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useHouseholdInvitations } from '../../../api/household/list-household-invitations.ts';
import { useWithdrawHouseholdInvitation } from '../../../api/household/withdraw-household-invitation.ts';
import { formatMoment } from '../../../lib/date-format.ts';
import { errorMessageOf } from '../../../lib/error-message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * The household's invitations that can still be accepted, whoever of its members made them, each with `Withdraw`
 * (docs/decisions/0066-household-finishing-touches.md). Nothing is shown while there are none: the invite button
 * above says what to do.
 */
export function HouseholdInvitations({ myId }: { myId: string }) {
  const t = useT();
  const headingId = useId();
  const invitations = useHouseholdInvitations();
  const withdraw = useWithdrawHouseholdInvitation();
  const toast = useToast();

  if (invitations.isError) {
    return (
      <LoadError
        what={t('profile.household.invitations.loadWhat')}
        detail={errorMessageOf(invitations.error) ?? undefined}
        retrying={invitations.isFetching}
        onRetry={() => void invitations.refetch()}
      />
    );
  }
  const list = invitations.data?.invitations ?? [];
  if (list.length === 0) return null;

  const onWithdraw = (invitation: HouseholdInvitation) =>
    withdraw.mutate(invitation.id, { onSuccess: () => toast.success(t('profile.household.invitations.withdrawn')) });

  return (
    <div className="household-invitations">
      <h3 id={headingId}>{t('profile.household.invitations.heading')}</h3>
      {withdraw.isError ? <Alert>{errorMessageOf(withdraw.error) ?? t('profile.household.invitations.withdrawFailed')}</Alert> : null}
      <ul className="invitation-list" aria-labelledby={headingId}>
        {list.map((invitation) => (
          <HouseholdInvitationItem
            key={invitation.id}
            invitation={invitation}
            mine={invitation.invitedBy.id === myId}
            withdrawing={withdraw.isPending && withdraw.variables === invitation.id}
            onWithdraw={() => onWithdraw(invitation)}
          />
        ))}
      </ul>
    </div>
  );
}

function HouseholdInvitationItem({
  invitation,
  mine,
  withdrawing,
  onWithdraw,
}: {
  invitation: HouseholdInvitation;
  mine: boolean;
  withdrawing: boolean;
  onWithdraw: () => void;
}) {
  const t = useT();
  const labelId = useId();
  const name = mine ? t('profile.household.you', { name: invitation.invitedBy.name }) : invitation.invitedBy.name;
  return (
    <li className="invitation-list__item">
      <div className="invitation-list__main" id={labelId}>
        <p className="invitation-list__name">
          {invitation.email ?? t('profile.household.invitations.link', { hint: invitation.codeHint })}
        </p>
        <p className="muted small">
          {t('profile.household.invitations.madeBy', { name, date: formatMoment(invitation.createdAt, 'date') })}
        </p>
        <p className="muted small">
          {invitation.expiresAt
            ? t('profile.household.invitations.expires', { date: formatMoment(invitation.expiresAt, 'date') })
            : t('profile.household.invitations.noExpiry')}
        </p>
      </div>
      <Button variant="secondary" busy={withdrawing} aria-describedby={labelId} onClick={onWithdraw}>
        {t('profile.household.invitations.withdraw')}
      </Button>
    </li>
  );
}
