import type { InvitationStatus } from '../../../shared/invitations.ts';

/** Why a code can no longer be used; the keys of invitationErrorCodes. */
export type InvitationUnusable = 'usedUp' | 'revoked' | 'expired';

export interface InvitationState {
  uses: number;
  maxUses: number;
  revokedAt: string | null;
  expiresAt: string | null;
}

/**
 * Why an invitation cannot be accepted at `now`, or null when it can. Used up comes first (once every use is
 * gone, a later withdrawal or expiry changes nothing for anyone), then withdrawn, then expired.
 */
export function unusableReason(invitation: InvitationState, now: Date): InvitationUnusable | null {
  if (invitation.uses >= invitation.maxUses) return 'usedUp';
  if (invitation.revokedAt !== null) return 'revoked';
  if (invitation.expiresAt !== null && new Date(invitation.expiresAt).getTime() <= now.getTime()) return 'expired';
  return null;
}

/**
 * The status its sender sees. A single-use invitation that was accepted reads "accepted" (that is the news);
 * a multi-use one whose every use is gone reads "used-up". See docs/decisions/0013-invitations.md.
 */
export function invitationStatus(invitation: InvitationState, now: Date): InvitationStatus {
  switch (unusableReason(invitation, now)) {
    case 'usedUp':
      return invitation.maxUses === 1 ? 'accepted' : 'used-up';
    case 'revoked':
      return 'revoked';
    case 'expired':
      return 'expired';
    default:
      return invitation.uses > 0 ? 'accepted' : 'pending';
  }
}
