import { createAuthClient } from 'better-auth/client';
import { errorWordsFor } from './error-words.ts';

/**
 * better-auth's client for sign-up, sign-in, sign-out and password reset. The signed-in user itself is read
 * from GET /api/me (lib/session), never from better-auth's own session store.
 */
export const authClient = createAuthClient({
  // No window while the build draws the public pages (scripts/prerender-pages.ts), which never call it.
  baseURL: globalThis.location?.origin ?? 'http://localhost',
  basePath: '/api/auth',
  sessionOptions: { refetchOnWindowFocus: false },
});

/**
 * better-auth answers errors as `{ error: { message, status } }`, and our server puts the words to show in the
 * body's `error` (our own refusals carry only that: the wait of a 429, the address to use of a 403), which the
 * client spreads onto the same object. This is the text to show, by better-auth's code where it has one (its own
 * messages, "Invalid password", are not written for people); never a bare status text like "Forbidden".
 */
export function authErrorMessage(
  error: { message?: string | undefined; status?: number | undefined; code?: string | undefined; error?: unknown } | null,
): string {
  const said = typeof error?.error === 'string' ? error.error : undefined;
  return errorWordsFor(error?.status ?? 500, error?.code, said || error?.message);
}
