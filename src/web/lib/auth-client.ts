import { createAuthClient } from 'better-auth/client';

/**
 * better-auth's client for sign-up, sign-in, sign-out and password reset. The signed-in user itself is read
 * from GET /api/me (lib/session), never from better-auth's own session store.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  sessionOptions: { refetchOnWindowFocus: false },
});

/**
 * better-auth answers errors as `{ error: { message, status } }`, and our server puts the words to show in the
 * body's `error` (our own refusals carry only that: the wait of a 429, the address to use of a 403), which the
 * client spreads onto the same object. This is the text to show; never a bare status text like "Forbidden" when
 * the server said more.
 */
export function authErrorMessage(error: { message?: string | undefined; statusText?: string | undefined; error?: unknown } | null): string {
  const said = typeof error?.error === 'string' ? error.error : undefined;
  return said || error?.message || error?.statusText || 'Something went wrong. Please try again.';
}
