import { useId } from 'react';
import type { InvitationLookup } from '../../../../shared/invitations.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** "Ada invites you to join their group", or "A champion invites you…" when the inviter has no name. */
function headlineOf(invitation: InvitationLookup, t: ReturnType<typeof useT>): string {
  const name = invitation.inviter.name.trim();
  if (invitation.kind === 'household')
    return name ? t('invitations.headline.household', { name }) : t('invitations.headline.householdNoName');
  if (invitation.kind === 'champion')
    return name ? t('setup.invitation.headlineChampion', { name }) : t('setup.invitation.headlineChampionNoName');
  return name ? t('setup.invitation.headlineGroup', { name }) : t('setup.invitation.headlineGroupNoName');
}

/** "Setup invite user": who invited them, in their own words, above the form. */
export function SetupInvitation({ invitation, failed }: { invitation: InvitationLookup | undefined; failed: boolean }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="card setup-invitation" aria-labelledby={headingId} aria-busy={invitation || failed ? undefined : true}>
      <h2 id={headingId} className="setup-invitation__title">
        {t('setup.invitation.title')}
      </h2>
      {invitation ? (
        <>
          <p className="setup-invitation__inviter">{headlineOf(invitation, t)}</p>
          {invitation.message ? (
            <blockquote className="setup-invitation__message">
              <p>{invitation.message}</p>
            </blockquote>
          ) : null}
          <p className="muted small">
            {invitation.kind === 'household'
              ? t('invitations.kind.household', { household: invitation.household?.name ?? invitation.inviter.name })
              : invitation.kind === 'champion'
                ? t('setup.invitation.acceptsChampion')
                : t('setup.invitation.acceptsGroup', { name: invitation.inviter.name })}
          </p>
        </>
      ) : failed ? (
        <p>{t('setup.invitation.notLoaded')}</p>
      ) : (
        <Skeleton />
      )}
    </section>
  );
}
