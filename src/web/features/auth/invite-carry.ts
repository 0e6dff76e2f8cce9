import { matchPattern, paths } from '../../../shared/routing.ts';
import { acceptInvitePath, withInvite } from '../../lib/pending-invite.ts';

// How sign-up and sign-in carry an invitation to setup: see src/web/lib/pending-invite.ts.

/** The code of `/signup?invite=…`, or of a sign-in that returns to `/accept-invite/<code>`. */
export function inviteFromSearch(search: URLSearchParams): string | null {
  const direct = search.get('invite')?.trim();
  if (direct) return direct;
  const redirectTo = search.get('redirectTo');
  if (!redirectTo) return null;
  const params = matchPattern(paths.acceptInvite, redirectTo.split(/[?#]/)[0] ?? '');
  return params?.inviteCode?.trim() || null;
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
