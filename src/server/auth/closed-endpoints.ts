import { AppError } from '../lib/app-error.ts';

/**
 * better-auth endpoints we do not offer, each with what to do instead. They write the user's details without our
 * schemas (update-user stored a 5,000-character name with a line break and a javascript: image), or skip our own
 * operations (delete-user would leave behind what delete-account.ts removes). Our router answers them with a
 * clear 404 before better-auth sees them; better-auth's disabledPaths closes them as well, for any other way in.
 */
export const closedAuthEndpoints: Record<string, string> = {
  '/update-user': 'Change your name and other details on Your Profile (PATCH /api/me).',
  '/change-email': 'The email address of an account cannot be changed here. Create a new account with the new address instead.',
  '/delete-user': 'Delete your account on Your Profile (DELETE /api/me).',
  '/delete-user/callback': 'Delete your account on Your Profile (DELETE /api/me).',
  '/update-session': 'Sessions have nothing to change. Sign out and in again instead.',
};

export const closedAuthPaths = Object.keys(closedAuthEndpoints);

/** Throws a 404 with what to do instead when `path` (under /api/auth) is one of the closed endpoints. */
export function refuseClosedAuthEndpoint(path: string): void {
  const authPath = path.replace(/^\/api\/auth/, '').replace(/\/+$/, '');
  if (Object.hasOwn(closedAuthEndpoints, authPath)) throw new AppError('NOT_FOUND', closedAuthEndpoints[authPath] ?? 'Not found');
}
