import { invitationErrorCodes } from '../../../shared/invitations.ts';
import { ApiError } from '../../lib/api-client.ts';

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
