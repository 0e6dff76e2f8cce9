import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { paths, signInPathFor } from '../../../shared/routing.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { browserStorage } from '../../lib/browser-storage.ts';
import { useViewer } from '../../lib/session/use-viewer.ts';
import { useInvitationLookup } from '../../api/invitations/lookup-invitation.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { T } from '../../lib/i18n/t.tsx';
import { AcceptInvitationActions } from './components/accept-invitation-actions.tsx';
import { InvitationSummary } from './components/invitation-summary.tsx';
import { invitationFailureHeading, invitationFailureText, isInvitationRefusal } from './invitation-text.ts';
import { acceptInvitePath, forgetPendingInvite, rememberPendingInvite, withInvite } from '../../lib/pending-invite.ts';

/**
 * /accept-invite/:inviteCode, open to all: who invites and why, or why the code cannot be used.
 * Signed out, the code travels through sign-up (or sign-in) and setup; signed in with setup incomplete, setup
 * takes it; signed in with setup complete, "Accept invitation".
 */
export function AcceptInvitePage() {
  const t = useT();
  const { inviteCode = '' } = useParams();
  const code = inviteCode.trim();
  const viewer = useViewer();
  const lookup = useInvitationLookup(code);
  const refused = lookup.isError && isInvitationRefusal(lookup.error);

  // Kept (not only in memory) while they sign up and set up; a code the server refuses is not carried on.
  useEffect(() => {
    if (lookup.isSuccess && viewer.status !== 'signed-in') rememberPendingInvite(browserStorage, code);
  }, [lookup.isSuccess, viewer.status, code]);
  useEffect(() => {
    if (refused) forgetPendingInvite(browserStorage, code);
  }, [refused, code]);

  // Setup takes the code from the URL (and keeps it in storage): finishing setup accepts it.
  if (viewer.status === 'signed-in' && !viewer.setupComplete && !refused) {
    return <Navigate replace to={withInvite(paths.setup, code)} />;
  }

  return (
    <div className="page page--narrow">
      {/* A code that cannot be used is headed by what happened to it, not by "You have been invited". */}
      {lookup.isError ? (
        <PageHeading>{invitationFailureHeading(lookup.error)}</PageHeading>
      ) : (
        <PageHeading title={t('invitations.invite.documentTitle')}>{t('invitations.invite.heading')}</PageHeading>
      )}
      <section className="card invitation-card" aria-busy={lookup.isPending || undefined}>
        {lookup.isPending ? <Skeleton /> : null}
        {lookup.isError ? (
          <>
            <Alert>{invitationFailureText(lookup.error)}</Alert>
            {viewer.status === 'signed-in' ? (
              <p>
                <Link to={paths.acceptInvitation}>{t('invitations.invite.enterAnother')}</Link>
              </p>
            ) : (
              <p>
                <Link to={paths.home}>{t('app.goHome')}</Link>
              </p>
            )}
          </>
        ) : null}
        {lookup.isSuccess ? (
          <>
            <InvitationSummary invitation={lookup.data} />
            {viewer.status === 'loading' ? <Skeleton /> : null}
            {viewer.status === 'signed-out' ? (
              <div className="actions">
                <Link className={buttonClassName('primary')} to={withInvite(paths.signUp, code)}>
                  {t('invitations.invite.signUpToAccept')}
                </Link>
                <p className="muted">
                  <T k="invitations.invite.signInToAccept" components={{ 0: <Link to={signInPathFor(acceptInvitePath(code))} /> }} />
                </p>
              </div>
            ) : null}
            {viewer.status === 'signed-in' && viewer.setupComplete ? (
              <AcceptInvitationActions code={code} invitation={lookup.data} />
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}
