import type { InvitationLookup } from '../../../shared/invitations.ts';
import type { Db } from '../../db/kysely.ts';
import { hashInvitationCode } from './invitation-code.ts';
import { InvitationError } from './invitation-error.ts';
import { unusableReason } from './invitation-status.ts';
import { findInvitationByHash, hasAccepted } from './invitations.repo.ts';

/**
 * GET /api/invitations/lookup/{code}: who invites, and why. A signed-in viewer is told when it is their own, and
 * may look again at one they accepted (its last use may be theirs).
 */
export async function lookupInvitation(db: Db, code: string, viewerId: string | null, now = new Date()): Promise<InvitationLookup> {
  const invitation = await findInvitationByHash(db, hashInvitationCode(code));
  if (!invitation) throw new InvitationError('invalid');
  if (viewerId !== null && invitation.inviterId === viewerId) throw new InvitationError('own');
  const acceptedByViewer = viewerId !== null && (await hasAccepted(db, invitation.id, viewerId));
  const reason = acceptedByViewer ? null : unusableReason(invitation, now);
  if (reason) throw new InvitationError(reason);
  return {
    kind: invitation.kind,
    inviter: { name: invitation.inviterName },
    household: invitation.kind === 'household' && invitation.householdName !== null ? { name: invitation.householdName } : null,
    message: invitation.message,
    expiresAt: invitation.expiresAt,
  };
}
