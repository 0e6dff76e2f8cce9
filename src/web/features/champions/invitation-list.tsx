import type { Invitation } from '../../../shared/invitations.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
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
  if (invitations.length === 0)
    return <EmptyState title="You have not created any invitations yet">Create one to invite people to your group.</EmptyState>;
  return (
    <ul className="invitation-list" aria-label="Invitations">
      {invitations.map((invitation) => {
        const label = invitation.email ?? `Link ${invitation.codeHint}…`;
        return (
          <li key={invitation.id} className="invitation-list__item">
            <div className="invitation-list__main">
              <p className="invitation-list__name">{label}</p>
              <p className="muted small">
                Created {formatDay(invitation.createdAt)} · {invitation.uses} of {invitation.maxUses}{' '}
                {invitation.maxUses === 1 ? 'use' : 'uses'}
                {invitation.expiresAt ? ` · expires ${formatDay(invitation.expiresAt)}` : ' · no expiry'}
              </p>
              {invitation.message ? <p className="small invitation-list__message">“{invitation.message}”</p> : null}
            </div>
            <p className={`status-pill status-pill--${invitation.status}`}>{invitationStatusText(invitation)}</p>
            {canRevoke(invitation) ? (
              <Button
                variant="secondary"
                busy={revokingId === invitation.id}
                aria-label={`Revoke ${label}`}
                onClick={() => onRevoke(invitation)}
              >
                Revoke
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
