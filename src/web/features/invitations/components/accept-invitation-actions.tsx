import { useState } from 'react';
import { Link } from 'react-router';
import { householdErrorCodes } from '../../../../shared/households.ts';
import { invitationErrorCodes, type InvitationLookup } from '../../../../shared/invitations.ts';
import { dashboardPathFor, paths } from '../../../../shared/routing.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { useMe } from '../../../api/me/get-me.ts';
import { useAcceptInvitation, type AcceptedInvitation } from '../../../api/invitations/accept-invitation.ts';
import { useMyChampion } from '../../../api/me/get-my-champion.ts';
import { invitationFailureText, isInvitationRefusal, moveExplanation } from '../invitation-text.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { forgetPendingInvite } from '../../../lib/pending-invite.ts';

function acceptedText(accepted: AcceptedInvitation, invitation: InvitationLookup): string {
  if (accepted.kind === 'champion') return translate('invitations.accepted.champion');
  if (accepted.kind === 'household')
    return translate('invitations.accepted.household', { household: accepted.household?.name ?? invitation.household?.name ?? '' });
  return translate('invitations.accepted.group', { name: accepted.champion?.name ?? invitation.inviter.name });
}

/**
 * "Accept invitation" ("Join household" for a household invitation) for someone signed in with setup complete.
 * When they already have a champion the server asks for confirmation (409 INVITATION_CONFIRM_MOVE): a dialog
 * explains the move and "Move to this group" sends it. Someone alone in a household with a plan or a list is asked
 * too (409 HOUSEHOLD_CONFIRM_MOVE): the dialog gives the server's words on what happens to them (kept for later).
 */
export function AcceptInvitationActions({ code, invitation }: { code: string; invitation: InvitationLookup }) {
  if (invitation.kind === 'household') return <JoinHouseholdActions code={code} invitation={invitation} />;
  return <AcceptGroupActions code={code} invitation={invitation} />;
}

/**
 * Sends the invitation's code; when the server asks for confirmation first (409 with `confirmCode`), keeps its words
 * in `confirming` for the dialog, whose confirm button sends again with confirmMove. Any other failure is said in
 * the person's words, and a code the server refused is forgotten.
 */
function useAcceptWithConfirmation(code: string, confirmCode: string) {
  const accept = useAcceptInvitation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = (confirmMove: boolean) => {
    setError(null);
    accept.mutate(
      { code, ...(confirmMove ? { confirmMove: true } : {}) },
      {
        onSuccess: () => setConfirming(null),
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === confirmCode) {
            setConfirming(cause.message);
            return;
          }
          setConfirming(null);
          if (isInvitationRefusal(cause)) forgetPendingInvite(browserStorage, code);
          setError(invitationFailureText(cause));
        },
      },
    );
  };

  return { accept, confirming, cancelConfirming: () => setConfirming(null), error, send };
}

/** What shows once the invitation is accepted: what happened, and the one place to go next. */
function InvitationAccepted({ text, to, next }: { text: string; to: string; next: string }) {
  return (
    <div className="invitation-done">
      <Alert tone="success">{text}</Alert>
      <p>
        <Link className={buttonClassName('primary')} to={to}>
          {next}
        </Link>
      </p>
    </div>
  );
}

function JoinHouseholdActions({ code, invitation }: { code: string; invitation: InvitationLookup }) {
  const t = useT();
  const { accept, confirming, cancelConfirming, error, send } = useAcceptWithConfirmation(code, householdErrorCodes.confirmMove);

  if (accept.isSuccess) {
    return <InvitationAccepted text={acceptedText(accept.data, invitation)} to={paths.mealPlanning} next={t('nav.mealPlanning')} />;
  }

  return (
    <div className="invitation-actions">
      {error ? <Alert>{error}</Alert> : null}
      <div className="actions">
        <Button busy={accept.isPending && confirming === null} onClick={() => send(false)}>
          {t('invitations.actions.join')}
        </Button>
      </div>
      {confirming !== null ? (
        <ConfirmDialog
          title={t('invitations.joinMove.title')}
          confirmLabel={t('invitations.joinMove.confirm')}
          danger
          busy={accept.isPending}
          onConfirm={() => send(true)}
          onClose={cancelConfirming}
        >
          <p>{confirming}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function AcceptGroupActions({ code, invitation }: { code: string; invitation: InvitationLookup }) {
  const t = useT();
  const { accept, confirming, cancelConfirming, error, send } = useAcceptWithConfirmation(code, invitationErrorCodes.confirmMove);
  const { data: me } = useMe();
  // The dialog explains the move with the group they would leave, so that is asked for only once it opens.
  const confirmingMove = confirming !== null;
  const myChampion = useMyChampion(confirmingMove);

  if (accept.isSuccess) {
    return (
      <InvitationAccepted
        text={acceptedText(accept.data, invitation)}
        to={dashboardPathFor(me?.userType ?? null)}
        next={t('invitations.accepted.goToDashboard')}
      />
    );
  }

  return (
    <div className="invitation-actions">
      {error ? <Alert>{error}</Alert> : null}
      <div className="actions">
        <Button busy={accept.isPending && !confirmingMove} onClick={() => send(false)}>
          {t('invitations.actions.accept')}
        </Button>
      </div>
      {confirmingMove ? (
        <ConfirmDialog
          title={t('invitations.move.title')}
          confirmLabel={t('invitations.move.confirm')}
          busy={accept.isPending}
          onConfirm={() => send(true)}
          onClose={cancelConfirming}
        >
          {myChampion.isPending ? <Skeleton /> : <p>{moveExplanation(myChampion.data?.champion?.name ?? null, invitation.inviter.name)}</p>}
          <p className="muted small">{t('invitations.move.oneChampion')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
