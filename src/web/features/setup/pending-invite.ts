import { invitationErrorCodes, type InvitationLookup } from '../../../shared/invitations.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { KeyValueStorage } from '../../lib/setup-state.ts';

/**
 * The invitation that brought someone here ("setup invite user"). The invite page keeps it in localStorage under
 * `pendingInvite` (src/web/features/invitations/pending-invite.ts writes the same key) and sign-up, Google's
 * round trip and the invite page carry it in the URL as `?invite=`. The URL wins; storage covers a page
 * reached without it (the sign-up page's guard sends new accounts to a bare /setup).
 */
export const pendingInviteKey = 'pendingInvite';

export function resolvePendingInvite(search: URLSearchParams, storage: KeyValueStorage): string | null {
  const fromUrl = search.get('invite')?.trim();
  if (fromUrl) return fromUrl;
  const stored = storage.getItem(pendingInviteKey)?.trim();
  return stored || null;
}

export function keepPendingInvite(storage: KeyValueStorage, code: string): void {
  storage.setItem(pendingInviteKey, code);
}

/** Accepted, or refused by the server: either way nothing should carry it further. */
export function forgetPendingInvite(storage: KeyValueStorage): void {
  storage.removeItem(pendingInviteKey);
}

/** "<name> invites you to join their group", or to become a champion. */
export function inviterLine(invitation: Pick<InvitationLookup, 'kind' | 'inviter'>): string {
  const name = invitation.inviter.name.trim() || 'A champion';
  return invitation.kind === 'champion' ? `${name} invites you to become a champion` : `${name} invites you to join their group`;
}

/** Did the look-up refuse the code itself (4xx other than a rate limit)? Then it is not carried on. */
export function isLookupRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * Did finishing setup fail because of the invitation (so that it can be finished without it)? Any of the
 * invitation's own refusals, a move that needs confirming, or too many attempts.
 */
export function isInvitationFailure(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 429) return true;
  return error.code !== undefined && (Object.values(invitationErrorCodes) as string[]).includes(error.code);
}
