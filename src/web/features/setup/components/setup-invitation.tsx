import { useId } from 'react';
import type { InvitationLookup } from '../../../../shared/invitations.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { invitationHeadline } from '../../../../shared/invitations.ts';

/** "Setup invite user": who invited them, in their own words, above the form. */
export function SetupInvitation({ invitation, failed }: { invitation: InvitationLookup | undefined; failed: boolean }) {
  const headingId = useId();
  return (
    <section className="card setup-invitation" aria-labelledby={headingId} aria-busy={invitation || failed ? undefined : true}>
      <h2 id={headingId} className="setup-invitation__title">
        Your invitation
      </h2>
      {invitation ? (
        <>
          <p className="setup-invitation__inviter">{invitationHeadline(invitation)}</p>
          {invitation.message ? (
            <blockquote className="setup-invitation__message">
              <p>{invitation.message}</p>
            </blockquote>
          ) : null}
          <p className="muted small">
            {invitation.kind === 'champion'
              ? 'Finishing setup accepts the invitation and makes you a champion.'
              : `Finishing setup accepts the invitation: you join ${invitation.inviter.name}'s group.`}
          </p>
        </>
      ) : failed ? (
        <p>Who invited you could not be loaded just now. Finishing setup still accepts the invitation.</p>
      ) : (
        <Skeleton />
      )}
    </section>
  );
}
