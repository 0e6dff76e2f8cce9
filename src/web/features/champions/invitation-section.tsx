import { useState } from 'react';
import type { CreatedInvitation, Invitation } from '../../../shared/invitations.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { errorMessageOf } from '../../lib/error-message.ts';
import { useInvitations } from './api/invitation-list.ts';
import { useRevokeInvitation } from './api/invitation-revoke.ts';
import { GroupLoadError, GroupSection } from './group-section.tsx';
import { InvitationCreateDialog } from './invitation-create-dialog.tsx';
import { InvitationCreated } from './invitation-created.tsx';
import { InvitationList } from './invitation-list.tsx';

export function InvitationSection() {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const onRevoke = (invitation: Invitation) => {
    setRevokeError(null);
    revoke.mutate(invitation.id, {
      onError: (error) => setRevokeError(`Could not revoke it: ${errorMessageOf(error) ?? 'Something went wrong.'}`),
    });
  };

  return (
    <GroupSection title="Invitations" actions={<Button onClick={() => setCreating(true)}>Create invitation</Button>}>
      {created ? <InvitationCreated invitation={created} onDismiss={() => setCreated(null)} /> : null}
      {revokeError ? <Alert>{revokeError}</Alert> : null}
      {invitations.isPending ? (
        <Loading inline />
      ) : invitations.isError ? (
        <GroupLoadError
          what="Your invitations"
          error={invitations.error}
          retrying={invitations.isFetching}
          onRetry={() => void invitations.refetch()}
        />
      ) : (
        <InvitationList
          invitations={invitations.data}
          revokingId={revoke.isPending ? (revoke.variables ?? null) : null}
          onRevoke={onRevoke}
        />
      )}
      {creating ? (
        <InvitationCreateDialog
          onClose={() => setCreating(false)}
          onCreated={(invitation) => {
            setCreated(invitation);
            setCreating(false);
          }}
        />
      ) : null}
    </GroupSection>
  );
}
