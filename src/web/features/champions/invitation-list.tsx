import type { Invitation } from '../../../shared/invitations.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { canRevoke, formatDay, invitationStatusText } from './group-format.ts';

/** Each invitation sent: who it was for, its state, and `Revoke` while it can still be accepted. */
export function InvitationList({
  invitations,
  revokingId,
  onRevoke,
}: {
  invitations: Invitation[];
  revokingId: string | null;
  onRevoke: (invitation: Invitation) => void;
}) {
  const t = useT();
  if (invitations.length === 0)
    return <EmptyState title={t('champions.invitationList.emptyTitle')}>{t('champions.invitationList.emptyBody')}</EmptyState>;
  return (
    <ul className="invitation-list" aria-label={t('champions.invitations.title')}>
      {invitations.map((invitation) => {
        const label = invitation.email ?? t('champions.invitationList.link', { hint: invitation.codeHint });
        const details = { created: formatDay(invitation.createdAt), uses: invitation.uses, maxUses: invitation.maxUses };
        return (
          <li key={invitation.id} className="invitation-list__item">
            <div className="invitation-list__main">
              <p className="invitation-list__name">{label}</p>
              <p className="muted small">
                {invitation.expiresAt
                  ? t('champions.invitationList.details', { ...details, expires: formatDay(invitation.expiresAt) })
                  : t('champions.invitationList.detailsNoExpiry', details)}
              </p>
              {invitation.message ? (
                <p className="small invitation-list__message">{t('champions.invitationList.message', { message: invitation.message })}</p>
              ) : null}
            </div>
            <p className={`status-pill status-pill--${invitation.status}`}>{invitationStatusText(invitation)}</p>
            {canRevoke(invitation) ? (
              <Button
                variant="secondary"
                busy={revokingId === invitation.id}
                aria-label={t('champions.invitationList.revokeLabel', { label })}
                onClick={() => onRevoke(invitation)}
              >
                {t('champions.invitationList.revoke')}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
