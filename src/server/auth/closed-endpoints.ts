import type { MessageKey } from '../../shared/i18n/messages.ts';

/**
 * better-auth endpoints we do not offer, each with the words of what to do instead. They write the user's details
 * without our schemas (update-user stored a 5,000-character name with a line break and a javascript: image), or skip
 * our own operations (delete-user would leave behind what delete-account.ts removes). Our router answers them with a
 * clear 404 before better-auth sees them (auth/routes.ts, in the request's language); better-auth's disabledPaths
 * closes them as well, for any other way in.
 */
export const closedAuthEndpoints: Record<string, MessageKey> = {
  '/update-user': 'server.auth.closed.updateUser',
  '/change-email': 'server.auth.closed.changeEmail',
  '/delete-user': 'server.auth.closed.deleteUser',
  '/delete-user/callback': 'server.auth.closed.deleteUser',
  '/update-session': 'server.auth.closed.updateSession',
};

export const closedAuthPaths = Object.keys(closedAuthEndpoints);

/** The words of what to do instead when `path` (under /api/auth) is one of the closed endpoints, else null. */
export function closedAuthEndpoint(path: string): MessageKey | null {
  const authPath = path.replace(/^\/api\/auth/, '').replace(/\/+$/, '');
  return Object.hasOwn(closedAuthEndpoints, authPath) ? (closedAuthEndpoints[authPath] ?? null) : null;
}
