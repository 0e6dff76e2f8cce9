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

/** better-auth answers errors as `{ error: { message, status } }`; this is the text to show. */
export function authErrorMessage(error: { message?: string | undefined; statusText?: string | undefined } | null): string {
  return error?.message || error?.statusText || 'Something went wrong. Please try again.';
}
