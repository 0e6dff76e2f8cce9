import type { KeyValueStorage } from '../../lib/setup-state.ts';

/**
 * The invitation a signed-out visitor opened, kept while they sign up (or sign in with Google) and set up:
 * in localStorage under `pendingInvite` (so a reload or the provider's round trip keeps it) and in the URL
 * (`/signup?invite=…`, `/setup?invite=…`). Setup reads the same key (src/web/features/setup/pending-invite.ts);
 * features do not import each other, so the key is written in both places.
 */
export const pendingInviteKey = 'pendingInvite';

export function rememberPendingInvite(storage: KeyValueStorage, code: string): void {
  const trimmed = code.trim();
  if (trimmed) storage.setItem(pendingInviteKey, trimmed);
}

/** Once it is accepted, or it turns out it cannot be, nothing should carry it further. */
export function forgetPendingInvite(storage: KeyValueStorage, code?: string): void {
  if (code === undefined || storage.getItem(pendingInviteKey) === code.trim()) storage.removeItem(pendingInviteKey);
}

/** `path` with `?invite=<code>` (sign-up and setup carry the code in the URL as well as in storage). */
export function withInvite(path: string, code: string): string {
  return `${path}?${new URLSearchParams({ invite: code.trim() }).toString()}`;
}

/** The sign-in page returns here afterwards, where the invitation can be accepted (or setup finished with it). */
export function acceptInvitePath(code: string): string {
  return `/accept-invite/${encodeURIComponent(code.trim())}`;
}
