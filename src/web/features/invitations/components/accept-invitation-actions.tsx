import { useState } from 'react';
import { Link } from 'react-router';
import { invitationErrorCodes, type InvitationLookup } from '../../../../shared/invitations.ts';
import { dashboardPathFor } from '../../../../shared/routing.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { useMe } from '../../../api/me/get-me.ts';
import { useAcceptInvitation, type AcceptedInvitation } from '../../../api/invitations/accept-invitation.ts';
import { useMyChampion } from '../../../api/me/get-my-champion.ts';
import { invitationFailureText, isInvitationRefusal, moveExplanation } from '../invitation-text.ts';
import { forgetPendingInvite } from '../../../lib/pending-invite.ts';

function acceptedText(accepted: AcceptedInvitation, invitation: InvitationLookup): string {
  if (accepted.kind === 'champion') return 'You are now a champion. Your champion dashboard is ready for your group.';
  return `You are now in ${accepted.champion?.name ?? invitation.inviter.name}'s group.`;
}

/**
 * "Accept invitation" for someone signed in with setup complete. When they already have a champion the server
 * asks for confirmation (409 INVITATION_CONFIRM_MOVE): a dialog explains the move and "Move to this group" sends it.
 */
export function AcceptInvitationActions({ code, invitation }: { code: string; invitation: InvitationLookup }) {
  const accept = useAcceptInvitation();
  const { data: me } = useMe();
  const [confirmingMove, setConfirmingMove] = useState(false);
  const myChampion = useMyChampion(confirmingMove);
  const [error, setError] = useState<string | null>(null);

  const send = (confirmMove: boolean) => {
    setError(null);
    accept.mutate(
      { code, ...(confirmMove ? { confirmMove: true } : {}) },
      {
        onSuccess: () => setConfirmingMove(false),
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === invitationErrorCodes.confirmMove) {
            setConfirmingMove(true);
            return;
          }
          setConfirmingMove(false);
          if (isInvitationRefusal(cause)) forgetPendingInvite(browserStorage, code);
          setError(invitationFailureText(cause));
        },
      },
    );
  };

  if (accept.isSuccess) {
    return (
      <div className="invitation-done">
        <Alert tone="success">{acceptedText(accept.data, invitation)}</Alert>
        <p>
          <Link className={buttonClassName('primary')} to={dashboardPathFor(me?.userType ?? null)}>
            Go to your dashboard
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="invitation-actions">
      {error ? <Alert>{error}</Alert> : null}
      <div className="actions">
        <Button busy={accept.isPending && !confirmingMove} onClick={() => send(false)}>
          Accept invitation
        </Button>
      </div>
      {confirmingMove ? (
        <Dialog title="Move to another group?" onClose={() => setConfirmingMove(false)}>
          <div className="confirm">
            {myChampion.isPending ? (
              <Skeleton />
            ) : (
              <p>{moveExplanation(myChampion.data?.champion?.name ?? null, invitation.inviter.name)}</p>
            )}
            <p className="muted small">A person has one champion at a time. You can leave a group from your profile.</p>
            <div className="dialog-actions">
              <Button busy={accept.isPending} onClick={() => send(true)}>
                Move to this group
              </Button>
              <Button variant="secondary" onClick={() => setConfirmingMove(false)}>
                Cancel
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
