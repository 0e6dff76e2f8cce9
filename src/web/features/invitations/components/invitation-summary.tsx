import type { InvitationLookup } from '../../../../shared/invitations.ts';
import { invitationHeadlineText, invitationKindSummary } from '../invitation-text.ts';
import { formatMoment } from '../../../lib/date-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Who invites, to what, and in their own words. */
export function InvitationSummary({ invitation, headingLevel = 2 }: { invitation: InvitationLookup; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="invitation-summary">
      <Heading className="invitation-summary__headline">{invitationHeadlineText(invitation)}</Heading>
      {invitation.message ? (
        <figure className="invitation-summary__message">
          <blockquote>
            <p>{invitation.message}</p>
          </blockquote>
          <figcaption className="muted small">{t('invitations.summary.byline', { name: invitation.inviter.name })}</figcaption>
        </figure>
      ) : null}
      <p className="muted small">{invitationKindSummary(invitation)}</p>
      {invitation.expiresAt ? (
        <p className="muted small">{t('invitations.summary.expires', { date: formatMoment(invitation.expiresAt, 'date') })}</p>
      ) : null}
    </div>
  );
}
