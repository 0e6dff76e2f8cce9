import { useState } from 'react';
import type { CreatedInvitation, Invitation } from '../../../shared/invitations.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useInvitations } from '../../api/invitations/list-invitations.ts';
import { useRevokeInvitation } from '../../api/invitations/revoke-invitation.ts';
import { GroupLoadError, GroupSection } from './group-section.tsx';
import { InvitationCreateDialog } from './invitation-create-dialog.tsx';
import { InvitationCreated } from '../../components/invitations/invitation-created.tsx';
import { InvitationList } from './invitation-list.tsx';

export function InvitationSection() {
  const t = useT();
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  // Revoking cannot be undone, so it is asked about first.
  const [confirming, setConfirming] = useState<Invitation | null>(null);

  const onRevoke = (invitation: Invitation) => {
    setRevokeError(null);
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(
          invitation.email ? t('champions.invitations.revokedTo', { email: invitation.email }) : t('champions.invitations.revoked'),
        );
      },
      onError: (error) => {
        setConfirming(null);
        setRevokeError(t('champions.invitations.revokeFailed', { reason: errorMessageOf(error) ?? t('champions.loadError.unknown') }));
      },
    });
  };

  return (
    <GroupSection
      title={t('champions.invitations.title')}
      actions={<Button onClick={() => setCreating(true)}>{t('champions.invitations.create')}</Button>}
    >
      {created ? <InvitationCreated invitation={created} onDismiss={() => setCreated(null)} /> : null}
      {revokeError ? <Alert>{revokeError}</Alert> : null}
      {invitations.isPending ? (
        <Skeleton />
      ) : invitations.isError ? (
        <GroupLoadError
          messageKey="champions.invitations.loadError"
          error={invitations.error}
          retrying={invitations.isFetching}
          onRetry={() => void invitations.refetch()}
        />
      ) : (
        <>
          <InvitationList
            invitations={invitations.data.pages.flatMap((page) => page.invitations)}
            revokingId={revoke.isPending ? (revoke.variables ?? null) : null}
            onRevoke={setConfirming}
          />
          {invitations.hasNextPage ? (
            <div className="actions actions--center">
              <Button variant="secondary" disabled={invitations.isFetchingNextPage} onClick={() => void invitations.fetchNextPage()}>
                {invitations.isFetchingNextPage ? t('champions.invitations.loadingMore') : t('champions.invitations.showMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('champions.invitations.revokeTitle')}
          confirmLabel={t('champions.invitations.revokeConfirm')}
          danger
          busy={revoke.isPending}
          onConfirm={() => onRevoke(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>
            {confirming.email
              ? t('champions.invitations.revokeBodyEmail', { email: confirming.email })
              : t('champions.invitations.revokeBodyLink', { hint: confirming.codeHint })}
          </p>
        </ConfirmDialog>
      ) : null}
      {creating ? (
        <InvitationCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(invitation) => {
            // The panel below shows the link; the toast says the email went (when there was one).
            if (invitation.email) toast.success(t('champions.invitations.emailed', { email: invitation.email }));
            setCreated(invitation);
            setCreating(false);
          }}
        />
      ) : null}
    </GroupSection>
  );
}
