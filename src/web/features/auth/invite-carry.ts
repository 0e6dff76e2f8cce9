import { matchPattern, paths } from '../../../shared/routing.ts';
import type { KeyValueStorage } from '../../lib/setup-state.ts';

/**
 * How sign-up and sign-in carry an invitation to setup ("the code travels through sign-up and setup"): in the
 * URL (`/signup?invite=…`, the provider's return address `/setup?invite=…`) and in localStorage under
 * `pendingInvite`, the key the invite page writes and setup reads (src/web/features/invitations and setup).
 */
export const pendingInviteKey = 'pendingInvite';

/** The code of `/signup?invite=…`, or of a sign-in that returns to `/accept-invite/<code>`. */
export function inviteFromSearch(search: URLSearchParams): string | null {
  const direct = search.get('invite')?.trim();
  if (direct) return direct;
  const redirectTo = search.get('redirectTo');
  if (!redirectTo) return null;
  const params = matchPattern(paths.acceptInvite, redirectTo.split(/[?#]/)[0] ?? '');
  return params?.inviteCode?.trim() || null;
}

export function keepPendingInvite(storage: KeyValueStorage, code: string | null): void {
  if (code) storage.setItem(pendingInviteKey, code);
}

export function withInvite(path: string, code: string | null): string {
  return code ? `${path}?${new URLSearchParams({ invite: code }).toString()}` : path;
}

export function acceptInvitePath(code: string): string {
  return `/accept-invite/${encodeURIComponent(code)}`;
}

/**
 * Where the provider's round trip ends. New accounts go to setup (with the invitation when there is one);
 * existing accounts go back through /signin (whose guard honours ?redirectTo=) or, with an invitation, to the
 * invite page, which offers "Accept invitation" (or sends someone whose setup is unfinished to setup with it).
 */
export function providerCallbacks(redirectTo: string | null, invite: string | null): { callbackURL: string; newUserCallbackURL: string } {
  const returnTo = redirectTo ?? (invite ? acceptInvitePath(invite) : null);
  return {
    callbackURL: returnTo ? `${paths.signIn}?redirectTo=${encodeURIComponent(returnTo)}` : paths.signIn,
    newUserCallbackURL: withInvite(paths.setup, invite),
  };
}
