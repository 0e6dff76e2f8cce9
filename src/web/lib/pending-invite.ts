import type { KeyValueStorage } from './setup-state.ts';

/**
 * The invitation someone opened while signed out, carried until setup accepts it ("the code travels through
 * sign-up and setup"): in localStorage under `pendingInvite`, so a reload or the sign-in provider's round trip
 * keeps it, and in the URL (`/signup?invite=…`, `/setup?invite=…`). The invite page writes it, sign-up and
 * sign-in pass it on, setup reads it and forgets it once it is accepted or refused.
 */
export const pendingInviteKey = 'pendingInvite';

export function rememberPendingInvite(storage: KeyValueStorage, code: string | null | undefined): void {
  const trimmed = code?.trim();
  if (trimmed) storage.setItem(pendingInviteKey, trimmed);
}

/** Forgets the pending invitation; given a code, only if it is that one. */
export function forgetPendingInvite(storage: KeyValueStorage, code?: string): void {
  if (code === undefined || storage.getItem(pendingInviteKey) === code.trim()) storage.removeItem(pendingInviteKey);
}

/** The URL's `?invite=` first, else the stored one; blanks count as none. */
export function resolvePendingInvite(search: URLSearchParams, storage: KeyValueStorage): string | null {
  const fromUrl = search.get('invite')?.trim();
  if (fromUrl) return fromUrl;
  return storage.getItem(pendingInviteKey)?.trim() || null;
}

/** `path` with `?invite=<code>`, or `path` alone when there is no code. */
export function withInvite(path: string, code: string | null | undefined): string {
  const trimmed = code?.trim();
  return trimmed ? `${path}?${new URLSearchParams({ invite: trimmed }).toString()}` : path;
}

export function acceptInvitePath(code: string): string {
  return `/accept-invite/${encodeURIComponent(code.trim())}`;
}
